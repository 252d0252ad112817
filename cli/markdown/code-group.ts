import type { Code, RootContent } from 'mdast';
import { fenceOf } from './plugins/remark-code-meta.ts';
import { tabMarker } from './source/container-markers.ts';

/**
 * VitePress's `::: code-group`: each code block is a tab named by its title
 * (```ts [config.ts]), else by the file a `<<<` import read, else by its
 * language. Tab markers are put before each block so the group is built like
 * theme-hope's `::: code-tabs`; the title moves to the tab and is not shown
 * again above the code.
 */
export function codeGroupTabs(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of children) {
    if (node.type === 'code') {
      const fence = fenceOf(node as Code);
      const label = fence.title ?? (node as Code).data?.snippetFile ?? (fence.lang || 'txt');
      fence.title = undefined;
      out.push({ type: 'html', value: tabMarker(label, fence.active) });
    }
    out.push(node);
  }
  return out;
}
