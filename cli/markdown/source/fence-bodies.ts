import type { Code, Root } from 'mdast';
import type { Node } from 'unist';
import { visit } from '../tree-walk.ts';
import { scanFenceLines, type ScannedFence } from './fence-scan.ts';

/**
 * The markdown parser reads a code block's body one character at a time, to
 * find only where it ends, a large share of the parse, and each of its lines
 * once more as a line of the page. The body lines of fences that start a line
 * (not indented, so inside no list or quote) are left out of the text parsed
 * and put back into the code nodes afterwards, with every later position moved
 * back to its line and offset in the page.
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
  const shortened = withoutBodies(lines, fences);
  const tree = parse(shortened.text);
  if (!restore(tree, fences, shortened.openLines)) return parse(source);
  const { lineShift, offsetShift } = shortened;
  const last = lineShift.length - 1;
  const shift = (point: { line: number; offset?: number } | undefined) => {
    if (!point) return;
    const line = Math.min(point.line, last);
    if (point.offset !== undefined) point.offset += offsetShift[line];
    point.line += lineShift[line];
  };
  visit(tree, (node: Node) => {
    shift(node.position?.start);
    shift(node.position?.end);
  });
  return tree;
}

/**
 * The page's lines without the fences' bodies; for each line of that text
 * (1-based, as positions count), how many lines and characters were left out
 * before it; and the line each fence opens on there.
 */
function withoutBodies(lines: readonly string[], fences: readonly ScannedFence[]) {
  const kept: string[] = [];
  const lineShift = [0];
  const offsetShift = [0];
  const openLines: number[] = [];
  let droppedLines = 0;
  let droppedCharacters = 0;
  const keep = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      kept.push(lines[i]);
      lineShift.push(droppedLines);
      offsetShift.push(droppedCharacters);
    }
  };
  let from = 0;
  for (const { open, close } of fences) {
    keep(from, open + 1);
    openLines.push(kept.length);
    // each body line goes with its line ending
    for (let i = open + 1; i < close; i++) droppedCharacters += lines[i].length + 1;
    droppedLines += close - open - 1;
    from = close;
  }
  keep(from, lines.length);
  return { text: kept.join('\n'), lineShift, offsetShift, openLines };
}

/**
 * Puts each body back into its code node; false when a fence did not come back
 * as exactly one, opening at its line and closing on the next.
 */
function restore(tree: Root, fences: ScannedFence[], openLines: readonly number[]): boolean {
  const byLine = new Map<number, Code>();
  visit(tree, 'code', (node: Code) => {
    if (node.position) byLine.set(node.position.start.line, node);
  });
  const found: Code[] = [];
  for (const line of openLines) {
    const node = byLine.get(line);
    if (
      !node ||
      node.position!.start.column !== 1 ||
      node.position!.end.line !== line + 1 ||
      node.value !== ''
    )
      return false;
    found.push(node);
  }
  fences.forEach(({ code }, i) => (found[i].value = code));
  return true;
}
