import type { Html, Root } from 'mdast';
import type { Plugin } from 'unified';
import { report } from '../report.ts';
import { visit } from '../tree-walk.ts';
import { VOID_ELEMENTS } from './rehype-raw-html.ts';

/**
 * A tag written `<sup ... />`: for any element HTML closes, Vue's shorthand for
 * an empty one.
 */
const SELF_CLOSED = /<([a-z][a-z0-9-]*)(\s(?:"[^"]*"|'[^']*'|[^<>"'])*?)?\s*\/>/g;

/**
 * `<div class="i-logos" />` and `<sup class="badge" />` are empty elements in
 * Vue's templates, which VitePress and VuePress pages are; to an HTML parser
 * they are opening tags that swallow what follows (the rest of a heading went
 * into the `<sup>`). They are written out as an element and its end tag.
 */
function closeSelfClosed(tree: Root): void {
  visit(tree, 'html', (node: Html) => {
    if (node.value.includes('/>'))
      node.value = node.value.replace(SELF_CLOSED, (tag, name: string, attributes = '') =>
        VOID_ELEMENTS.has(name) ? tag : `<${name}${attributes}></${name}>`,
      );
  });
}

/**
 * A top-level `<script>` or `<style>` block, as Vue's single-file components
 * hold them.
 */
const SFC_BLOCK = /^<(script|style)\b[^>]*>[\s\S]*<\/\1\s*>\s*$/i;

/**
 * A page written for VitePress or VuePress is a Vue component: its top-level
 * `<script setup>` and `<style>` blocks belong to the component, not to the
 * text, and the tools lift them out of the page. Left in, the script's source
 * would be the page's description and search text, and the script a tag the
 * site's policy blocks. They are left out; the script with a warning, since
 * what it computes (`{{ count }}`) is not shown either.
 */
export const remarkVueBlocks: Plugin<[], Root> = () => (tree, file) => {
  closeSelfClosed(tree);
  tree.children = tree.children.filter((node) => {
    const block = node.type === 'html' ? SFC_BLOCK.exec((node as Html).value) : null;
    if (!block) return true;
    if (block[1].toLowerCase() === 'script') {
      report(
        file,
        'warning',
        "the page's `<script>` is Vue code, which docs-build does not run: it is left out",
        node.position,
        'vue/script',
        'move what the page needs into a component of the site (.site/config.ts `components`)',
      );
    }
    return false;
  });
};
