import type { Root, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';

const SHORTCODE = /:[\w+-]+:/;

type Transform = (tree: Root) => void;
let github: Promise<Transform> | undefined;
let more: Promise<Transform> | undefined;

const transformOf = (module: Promise<{ default: unknown }>): Promise<Transform> => module.then(({ default: plugin }) => (plugin as () => Transform)());

/** Whether some text of the page still holds something shaped like a shortcode. */
function holdsShortcode(tree: Root): boolean {
  let found = false;
  visit(tree, 'text', (node: Text) => { found ||= SHORTCODE.test(node.value); });
  return found;
}

/**
 * Emoji shortcodes (`:tada:` → 🎉): GitHub's names first (remark-gemoji), the list VitePress and VuePress take
 * theirs from, then remark-emoji's for the names only it knows. remark-emoji alone left `:thumbsup:`, `:car:` and
 * `:boat:` as text (theme-hope's emoji pages had 39 such). The walk over every text node runs only for a page whose
 * source holds something shaped like a shortcode, and each table is loaded for the first page that needs it
 * (remark-emoji's only when GitHub's left one): they are a seventh of the CLI's code, which every command parsed
 * at start, and remark-emoji's took 30-50 ms to load.
 */
export const remarkEmojiShortcodes: Plugin<[], Root> = function () {
  return async (tree, file) => {
    if (!SHORTCODE.test(String(file.value))) return;
    (await (github ??= transformOf(import('remark-gemoji'))))(tree);
    if (holdsShortcode(tree)) (await (more ??= transformOf(import('remark-emoji'))))(tree);
  };
};
