import type { Nodes, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import rehypeRaw from 'rehype-raw';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { fileData } from '../context.ts';

/**
 * HTML written in the markdown becomes elements, through rehype-raw. That re-parses the whole page in parse5, a
 * tenth of the markdown stage; a page with no HTML in it gets the same tree back, so it skips the pass. A
 * component's HTML standing as a block of its own is balanced markup in the page's body, which parses the same
 * alone: it is parsed alone, so a page whose only HTML is components (every AList page) skips the pass too.
 */
export const rehypeRawHtml: Plugin<[], Root> = () => {
  const parse = rehypeRaw();
  return (tree, file) => {
    const made = fileData(file).componentHtml;
    if (made?.size) tree.children = tree.children.flatMap((node) => (node.type === 'raw' && made.has(node.value) ? parsedAlone(node, file) : [node]));
    return holdsRaw(tree) ? parse(tree, file) : tree;
  };
};

/** With the page's file, so the elements keep their places in it (a broken link inside is reported there). */
function parsedAlone(node: RootContent, file: VFile): RootContent[] {
  return (raw({ type: 'root', children: [node] }, { file }) as Root).children;
}

function holdsRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some((child) => holdsRaw(child));
}
