import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import type { Header } from '../../../runtime/shared/types.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import {
  BRACES,
  closingAttributes,
  type AttributeProps,
  type AttributeSyntax,
} from '../../site/attribute-syntax.ts';
import { githubHeadingId, HeadingIds, type HeadingIdRule } from '../dialects/heading-ids.ts';
import { isShortcodeEmoji } from './remark-emoji-shortcodes.ts';

// labels beside a heading's text (`## useData <Badge text="composable" />`)
// stay out of its anchor and title
const isLabel = (node: ElementContent) =>
  node.type === 'element' &&
  (node.properties?.className as string[] | undefined)?.includes('badge');
const textOf = (node: Element, leaveOut = isLabel): string =>
  node.children
    .map((c) => (leaveOut(c) ? '' : c.type === 'element' ? textOf(c, leaveOut) : toString(c)))
    .join('');
/**
 * Labels, and emoji made from shortcodes in headings
 * (remark-emoji-shortcodes.ts marks them).
 */
const leftOutOfIds = (node: ElementContent) =>
  isLabel(node) || (node.type === 'element' && isShortcodeEmoji(node.properties?.className));

export interface RehypeHeadingsOptions {
  /**
   * The rule of the tool the site's pages were written for (dialects/index.ts);
   * GitHub's when unset.
   */
  headingId?: HeadingIdRule;
  /**
   * How the site writes a heading's closing attribute list, `{#id .class}` or
   * its own delimiters (attribute-syntax.ts).
   */
  attributes?: AttributeSyntax;
}

/**
 * A heading's closing `{…}`, taken off its text: the id it names and its other
 * attributes. Only labels and spaces may follow it.
 */
function takeAttributes(
  node: Element,
  syntax: AttributeSyntax,
): { id?: string; props: AttributeProps } {
  const last = node.children.findLast(
    (c) => !isLabel(c) && !(c.type === 'text' && !c.value.trim()),
  ) as Text | undefined;
  const closing = last?.type === 'text' ? closingAttributes(last.value, syntax) : null;
  if (!closing) return { props: {} };
  last!.value = closing.before + (last === node.children[node.children.length - 1] ? '' : ' ');
  const { id, ...props } = closing.props;
  return { id: typeof id === 'string' ? id : undefined, props };
}

/**
 * Stable heading ids (by default GitHub's slug rules, which keep CJK
 * characters), a closing attribute list (`{#id}`, `{ .tip lang="en" }`), an
 * anchor link, and the page's header tree for the table of contents.
 */
export const rehypeHeadings: Plugin<[RehypeHeadingsOptions?], Root> =
  ({ headingId = githubHeadingId, attributes = BRACES } = {}) =>
  (tree, file) => {
    const data = fileData(file);
    const ids = new HeadingIds(headingId);
    const seen = new Set<string>();
    const flat: Header[] = [];
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      // a heading only screen readers get (the footnotes' label) names no
      // section of the page: no anchor, no outline
      if (!level || (node.properties?.className as string[] | undefined)?.includes('sr-only'))
        return;
      if (level === '1') data.titleInContent = true;
      const { id: custom, props } = takeAttributes(node, attributes);
      const title = textOf(node).replace(/\s+/g, ' ').trim();
      // emoji from shortcodes are marked only on pages written for a Vue-based
      // tool, whose ids leave them out
      const idText = textOf(node, leftOutOfIds).replace(/\s+/g, ' ').trim();
      const base = custom ?? ids.base(idText);
      const slug = custom ?? ids.next(idText);
      if (seen.has(base) || (custom && seen.has(custom))) {
        report(
          file,
          'warning',
          `duplicate heading anchor \`#${base}\`${slug !== base ? ` (renamed to \`#${slug}\`)` : ''}`,
          node.position,
          'heading/duplicate-slug',
          'give one of the headings a different text or a custom `{#id}`',
        );
      }
      seen.add(base);
      if (custom) ids.claim(custom);
      node.properties = { ...node.properties, ...props, id: slug, tabIndex: -1 };
      const anchor: ElementContent = {
        type: 'element',
        tagName: 'a',
        // a pointer convenience kept out of the tab order: a hidden link that
        // takes focus confuses screen readers
        properties: {
          className: ['header-anchor'],
          href: `#${slug}`,
          ariaHidden: 'true',
          tabIndex: -1,
        },
        children: [{ type: 'text', value: '#' }],
      };
      node.children.unshift(anchor);
      if (Number(level) >= 2) flat.push({ level: Number(level), title, slug, children: [] });
    });
    data.headers = nestHeaders(flat);
  };

/**
 * Turns a flat list of h2–h6 into a tree, each header under the nearest
 * shallower one.
 */
export function nestHeaders(flat: Header[]): Header[] {
  const root: Header[] = [];
  const stack: Header[] = [];
  for (const h of flat) {
    while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(h);
    stack.push(h);
  }
  return root;
}
