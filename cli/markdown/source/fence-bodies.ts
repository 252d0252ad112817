import type { Code, Root } from 'mdast';
import type { Node } from 'unist';
import { visit } from '../tree-walk.ts';
import { scanFenceLines, type ScannedFence } from './fence-scan.ts';

/**
 * The markdown parser reads a code block's body one character at a time, to
 * find only where it ends, a large share of the parse. The bodies of fences
 * that start a line (not indented, so inside no list or quote) are emptied
 * before parsing, each line kept as an empty line, and put back into the code
 * nodes afterwards, with every later position moved back to where it is in the
 * page.
 *
 * A fence that did not come back as exactly that code node (one inside HTML, a
 * `$$` block or a comment, where the parser reads it as something else) means
 * the page is parsed again as written, so the tree is always the one the page
 * gives.
 */
export function parseWithoutFenceBodies(source: string, parse: (markdown: string) => Root): Root {
  // offsets are counted in characters of lines ending in `\n`; anything else is
  // parsed as written
  if (source.includes('\r')) return parse(source);
  const lines = source.split('\n');
  // fences that start a line are inside no list or quote, so their bodies are
  // exactly their lines
  const fences = scanFenceLines(lines).filter((fence) => fence.indent === 0);
  if (!fences.length) return parse(source);
  const removed = new Array<number>(lines.length + 1).fill(0);
  for (const { open, close } of fences) {
    for (let i = open + 1; i < close; i++) {
      removed[i + 1] = lines[i].length;
      lines[i] = '';
    }
  }
  const tree = parse(lines.join('\n'));
  if (!restore(tree, fences)) return parse(source);
  // removed[n]: characters taken out before line n (1-based, as positions
  // count)
  for (let line = 1; line < removed.length; line++) removed[line] += removed[line - 1];
  const shift = (point: { line: number; offset?: number } | undefined) => {
    if (point?.offset !== undefined)
      point.offset += removed[Math.min(point.line - 1, removed.length - 1)];
  };
  visit(tree, (node: Node) => {
    shift(node.position?.start);
    shift(node.position?.end);
  });
  return tree;
}

/**
 * Puts each body back into its code node; false when a fence did not come back
 * as exactly one.
 */
function restore(tree: Root, fences: ScannedFence[]): boolean {
  const byLine = new Map<number, Code>();
  visit(tree, 'code', (node: Code) => {
    if (node.position) byLine.set(node.position.start.line, node);
  });
  for (const { open, close } of fences) {
    const node = byLine.get(open + 1);
    if (
      !node ||
      node.position!.start.column !== 1 ||
      node.position!.end.line !== close + 1 ||
      node.value !== '\n'.repeat(Math.max(0, close - open - 2))
    )
      return false;
  }
  for (const { open, code } of fences) byLine.get(open + 1)!.value = code;
  return true;
}
