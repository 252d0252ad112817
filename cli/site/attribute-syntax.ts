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
  return {
    customId: new RegExp(`\\s*${l}#([\\w\\u0080-\\uffff-]+)${r}\\s*$`),
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
