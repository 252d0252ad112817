import type {
  Image,
  Link,
  List,
  ListItem,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  Table,
} from 'mdast';
import type { Plugin } from 'unified';
import {
  BRACES,
  parseAttributeBlock,
  type AttributeProps,
  type AttributeSyntax,
} from '../../site/attribute-syntax.ts';
import { visit } from '../tree-walk.ts';

/**
 * Inline elements `{…}` written right after belongs to, as markdown-it-attrs
 * gives them: `**word**{#word}`.
 */
const INLINE_TARGETS = new Set(['link', 'image', 'strong', 'emphasis', 'inlineCode', 'delete']);
type InlineTarget = Link | Image | PhrasingContent;

/**
 * `{…}` attributes as markdown-it-attrs reads them (VitePress turns it on):
 * right after a link, an image, bold, italics, struck text or inline code
 * (`[text](url){target="_self" .class}`, `` `code`{.blue} ``), and at the end
 * of a paragraph for the paragraph, or for its list item when it is the item's
 * first (`Some text {#anchor .note}`). A paragraph of nothing but `{…}` gives
 * them to the table or list just before it, else it is an empty paragraph with
 * them: `{#id}` is an anchor pages link to (Vitest's docs). At a paragraph's
 * end only a list with an id, a class or a value counts, so prose ending in
 * `{braces}` stays text.
 */
export const remarkAttributes: Plugin<[{ syntax?: AttributeSyntax }?], Root> =
  ({ syntax = BRACES } = {}) =>
  (tree, file) => {
    const source = String(file.value);
    if (!source.includes(syntax.left)) return;
    const afterInline = [']', ')', '*', '_', '`', '~'].some((end) =>
      source.includes(`${end}${syntax.left}`),
    );
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (node.type === 'paragraph')
        return paragraphAttributes(node as Paragraph, index, parent, syntax);
      if (!afterInline || !INLINE_TARGETS.has(node.type) || !parent || index === undefined) return;
      const next = parent.children[index + 1];
      if (next?.type !== 'text') return;
      const m = syntax.atStart.exec(next.value);
      const props = m && parseAttributeBlock(m[1]);
      if (!props) return;
      addProperties(node as InlineTarget, props);
      next.value = next.value.slice(m![0].length);
    });
  };

/**
 * The paragraph's closing `{…}` on it, its list item, or the table or list just
 * before it; where to go on.
 */
function paragraphAttributes(
  paragraph: Paragraph,
  index: number | undefined,
  parent: Parent | undefined,
  syntax: AttributeSyntax,
): number | undefined {
  const last = paragraph.children[paragraph.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const m = syntax.atEnd.exec(last.value);
  const before = paragraph.children[paragraph.children.length - 2];
  // `[text](url){…}` or `**word**{…}` ending a paragraph: the link's or the
  // word's
  if (
    !m ||
    (m.index === 0 &&
      last.value.startsWith(syntax.left) &&
      before &&
      INLINE_TARGETS.has(before.type))
  )
    return undefined;
  const props = parseAttributeBlock(m[1]);
  if (!props || Object.values(props).every((value) => value === '')) return undefined;
  last.value = last.value.slice(0, m.index);
  if (last.value) return void addProperties(paragraph, props);
  paragraph.children.pop();
  // a line of only `{…}` after a table or a list, a blank line between, is
  // theirs
  const previous =
    parent && index !== undefined && !paragraph.children.length
      ? parent.children[index - 1]
      : undefined;
  if (previous?.type === 'table' || previous?.type === 'list') {
    addProperties(previous as Table | List, props);
    parent!.children.splice(index!, 1);
    return index;
  }
  const item =
    parent?.type === 'listItem' && parent.children[0] === paragraph ? (parent as ListItem) : null;
  return void addProperties(item ?? paragraph, props);
}

function addProperties(
  node: InlineTarget | Paragraph | ListItem | Table | List,
  props: AttributeProps,
): void {
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...props } };
}
