import type { Heading, Root, RootContent, Text } from 'mdast';
import type { Parent } from 'unist';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';

const SHORTCODE = /:[\w+-]+:/;
const SHORTCODES = /:[\w+-]+:/g;

/**
 * What an emoji made from a shortcode in a heading becomes: `<span
 * class="emoji">`, which heading ids can leave out.
 */
const EMOJI_CLASS = 'emoji';
const mark = (value: string): RootContent =>
  ({
    type: 'emojiMark',
    data: { hName: 'span', hProperties: { className: [EMOJI_CLASS] } },
    children: [{ type: 'text', value }],
  }) as unknown as RootContent;

/**
 * Every node inside the page's headings replaced by what `replace` makes of it,
 * its own children first.
 */
function mapHeadingContent(tree: Root, replace: (node: RootContent) => RootContent[]): void {
  const walk = (parent: Parent) => {
    parent.children = (parent.children as RootContent[]).flatMap((child) => {
      if ('children' in child) walk(child);
      return replace(child);
    });
  };
  visit(tree, 'heading', (heading: Heading) => walk(heading));
}

/**
 * Each shortcode in a heading's text in a mark of its own, for the tables to
 * turn into its emoji there.
 */
function markShortcode(node: RootContent): RootContent[] {
  if (node.type !== 'text' || !SHORTCODE.test(node.value)) return [node];
  const parts: RootContent[] = [];
  let at = 0;
  for (const found of node.value.matchAll(SHORTCODES)) {
    if (found.index > at) parts.push({ type: 'text', value: node.value.slice(at, found.index) });
    parts.push(mark(found[0]));
    at = found.index + found[0].length;
  }
  if (at < node.value.length) parts.push({ type: 'text', value: node.value.slice(at) });
  return parts;
}

/** A mark whose text no table knew is text again. */
function unmarkUnknown(node: RootContent): RootContent[] {
  if ((node.type as string) !== 'emojiMark') return [node];
  const [text] = (node as unknown as Parent).children as Text[];
  return SHORTCODE.test(text.value) ? [text] : [node];
}

/** Whether a heading's element is an emoji a shortcode made (see `markInHeadings`). */
export const isShortcodeEmoji = (className: unknown) =>
  Array.isArray(className) && className.includes(EMOJI_CLASS);

type Transform = (tree: Root) => void;
let github: Promise<Transform> | undefined;
let more: Promise<Transform> | undefined;

const transformOf = (module: Promise<{ default: unknown }>): Promise<Transform> =>
  module.then(({ default: plugin }) => (plugin as () => Transform)());

/** Whether some text of the page still holds something shaped like a shortcode. */
function holdsShortcode(tree: Root): boolean {
  let found = false;
  visit(tree, 'text', (node: Text) => {
    found ||= SHORTCODE.test(node.value);
  });
  return found;
}

/**
 * Emoji shortcodes (`:tada:` → 🎉): GitHub's names first (remark-gemoji), the
 * list VitePress and VuePress take theirs from, then remark-emoji's for the
 * names only it knows (remark-emoji alone leaves `:thumbsup:`, `:car:` and
 * `:boat:` as text). The walk over every text node runs only for a page whose
 * source holds something shaped like a shortcode, and each table is loaded for
 * the first page that needs it (remark-emoji's only when GitHub's left one):
 * they are large, and every command would parse them at start.
 * `markInHeadings`: a heading's emoji stays out of its id, as in VitePress and
 * VuePress, whose anchors read only a heading's text tokens (`## Emoji :tada:`
 * is `#emoji`).
 */
export const remarkEmojiShortcodes: Plugin<[{ markInHeadings?: boolean }?], Root> = function ({
  markInHeadings = false,
} = {}) {
  return async (tree, file) => {
    if (!SHORTCODE.test(String(file.value))) return;
    if (markInHeadings) mapHeadingContent(tree, markShortcode);
    (await (github ??= transformOf(import('remark-gemoji'))))(tree);
    if (holdsShortcode(tree)) (await (more ??= transformOf(import('remark-emoji'))))(tree);
    if (markInHeadings) mapHeadingContent(tree, unmarkUnknown);
  };
};
