import type { Root, RootContent, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

// `==mark==`, `^sup^`, `~sub~` from the VuePress dialect. Single `~` is free because GFM strikethrough is
// configured to need `~~`. Spaces are not allowed inside sup/sub, as in markdown-it-sup/sub.
const PATTERN = /==(?=\S)(.+?)(?<=\S)==|\^([^\s^]+)\^|~([^\s~]+)~/g;
const TAGS = ['mark', 'sup', 'sub'];

export const remarkInlineMarks: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'text', (node: Text, index, parent) => {
    if (!parent || index === undefined || !/[=^~]/.test(node.value)) return;
    const parts: RootContent[] = [];
    let last = 0;
    for (const m of node.value.matchAll(PATTERN)) {
      const which = m[1] !== undefined ? 0 : m[2] !== undefined ? 1 : 2;
      if (m.index! > last) parts.push({ type: 'text', value: node.value.slice(last, m.index) });
      parts.push({ type: 'container', data: { hName: TAGS[which] }, children: [{ type: 'text', value: m[which + 1] }] } as unknown as RootContent);
      last = m.index! + m[0].length;
    }
    if (!parts.length) return;
    if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
    parent.children.splice(index, 1, ...(parts as typeof parent.children));
    return index + parts.length;
  });
};
