import type { Root } from 'mdast';
import type { Plugin } from 'unified';

const SHORTCODE = /:[\w+-]+:/;

type Transform = (tree: Root) => void;
let loaded: Promise<Transform> | undefined;

/**
 * Emoji shortcodes (`:tada:` → 🎉) by remark-emoji, with GitHub's names. Its walk over every text node runs only
 * for a page whose source holds something shaped like a shortcode, and it is loaded for the first such page: its
 * table of names is a seventh of the CLI's code, which every command parsed at start.
 */
export const remarkEmojiShortcodes: Plugin<[], Root> = function () {
  return async (tree, file) => {
    if (!SHORTCODE.test(String(file.value))) return;
    loaded ??= import('remark-emoji').then(({ default: remarkEmoji }) => (remarkEmoji as unknown as () => Transform)());
    (await loaded)(tree);
  };
};
