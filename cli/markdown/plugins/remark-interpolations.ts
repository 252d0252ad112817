import type { Html, Root, Text } from 'mdast';
import type { Plugin } from 'unified';
import type { Node, Parent, Point } from 'unist';
import type { VFile } from 'vfile';
import { escapeHtml } from '../../render/html-template.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import { interpolateFrontMatter } from '../../site/interpolation.ts';

/** An HTML element with Vue's `v-pre`, whose content Vue shows as written. */
const V_PRE = /<[a-z][\w-]*\s[^>]*\bv-pre\b/i;
const V_PRE_OPEN = /^<([a-z][\w-]*)\s[^>]*\bv-pre\b[^>]*>$/i;

/** `::: v-pre` (VitePress): what it holds is shown as written, interpolations too. */
const isVerbatim = (node: Node) =>
  node.type === 'container' &&
  (
    (node.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className ??
    []
  ).includes('v-pre');

/**
 * Vue's text interpolations of the page's front matter (`# {{
 * $frontmatter.title }}`, 21 times in Rollup's and vue-router's docs) become
 * the value, in text and in inline HTML; code is never touched. With
 * `warnCode` (a site written for VitePress or VuePress, where every `{{ }}`
 * outside code is Vue's) so do interpolations of literals alone (`{{ 1 + 1
 * }}`), and any other, code for Vue to run, which docs-build does not, is
 * left out with a warning at its place.
 */
export const remarkInterpolations: Plugin<[{ warnCode?: boolean }?], Root> =
  ({ warnCode = false } = {}) =>
  (tree, file) => {
    if (!String(file.value).includes('{{')) return;
    const { frontmatter } = fileData(file);
    const walk = (node: Node) => {
      if (isVerbatim(node)) return;
      if (node.type === 'text') replaceIn(node as Text, (value) => value);
      else if (
        node.type === 'html' &&
        !(node as Html).value.startsWith('<!--') &&
        !V_PRE.test((node as Html).value)
      )
        replaceIn(node as Html, escapeHtml);
      // an inline element with `v-pre` (`<code v-pre>{{ $route.path }}</code>`)
      // keeps what lies up to its closing tag
      let verbatimUntil: RegExp | null = null;
      for (const child of (node as Parent).children ?? []) {
        const html = child.type === 'html' ? (child as Html).value : null;
        if (verbatimUntil) {
          if (html && verbatimUntil.test(html)) verbatimUntil = null;
          continue;
        }
        const open = html && V_PRE_OPEN.exec(html);
        if (open) verbatimUntil = new RegExp(`^</${open[1]}\\s*>`, 'i');
        walk(child);
      }
    };
    const replaceIn = (node: Text | Html, escape: (value: string) => string) => {
      const written = node.value;
      const { text, unresolved } = interpolateFrontMatter(written, frontmatter, {
        escape,
        literals: warnCode,
        // Vue shows the code's result, which is not known here: the braces would be raw syntax
        unresolvedAs: warnCode ? '' : undefined,
      });
      node.value = text;
      if (warnCode)
        for (const { expression, index } of unresolved)
          warn(file, node.position?.start, written.slice(0, index), expression);
    };
    walk(tree);
  };

/**
 * Warns at the interpolation that follows `before`, the text of its node up to
 * it (from the node's `start`).
 */
function warn(file: VFile, start: Point | undefined, before: string, expression: string): void {
  const newlines = before.split('\n').length - 1;
  const at = start && {
    line: start.line + newlines,
    column: newlines ? before.length - before.lastIndexOf('\n') : start.column + before.length,
  };
  report(
    file,
    'warning',
    `\`{{ ${expression} }}\` is Vue code, which docs-build does not run: it is left out`,
    at && { start: at, end: at },
    'vue/interpolation',
    'only `{{ $frontmatter.key }}` and literals (`{{ 1 + 1 }}`) are filled in; write the value itself, or put the text in `code` or a `::: v-pre` block to show the braces',
  );
}
