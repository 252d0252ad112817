import type { Root } from 'mdast';
// remark-math's types add its `inlineMath` node to mdast's
import type {} from 'remark-math';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * `$$ x $$` inside a paragraph is displayed math in VitePress
 * (markdown-it-mathjax3 lets a `$$` line interrupt a paragraph), while
 * remark-math reads it as inline math. Inline math written with two dollars is
 * set as display math, on its own centred line; `$x$` stays inline. Runs after
 * remark-math, on pages that hold `$$`.
 */
export const remarkMathDisplay: Plugin<[], Root> = () => (tree, file) => {
  const source = String(file.value);
  if (!source.includes('$$')) return;
  visit(tree, 'inlineMath', (node) => {
    const start = node.position?.start.offset;
    if (start === undefined || !source.startsWith('$$', start)) return;
    node.data = { ...node.data, hProperties: { className: ['language-math', 'math-display'] } };
  });
};
