import type { Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';

// `==mark==`, `^sup^`, `~sub~` from the VuePress dialect. Single `~` is free
// because GFM strikethrough is configured to need `~~`. Spaces are not allowed
// inside sup/sub, as in markdown-it-sup/sub. A mark may span other inline
// markup (`==tick **Cloud Disk** and **Album**==`), so its `==` pairs are found
// across a paragraph's nodes.
const SUP_SUB = /\^([^\s^[\]]+)\^|~([^\s~]+)~/g;
const MARK = /(?<!=)==(?!=)/g;

const wrap = (hName: string, children: RootContent[]): PhrasingContent =>
  ({ type: 'container', data: { hName }, children }) as unknown as PhrasingContent;

export const remarkInlineMarks: Plugin<[], Root> = () => (tree, file) => {
  // a walk over the whole tree costs more than a look at the source: most pages
  // have no marks at all
  const source = String(file.value);
  if (source.includes('=='))
    visit(tree, (node) => {
      const parent = node as Parent;
      if (!parent.children?.some((c) => c.type === 'text' && c.value.includes('=='))) return;
      parent.children = marks(parent.children);
    });
  if (/[\^~]/.test(source))
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined || !/[\^~]/.test(node.value)) return;
      const parts: RootContent[] = [];
      let last = 0;
      for (const m of node.value.matchAll(SUP_SUB)) {
        if (m.index > last) parts.push({ type: 'text', value: node.value.slice(last, m.index) });
        parts.push(
          wrap(m[1] !== undefined ? 'sup' : 'sub', [{ type: 'text', value: m[1] ?? m[2] }]),
        );
        last = m.index + m[0].length;
      }
      if (!parts.length) return;
      if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
      parent.children.splice(index, 1, ...(parts as typeof parent.children));
      return index + parts.length;
    });
};

type Piece = RootContent | { delimiter: true };

/**
 * Splits text at `==`, then pairs an opening `==` (text follows it) with the
 * next closing one (text precedes it).
 */
function marks(children: RootContent[]): RootContent[] {
  const pieces: Piece[] = [];
  for (const child of children) {
    if (child.type !== 'text' || !child.value.includes('==')) {
      pieces.push(child);
      continue;
    }
    let last = 0;
    for (const m of child.value.matchAll(MARK)) {
      if (m.index > last) pieces.push({ type: 'text', value: child.value.slice(last, m.index) });
      pieces.push({ delimiter: true });
      last = m.index + 2;
    }
    if (last < child.value.length) pieces.push({ type: 'text', value: child.value.slice(last) });
  }
  const isDelimiter = (p: Piece | undefined): p is { delimiter: true } =>
    Boolean(p && 'delimiter' in p);
  const edge = (p: Piece | undefined, side: 'start' | 'end') =>
    p &&
    !isDelimiter(p) &&
    (p.type !== 'text' || (side === 'start' ? /^\S/.test(p.value) : /\S$/.test(p.value)));
  const out: RootContent[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i];
    if (!isDelimiter(piece)) {
      out.push(piece);
      continue;
    }
    let close = -1;
    if (edge(pieces[i + 1], 'start')) {
      for (let j = i + 2; j < pieces.length; j += 1)
        if (isDelimiter(pieces[j]) && edge(pieces[j - 1], 'end')) {
          close = j;
          break;
        }
    }
    if (close === -1) {
      out.push({ type: 'text', value: '==' });
      continue;
    }
    out.push(wrap('mark', pieces.slice(i + 1, close) as RootContent[]));
    i = close;
  }
  return out;
}
