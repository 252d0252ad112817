import type { Blockquote, Paragraph, Root, RootContent, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { fileData, titleFor } from '../context.ts';

const KINDS: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'caution',
};

/**
 * GitHub-style alerts (`> [!NOTE]`) as another spelling of the hint containers,
 * the site's own too (`> [!SUCCESS]`).
 */
export const remarkAlerts: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  const kindOf = (marker: string) =>
    KINDS[marker.toUpperCase()] ??
    (data.customContainers?.includes(marker.toLowerCase()) ? marker.toLowerCase() : undefined);
  visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
    const first = node.children[0] as Paragraph | undefined;
    const head = first?.type === 'paragraph' ? (first.children[0] as Text | undefined) : undefined;
    const m = head?.type === 'text' ? /^\[!(\w+)\][ \t]*(.*)(\n|$)/.exec(head.value) : null;
    const kind = m && kindOf(m[1]);
    if (!m || !kind || !parent || index === undefined) return;
    head!.value = head!.value.slice(m[0].length);
    if (!head!.value) first!.children.shift();
    const children = first!.children.length ? node.children : node.children.slice(1);
    const container = {
      type: 'container',
      data: { hName: 'div', hProperties: { className: ['hint-container', kind] } },
      children: [
        {
          type: 'container',
          data: { hName: 'p', hProperties: { className: ['hint-container-title'] } },
          children: [{ type: 'text', value: m[2] || titleFor(kind, data) }],
        },
        ...children,
      ],
    } as unknown as RootContent;
    parent.children[index] = container;
  });
};
