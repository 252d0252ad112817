import { containerKinds } from '../dialects/index.ts';
import { parseAttributeBlock } from '../../site/attribute-syntax.ts';
import { fenceTracker } from './fence-lines.ts';

// `::: name title` … `:::` blocks are not CommonMark. Before parsing, each
// marker line becomes an HTML comment (an HTML block that may interrupt a
// paragraph), keeping line numbers intact; remark-containers then nests the
// nodes between an opening and its closing comment. Lines inside code fences
// are left alone.
//
// markdown-it-container's rules: the name may follow the colons without a space
// (`:::details`), and a container ends at the first line after it of as many
// colons or more and nothing else, so a closing line of n colons closes the
// outermost open container opened with n or fewer, and those still open inside
// it (`::: warning` … `::: code-group` … `:::` ends both: VitePress's pages
// rely on it). Where closing lines follow one another with no opening line
// between (`::: details` … `::: tip` … `:::` … `:::`, which VitePress shows
// with a stray `:::`), each but the last closes only the innermost container it
// fits: the nesting the writer meant. A closing line that fits no open
// container stays text.
//
// A tab set's group id is `#id` after the name (theme-hope) or `key:id` after
// it (vitepress-plugin-tabs), and its tabs start at `@tab Title` or `== Title`
// lines. A `{…}` at the end of the opening line holds attributes, as
// markdown-it-attrs reads them (`::: details Title {open}`, `::: tip
// {no-title}`).

export const MARKER = 'docs-build:';

