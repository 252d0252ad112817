import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { parseFenceInfo, type FenceInfo } from '../dialects/fence-info.ts';
import { mermaidShorthand } from './rehype-diagrams.ts';
import { twoslashShown } from '../source/twoslash.ts';

declare module 'mdast' {
  interface CodeData {
    /**
     * The fence's info string read once (see dialects/fence-info.ts); code
     * groups take the title from here.
     */
    fence?: FenceInfo;
    /**
     * The file a `<<<` import read: a code group names its tab after it when no
     * title is given.
     */
    snippetFile?: string;
  }
}

/** The fence info of a code node, read on first use and kept on the node. */
export function fenceOf(node: Code): FenceInfo {
  node.data ??= {};
  node.data.fence ??= parseFenceInfo(`${node.lang ?? ''} ${node.meta ?? ''}`);
  return node.data.fence;
}

/**
 * Reads each fence's info string in whichever dialect it was written
 * (```bash{1,5}, ```ts:line-numbers=2 [a.ts], ```ts title="a.ts"`) and passes
 * the result on as attributes of the `<code>` element, where rehype-code reads
 * them: rehype-raw rebuilds the tree from HTML and keeps attributes, nothing
 * else. The language class is set from the parsed language, so `bash{1,5}` is
 * highlighted as bash.
 */
export const remarkCodeMeta: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'code', (node: Code) => {
    if (!node.meta && !node.lang && !node.data?.fence) return;
    const fence = fenceOf(node);
    const diagram = mermaidShorthand(
      fence.lang,
      `${node.lang ?? ''} ${node.meta ?? ''}`.trim().slice(fence.lang.length).trim(),
      node.value,
    );
    if (diagram !== null) {
      Object.assign(node, { lang: 'mermaid', meta: null, value: diagram });
      return;
    }
    node.lang = fence.lang || null;
    node.meta = null;
    if (fence.twoslash) node.value = twoslashShown(node.value);
    node.data!.hProperties = {
      ...(node.data!.hProperties ?? {}),
      dataHighlight: fence.highlight || undefined,
      dataTitle: fence.title,
      dataLineNumbers: fence.lineNumbers === undefined ? undefined : String(fence.lineNumbers),
      dataLineStart: fence.lineStart,
    };
  });
};
