import type { Element, ElementContent, Parent, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import type { Header } from '../../../runtime/shared/types.ts';
import { fileData } from '../context.ts';

/**
 * Replaces a paragraph holding only `[[toc]]` with a nested list of the page's
 * headers.
 */
export const rehypeToc: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  visit(tree, 'element', (node: Element, index, parent: Parent | undefined) => {
    if (node.tagName !== 'p' || !parent || index === undefined) return;
    const only = node.children.length === 1 ? node.children[0] : null;
    if (only?.type !== 'text' || only.value.trim() !== '[[toc]]') return;
    parent.children[index] = {
      type: 'element',
      tagName: 'nav',
      properties: { className: ['table-of-contents'] },
      children: [list(data.headers, data.headerDepth + 1)],
    };
  });
};

function list(headers: Header[], maxLevel: number): Element {
  return {
    type: 'element',
    tagName: 'ul',
    properties: {},
    children: headers
      .filter((h) => h.level <= maxLevel)
      .map((h): ElementContent => ({
        type: 'element',
        tagName: 'li',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: `#${h.slug}` },
            children: [{ type: 'text', value: h.title }],
          },
          ...(h.children.some((c) => c.level <= maxLevel) ? [list(h.children, maxLevel)] : []),
        ],
      })),
  };
}
