import GithubSlugger, { slug as githubSlug } from 'github-slugger';
import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import type { Header } from '../../../runtime/shared/types.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';

const CUSTOM_ID = /\s*\{#([\w\u0080-\uffff-]+)\}\s*$/;

/**
 * Stable heading ids (GitHub's slug rules, which keep CJK characters), a custom `{#id}` suffix, an anchor link,
 * and the page's header tree for the table of contents.
 */
export const rehypeHeadings: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  const slugger = new GithubSlugger();
  const seen = new Set<string>();
  const flat: Header[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (!level) return;
    let custom: string | undefined;
    const last = node.children[node.children.length - 1] as Text | undefined;
    if (last?.type === 'text' && CUSTOM_ID.test(last.value)) {
      custom = CUSTOM_ID.exec(last.value)![1];
      last.value = last.value.replace(CUSTOM_ID, '');
    }
    const title = toString(node).trim();
    const base = custom ?? githubSlug(title);
    const slug = custom ?? slugger.slug(title);
    if (seen.has(base) || (custom && seen.has(custom))) {
      report(file, 'warning', `duplicate heading anchor \`#${base}\`${slug !== base ? ` (renamed to \`#${slug}\`)` : ''}`, node.position, 'heading/duplicate-slug', 'give one of the headings a different text or a custom `{#id}`');
    }
    seen.add(base);
    if (custom) slugger.slug(custom);
    node.properties = { ...node.properties, id: slug, tabIndex: -1 };
    const anchor: ElementContent = {
      type: 'element', tagName: 'a',
      // a pointer convenience kept out of the tab order: a hidden link that takes focus confuses screen readers
      properties: { className: ['header-anchor'], href: `#${slug}`, ariaHidden: 'true', tabIndex: -1 },
      children: [{ type: 'text', value: '#' }],
    };
    node.children.unshift(anchor);
    if (Number(level) >= 2) flat.push({ level: Number(level), title, slug, children: [] });
  });
  data.headers = nestHeaders(flat);
};

/** Turns a flat list of h2–h6 into a tree, each header under the nearest shallower one. */
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
