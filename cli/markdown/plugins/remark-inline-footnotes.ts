import type { FootnoteDefinition, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';

/**
 * Inline footnotes, `text^[the note]`, as markdown-it-footnote writes them: the
 * note becomes an ordinary GFM footnote, numbered and listed with the others.
 * The note may hold inline markup, so its closing `]` is looked for across the
 * paragraph's nodes, counting brackets in text.
 */
export const remarkInlineFootnotes: Plugin<[], Root> = () => (tree, file) => {
  if (!String(file.value).includes('^[')) return;
  let count = 0;
  const definitions: FootnoteDefinition[] = [];
  visit(tree, (node) => {
    const parent = node as Parent;
    if (!parent.children?.some((c) => c.type === 'text' && c.value.includes('^['))) return;
    parent.children = notes(parent.children as PhrasingContent[], (content) => {
      const identifier = `inline-note-${++count}`;
      definitions.push({
        type: 'footnoteDefinition',
        identifier,
        label: identifier,
        children: [{ type: 'paragraph', children: content }],
      });
      return { type: 'footnoteReference', identifier, label: identifier };
    }) as RootContent[];
  });
  tree.children.push(...definitions);
};

function notes(
  children: PhrasingContent[],
  define: (content: PhrasingContent[]) => PhrasingContent,
): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i];
    const start = child.type === 'text' ? child.value.indexOf('^[') : -1;
    if (start === -1) {
      out.push(child);
      continue;
    }
    const value = (child as { value: string }).value;
    // find the `]` that closes the note: in this text, or in a later text node
    // of the same parent
    let depth = 0;
    let end: { node: number; offset: number } | null = null;
    for (let j = i; j < children.length && !end; j += 1) {
      const c = children[j];
      if (c.type !== 'text') continue;
      for (let k = j === i ? start + 1 : 0; k < c.value.length; k += 1) {
        if (c.value[k] === '[') depth += 1;
        else if (c.value[k] === ']' && --depth === 0) {
          end = { node: j, offset: k };
          break;
        }
      }
    }
    if (!end) {
      out.push(child);
      continue;
    }
    if (start > 0) out.push({ type: 'text', value: value.slice(0, start) });
    const content: PhrasingContent[] = [];
    if (end.node === i) content.push({ type: 'text', value: value.slice(start + 2, end.offset) });
    else {
      if (value.length > start + 2) content.push({ type: 'text', value: value.slice(start + 2) });
      content.push(...children.slice(i + 1, end.node));
      const last = children[end.node] as { value: string };
      if (end.offset > 0) content.push({ type: 'text', value: last.value.slice(0, end.offset) });
    }
    out.push(define(content));
    const rest = (children[end.node] as { value: string }).value.slice(end.offset + 1);
    // what follows the note goes round again: it may hold another one
    const tail: PhrasingContent[] = rest ? [{ type: 'text', value: rest }] : [];
    out.push(...notes([...tail, ...children.slice(end.node + 1)], define));
    break;
  }
  return out;
}
