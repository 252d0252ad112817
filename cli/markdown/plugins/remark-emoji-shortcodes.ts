import type { Root } from 'mdast';
import type { Plugin } from 'unified';

const SHORTCODE = /:[\w+-]+:/;

type Transform = (tree: Root) => void;
let loaded: Promise<Transform> | undefined;

/**
 * Emoji shortcodes (`:tada:` → 🎉): GitHub's names first (remark-gemoji), the list VitePress and VuePress take
 * theirs from, then remark-emoji's for the names only it knows. remark-emoji alone left `:thumbsup:`, `:car:` and
 * `:boat:` as text (theme-hope's emoji pages had 39 such). The walks over every text node run only for a page whose
 * source holds something shaped like a shortcode, and both are loaded for the first such page: their tables of
 * names are a seventh of the CLI's code, which every command parsed at start.
 */
export const remarkEmojiShortcodes: Plugin<[], Root> = function () {
  return async (tree, file) => {
    if (!SHORTCODE.test(String(file.value))) return;
    loaded ??= Promise.all([import('remark-gemoji'), import('remark-emoji')]).then(([{ default: remarkGemoji }, { default: remarkEmoji }]) => {
      const [github, more] = [(remarkGemoji as unknown as () => Transform)(), (remarkEmoji as unknown as () => Transform)()];
      return (tree: Root) => { github(tree); more(tree); };
    });
    (await loaded)(tree);
  };
};
