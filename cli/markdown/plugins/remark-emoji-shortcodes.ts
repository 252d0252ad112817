import type { Root } from 'mdast';
import remarkEmoji from 'remark-emoji';
import type { Plugin } from 'unified';

const SHORTCODE = /:[\w+-]+:/;

/**
 * Emoji shortcodes (`:tada:` → 🎉) by remark-emoji, with GitHub's names. Its walk over every text node runs only
 * for a page whose source holds something shaped like a shortcode.
 */
export const remarkEmojiShortcodes: Plugin<[], Root> = function () {
  const transform = (remarkEmoji as unknown as () => (tree: Root) => void)();
  return (tree, file) => {
    if (SHORTCODE.test(String(file.value))) transform(tree);
  };
};
