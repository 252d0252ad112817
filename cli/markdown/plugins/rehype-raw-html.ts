import type { Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { Plugin } from 'unified';

/**
 * HTML written in the markdown becomes elements, through rehype-raw. That re-parses the whole page in parse5, a
 * tenth of the markdown stage; a page with no HTML in it gets the same tree back, so it skips the pass.
 */
export const rehypeRawHtml: Plugin<[], Root> = () => {
  const parse = rehypeRaw();
  return (tree, file) => (holdsRaw(tree) ? parse(tree, file) : tree);
};

function holdsRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some((child) => holdsRaw(child));
}