const OPEN = /^(\s*)(:{3,})\s*([\w-]+)(#[\w-]+)?(.*)$/;
const CLOSE = /^(\s*)(:{3,})\s*$/;
const TAB = /^(\s*)@tab(:active)?\s+(.*?)\s*$/;
// `== Title`; `==marked==` text has no space after its opening `==` and is no
// tab
const EQUALS_TAB = /^(\s*)==\s+(.*?)\s*$/;
const GROUP_KEY = /^key:([\w-]+)$/;
const ATTRIBUTES = /\s*\{([^{}]*)\}\s*$/;

export interface OpenMarker {
  id: number;
  name: string;
  group: string;
  title: string;
  unclosed?: boolean;
  /**
   * The body's lines as written, for a container that shows its own source
   * (`::: preview`).
   */
  source?: string;
  attributes?: Record<string, string | string[]>;
  /**
   * Tab lines (`== Title`, `@tab Title`) directly inside this container, which
   * is no tab set though one holds it.
   */
  strayTabs?: { line: number; text: string }[];
}

const isTabs = (open: { data: OpenMarker }) => containerKinds[open.data.name]?.kind === 'tabs';

// the names that may stand alone in the braces; `{any words}` is text of the
// title, not a list of empty attributes
const FLAGS = new Set(['open', 'no-title']);

/**
 * The title and `{…}` attributes after a container's name; a `{…}` that is no
 * attribute list stays in the title.
 */
function titleAndAttributes(rest: string): {
  title: string;
  attributes?: Record<string, string | string[]>;
} {
  const m = ATTRIBUTES.exec(rest);
  const attributes = m ? parseAttributeBlock(m[1]) : null;
  const flagsKnown =
    attributes &&
    Object.entries(attributes).every(([name, value]) => value !== '' || FLAGS.has(name));
  return attributes && flagsKnown
    ? { title: rest.slice(0, m!.index).trim(), attributes }
    : { title: rest.trim() };
}

export function markContainers(source: string): string {
  const written = source.split('\n');
  const lines = [...written];
  const inFence = fenceTracker();
  const outside = lines.flatMap((line, i) => (inFence(line) ? [] : [i]));
  // for each closing line, how many closing lines follow it before the next
  // opening line, itself included
  const closingsLeft = new Map<number, number>();
  let left = 0;
  for (let j = outside.length - 1; j >= 0; j--) {
    const i = outside[j];
    if (CLOSE.test(lines[i])) closingsLeft.set(i, ++left);
    else if (OPEN.test(lines[i])) left = 0;
  }
  const stack: { colons: number; line: number; data: OpenMarker }[] = [];
  let nextId = 0;
  for (const i of outside) {
    const line = lines[i];
    const close = CLOSE.exec(line);
    if (close) {
      const colons = close[2].length;
      // markdown-it's outermost, unless more closing lines follow to close the
      // rest
      const k =
        closingsLeft.get(i)! > 1
          ? stack.findLastIndex((open) => open.colons <= colons)
          : stack.findIndex((open) => open.colons <= colons);
      if (k === -1) continue;
      lines[i] = `${close[1]}<!--${MARKER}close ${encode({ id: stack[k].data.id })}-->`;
      for (const open of stack.slice(k))
        if (containerKinds[open.data.name]?.kind === 'preview')
          annotate(lines, open, { source: written.slice(open.line + 1, i).join('\n') });
      stack.length = k;
      continue;
    }
    const open = OPEN.exec(line);
    if (open) {
      const [, indent, colons, name, hashGroup = '', rest] = open;
      const { title, attributes } = titleAndAttributes(rest);
      const key = containerKinds[name]?.kind === 'tabs' ? GROUP_KEY.exec(title)?.[1] : undefined;
      const data: OpenMarker = {
        id: nextId++,
        name,
        group: key ?? hashGroup.slice(1),
        title: key ? '' : title,
        ...(attributes ? { attributes } : {}),
      };
      stack.push({ colons: colons.length, line: i, data });
      lines[i] = `${indent}<!--${MARKER}open ${encode(data)}-->`;
      continue;
    }
    if (!stack.some(isTabs)) continue;
    const tab = TAB.exec(line);
    const equalsTab = tab ? null : EQUALS_TAB.exec(line);
    const marker = tab
      ? { indent: tab[1], title: tab[3], active: Boolean(tab[2]) }
      : equalsTab && !equalsTab[2].endsWith('==')
        ? { indent: equalsTab[1], title: equalsTab[2], active: false }
        : null;
    if (!marker) continue;
    const top = stack[stack.length - 1];
    if (isTabs(top))
      lines[i] =
        `${marker.indent}<!--${MARKER}tab ${encode({ title: marker.title, active: marker.active })}-->`;
    // a tab line inside a code group or a hint of a tab set: most often a `:::`
    // missing above it
    else
      annotate(lines, top, {
        strayTabs: [...(top.data.strayTabs ?? []), { line: i + 1, text: line.trim() }],
      });
  }
  // still open at the end of the page: said so where they open
  for (const open of stack) annotate(lines, open, { unclosed: true });
  return lines.join('\n');
}

/** Adds to what a container's opening marker says, once its end is known. */
function annotate(
  lines: string[],
  open: { line: number; data: OpenMarker },
  more: Partial<OpenMarker>,
): void {
  const before = encode(open.data);
  Object.assign(open.data, more);
  lines[open.line] = lines[open.line].replace(before, encode(open.data));
}

// JSON inside an HTML comment must not contain `--`; URI-encoding keeps it safe
// and reversible.
function encode(value: object): string {
  return encodeURIComponent(JSON.stringify(value));
}

const MARKER_LINE = new RegExp(`^\\s*<!--${MARKER}(open|close|tab)\\s*(\\S*)-->\\s*$`);

export function decodeMarker(
  comment: string,
): { kind: 'open' | 'close' | 'tab'; data: Record<string, unknown> } | null {
  const m = MARKER_LINE.exec(comment);
  if (!m) return null;
  return {
    kind: m[1] as 'open' | 'close' | 'tab',
    data: m[2] ? JSON.parse(decodeURIComponent(m[2])) : {},
  };
}

/**
 * The marker of one tab, for tab sets built from something other than `@tab`
 * lines (VitePress code groups).
 */
export function tabMarker(title: string, active: boolean): string {
  return `<!--${MARKER}tab ${encode({ title, active })}-->`;
}
