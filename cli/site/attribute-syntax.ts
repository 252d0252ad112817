/**
 * How `{…}` attribute lists are written: braces, as markdown-it-attrs reads
 * them by default, or the delimiters a VitePress site sets (`markdown: { attrs:
 * { leftDelimiter: '%{', rightDelimiter: '}%' } }`, Pinia's docs, whose
 * headings end in `%{#option-stores}%`).
 */
export interface AttributeSyntax {
  /** A heading's trailing `{#id}`; the id is group 1. */
  customId: RegExp;
  /** `{…}` at the start of text (after a link or an image); the list is group 1. */
  atStart: RegExp;
  /** `{…}` ending a paragraph; the list is group 1. */
  atEnd: RegExp;
  /** Text holding no left delimiter has no attributes to read. */
  left: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function attributeSyntax(left = '{', right = '}'): AttributeSyntax {
  const [l, r] = [escape(left), escape(right)];
  // an attribute list holds neither delimiter (braces: no brace at all, as
  // markdown-it-attrs reads them)
  const inner = left === '{' && right === '}' ? '[^{}\\n]*' : `(?:(?!${l}|${r})[^\\n])*`;
  // an id runs to a space or the right delimiter, as markdown-it-attrs reads
  // it: `{#@vitejs/plugin-react-v6}`, `{ #v1.2 }`
  const id = left === '{' && right === '}' ? '[^\\s{}]+' : `(?:(?!${l}|${r})\\S)+`;
  return {
    customId: new RegExp(`\\s*${l}[ \\t]*#(${id})[ \\t]*${r}\\s*$`),
    atStart: new RegExp(`^${l}(${inner})${r}`),
    atEnd: new RegExp(`\\s*${l}(${inner})${r}\\s*$`),
    left,
  };
}

export const BRACES = attributeSyntax();

const NEVER = /(?!)/;
/** No attributes at all (`markdown.attrs.disable`): braces are text, in headings too. */
const NONE: AttributeSyntax = { customId: NEVER, atStart: NEVER, atEnd: NEVER, left: '\0' };

const made = new Map<string, AttributeSyntax>([['{\0}', BRACES]]);

/**
 * The syntax a site's `markdown.attrs` sets; braces when it sets none, or an
 * empty delimiter. Made once per pair: the scan asks for it for every page's
 * title.
 */
export function siteAttributeSyntax(
  attrs: { leftDelimiter?: string; rightDelimiter?: string; disable?: boolean } | undefined,
): AttributeSyntax {
  if (attrs?.disable) return NONE;
  const left = attrs?.leftDelimiter || '{';
  const right = attrs?.rightDelimiter || '}';
  const key = `${left}\0${right}`;
  if (!made.has(key)) made.set(key, attributeSyntax(left, right));
  return made.get(key)!;
}

export type AttributeProps = Record<string, string | string[]>;

// a class or an id runs to the next space (markdown-it-attrs: `.a`, `#@scope/name`)
const ATTR = /\s*(?:([.#])(\S+)|([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?)/y;

/**
 * The attributes of `{…}`, or null when it is not an attribute list (then it
 * stays text). Spaces around and between the items are free: `{ .tip }`.
 */
export function parseAttributeBlock(inner: string): AttributeProps | null {
  const props: AttributeProps = {};
  const classes: string[] = [];
  ATTR.lastIndex = 0;
  // spaces after the last item end the list
  const end = inner.trimEnd().length;
  while (ATTR.lastIndex < end) {
    const start = ATTR.lastIndex;
    const m = ATTR.exec(inner);
    if (!m || ATTR.lastIndex === start) return null;
    if (m[1] === '.') classes.push(m[2]);
    else if (m[1] === '#') props.id = m[2];
    // the url stays the link's own, and no script runs from an attribute
    else if (!/^(on|href$|src$)/i.test(m[3])) props[m[3]] = m[4] ?? m[5] ?? m[6] ?? '';
  }
  if (classes.length) props.className = classes;
  return Object.keys(props).length ? props : null;
}

/**
 * The `{…}` closing a line of text (a heading's, a paragraph's) when it counts
 * as attributes: an id, a class or a value, so prose ending in `{braces}` stays
 * text. The text before it, and the attributes.
 */
export function closingAttributes(
  text: string,
  syntax: AttributeSyntax,
): { before: string; props: AttributeProps } | null {
  if (!text.includes(syntax.left)) return null;
  const m = syntax.atEnd.exec(text);
  const props = m && parseAttributeBlock(m[1]);
  if (!props || Object.values(props).every((value) => value === '')) return null;
  return { before: text.slice(0, m!.index), props };
}
