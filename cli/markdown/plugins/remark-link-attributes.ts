import type { Image, Link, Parent, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';

// `[text](url){target="_self" rel=nofollow .class #id}` as markdown-it-attrs writes it, for links and images.
const BLOCK = /^\{([^{}\n]*)\}/;
const ATTR = /\s*(?:([.#])([\w-]+)|([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+)))?)/y;

/** The attributes of `{…}`, or null when it is not an attribute list (then it stays text). */
export function parseAttributeBlock(inner: string): Record<string, string | string[]> | null {
  const props: Record<string, string | string[]> = {};
  const classes: string[] = [];
  ATTR.lastIndex = 0;
  while (ATTR.lastIndex < inner.length) {
    const start = ATTR.lastIndex;
    const m = ATTR.exec(inner);
    if (!m || ATTR.lastIndex === start) return inner.slice(start).trim() ? null : props;
    if (m[1] === '.') classes.push(m[2]);
    else if (m[1] === '#') props.id = m[2];
    // the url stays the link's own, and no script runs from an attribute
    else if (!/^(on|href$|src$)/i.test(m[3])) props[m[3]] = m[4] ?? m[5] ?? m[6] ?? '';
  }
  if (classes.length) props.className = classes;
  return Object.keys(props).length ? props : null;
}

export const remarkLinkAttributes: Plugin<[], Root> = () => (tree, file) => {
  if (!String(file.value).includes(']{') && !String(file.value).includes('){')) return;
  visit(tree, (node, index, parent: Parent | undefined) => {
    if ((node.type !== 'link' && node.type !== 'image') || !parent || index === undefined) return;
    const next = parent.children[index + 1];
    if (next?.type !== 'text') return;
    const m = BLOCK.exec(next.value);
    const props = m && parseAttributeBlock(m[1]);
    if (!props) return;
    const target = node as Link | Image;
    target.data = { ...target.data, hProperties: { ...(target.data?.hProperties ?? {}), ...props } };
    next.value = next.value.slice(m![0].length);
  });
};
