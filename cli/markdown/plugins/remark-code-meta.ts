import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * Keeps a fence's info string (```bash {2} title="x") as a `data-meta` attribute: rehype-raw rebuilds the tree
 * from HTML and would otherwise drop it before rehype-code reads it.
 */
export const remarkCodeMeta: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'code', (node: Code) => {
    if (!node.meta) return;
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
  });
};
