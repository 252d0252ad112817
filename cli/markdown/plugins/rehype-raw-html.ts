import type { Nodes, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import rehypeRaw from 'rehype-raw';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { componentMarkupToHast } from '../component-markup.ts';
import { fileData } from '../context.ts';

/**
 * HTML written in the markdown becomes elements, through rehype-raw. That
 * re-parses the whole page in parse5, which is slow; a page with no HTML skips
 * the pass. A component's HTML standing as a block of its own is balanced
 * markup, which parses the same alone, so it is read alone (component-markup.ts
 * reads React's markup without parse5). Likewise a run of
 * blocks (a paragraph, a list, `<details>` here and `</details>` three
 * paragraphs later) whose HTML closes every element it opens leaves the parser
 * where it found it: only such runs are parsed, each alone, and code blocks and
 * prose between them are left as they are. A page whose HTML the check cannot
 * read is parsed whole.
 */
export const rehypeRawHtml: Plugin<[], Root> = () => {
  const parse = rehypeRaw();
  return (tree, file) => {
    const made = fileData(file).componentHtml;
    if (made?.size)
      tree.children = tree.children.flatMap((node) =>
        node.type === 'raw' && made.has(node.value) ? componentElements(node, file) : [node],
      );
    if (!holdsRaw(tree)) return tree;
    const children: RootContent[] = [];
    let run: RootContent[] = [];
    const open: string[] = [];
    for (const node of tree.children) {
      const html = holdsRaw(node) ? rawText(node) : null;
      if (!run.length && html === null) {
        children.push(node);
        continue;
      }
      run.push(node);
      if (html !== null && !readTags(html, open)) return parse(tree, file);
      if (!open.length) {
        children.push(...parsedAlone(run, file));
        run = [];
      }
    }
    if (run.length) return parse(tree, file);
    tree.children = children;
    return tree;
  };
};

/**
 * With the page's file, so the elements keep their places in it (a broken link
 * inside is reported there).
 */
function parsedAlone(nodes: RootContent[], file: VFile): RootContent[] {
  return (raw({ type: 'root', children: nodes }, { file }) as Root).children;
}

type Raw = Extract<RootContent, { type: 'raw' }>;

/** A component's HTML, read without the HTML parser when it is markup as React writes it. */
function componentElements(node: Raw, file: VFile): RootContent[] {
  const start = node.position?.start;
  return (start && componentMarkupToHast(node.value, start)) || parsedAlone([node], file);
}

function holdsRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some((child) => holdsRaw(child));
}

/** The HTML a block holds, its pieces in order. */
function rawText(node: Nodes): string {
  if (node.type === 'raw') return node.value;
  return 'children' in node ? node.children.map(rawText).join('') : '';
}

/** Elements HTML never closes: `<br>` needs no `</br>`. */
export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/**
 * Elements whose text the HTML parser reads by rules of their own, or that
 * close others by themselves.
 */
const SPECIAL =
  /<\/?(script|style|textarea|title|pre|plaintext|xmp|iframe|noembed|noframes|noscript|template|table|tbody|thead|tfoot|tr|td|th|p|li|dd|dt|option|optgroup|select|svg|math|body|html|head|frameset)\b/i;
const TAG =
  /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->/g;

/**
 * Reads the tags of `html` onto `open`, the elements open before it: an element
 * it opens is pushed, one it closes must be the last open one and is popped.
 * False for anything the check does not read plainly (a tag it cannot parse, a
 * comment left open, a close that does not match, elements with parsing rules
 * of their own); the page is then parsed whole.
 */
export function readTags(html: string, open: string[]): boolean {
  if (SPECIAL.test(html)) return false;
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    // text between tags holding a `<` is something the check did not read as a
    // tag
    if (html.slice(at, match.index).includes('<')) return false;
    at = match.index + match[0].length;
    const [, closing, rawName, , selfClosing] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!VOID_ELEMENTS.has(name) && !selfClosing) {
      open.push(name);
    } else if (selfClosing && !VOID_ELEMENTS.has(name)) {
      // `<div/>` opens a div in HTML: only void elements close themselves
      return false;
    }
  }
  return !html.slice(at).includes('<');
}
