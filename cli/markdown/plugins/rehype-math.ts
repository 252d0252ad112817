import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type katex from 'katex';
import type { Plugin } from 'unified';
import { escapeHtml } from '../../render/html-template.ts';
import { report } from '../report.ts';
import { visit } from '../tree-walk.ts';

type Katex = typeof katex;

/**
 * What remark-math leaves for a formula: its TeX as text, inside
 * `code.math-inline`, `code.math-display` or a `pre`.
 */
const MATH_CLASSES = ['language-math', 'math-inline', 'math-display'];
const classesOf = (node: Element) =>
  (Array.isArray(node.properties.className) ? node.properties.className : []) as string[];
const isMath = (node: RootContent | undefined): node is Element =>
  node?.type === 'element' && classesOf(node).some((c) => MATH_CLASSES.includes(c));

/**
 * A formula set by KaTeX, kept as KaTeX's own HTML. rehype-katex parses that
 * HTML back into a tree through parse5 for every formula, on the thread that
 * parses every page, for nothing: nothing after this plugin reads inside a
 * formula; its TeX goes with it for the page's search text.
 */
export interface MathHtml {
  type: 'raw';
  value: string;
  data: { math: string };
}

export const isMathHtml = (node: { type: string; data?: unknown }): node is MathHtml =>
  node.type === 'raw' && typeof (node.data as { math?: unknown } | undefined)?.math === 'string';

/**
 * `$…$`, `$$…$$` and ` ```math ` blocks typeset by KaTeX. A formula KaTeX
 * cannot read is a warning at its place in the page and is shown as KaTeX shows
 * errors (its source in red), so one typo does not stop a build.
 */
export const rehypeMath: Plugin<[{ katex: Katex }], Root> =
  ({ katex }) =>
  (tree, file) => {
    visit<Element>(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return;
      // ` ```math ` and `$$` on lines of their own arrive as `pre >
      // code.language-math`: the whole block is replaced
      const code =
        node.tagName === 'pre' ? node.children.find((c) => c.type === 'element') : undefined;
      const formula = isMath(node)
        ? node
        : isMath(code) && classesOf(code).includes('language-math')
          ? code
          : null;
      if (!formula) return;
      const displayMode = formula !== node || classesOf(formula).includes('math-display');
      const tex = toString(formula);
      let value: string;
      try {
        value = katex.renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' });
      } catch (error) {
        const tooDeep = error instanceof RangeError;
        report(
          file,
          'warning',
          tooDeep
            ? 'KaTeX could not read this formula: it nests groups (braces, brackets) deeper than KaTeX can follow'
            : `KaTeX could not read this formula: ${(error as Error).message}`,
          formula.position ?? node.position,
          'markdown/math',
          tooDeep
            ? 'write the formula with fewer nested groups, or split it in parts'
            : 'check the TeX between the dollar signs; KaTeX lists what it supports at katex.org/docs/supported',
        );
        value = shownAsError(katex, tex, displayMode);
      }
      const html: MathHtml = { type: 'raw', value, data: { math: tex } };
      parent.children.splice(index, 1, html as unknown as ElementContent);
      // the walk goes on into the replaced node's children: a `pre`'s formula would be read (and
      // reported) a second time, without the position the `pre` carries
      node.children = [];
      return index + 1;
    });
  };

/**
 * KaTeX's own error display (the source in red); an error that is not a parse
 * error gets the same look here.
 */
function shownAsError(katex: Katex, tex: string, displayMode: boolean): string {
  try {
    return katex.renderToString(tex, { displayMode, throwOnError: false, strict: 'ignore' });
  } catch (error) {
    return `<span class="katex-error" title="${escapeHtml(String(error))}">${escapeHtml(tex)}</span>`;
  }
}
