import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { visit } from '../tree-walk.ts';
import { report } from '../report.ts';

const inside = (line: number | undefined, place: Position) =>
  line !== undefined && line >= place.start.line && line <= place.end.line;

/**
 * An element with Vue's `v-for` (`<div v-for="dep in data.deps">{{ dep.name
 * }}</div>`) is a template Vue repeats over data the page's script computes,
 * which docs-build does not run: one copy of it would show its `{{ }}`
 * placeholders and empty links as text. It is left out, with one warning in
 * place of the interpolation warnings inside it.
 */
export const rehypeVueLoops: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    const loop = node.properties['v-for'];
    if (loop === undefined || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    if (node.position) dropWarningsWithin(file, node.position);
    report(
      file,
      'warning',
      `<${node.tagName} v-for="${String(loop)}"> repeats Vue data, which docs-build does not compute: it is left out`,
      node.position,
      'vue/loop',
      'show the list as markdown, or as a component of the site (.site/config.ts `components`)',
    );
    return index;
  });
};

function dropWarningsWithin(file: VFile, place: Position): void {
  file.messages = file.messages.filter(
    (m) => m.ruleId !== 'vue/interpolation' || !inside(m.line, place),
  );
}
