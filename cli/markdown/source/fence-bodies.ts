import type { Code, Root } from 'mdast';
import type { Node } from 'unist';
import { visit } from '../tree-walk.ts';

/** A fence at the start of a line whose body was left out of the parse: its lines (0-based) and its code. */
interface SetAside { open: number; close: number; code: string }

const OPENING = /^(`{3,}|~{3,})(.*)$/;

/**
 * The markdown parser reads a code block's body one character at a time, to find only where it ends: on VitePress's
 * docs and on the code-heavy bench site, a sixth to a third of the parse. The bodies of fences that start a line
 * (not indented, so inside no list or quote) are emptied before parsing, each line kept as an empty line, and put
 * back into the code nodes afterwards, with every later position moved back to where it is in the page.
 *
 * A fence that did not come back as exactly that code node (one inside HTML, a `$$` block or a comment, where the
 * parser reads it as something else) means the page is parsed again as written, so the tree is always the one the
 * page gives.
 */
export function parseWithoutFenceBodies(source: string, parse: (markdown: string) => Root): Root {
  // offsets are counted in characters of lines ending in `\n`; anything else is parsed as written
  if (source.includes('\r')) return parse(source);
  const lines = source.split('\n');
  const fences = findFences(lines);
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
  // removed[n]: characters taken out before line n (1-based, as positions count)
  for (let line = 1; line < removed.length; line++) removed[line] += removed[line - 1];
  const shift = (point: { line: number; offset?: number } | undefined) => {
    if (point?.offset !== undefined) point.offset += removed[Math.min(point.line - 1, removed.length - 1)];
  };
  visit(tree, (node: Node) => { shift(node.position?.start); shift(node.position?.end); });
  return tree;
}

/** Closed fences opening at the start of a line, with their bodies as the parser would take them. */
function findFences(lines: string[]): SetAside[] {
  const found: SetAside[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, fence, info] = open;
    // a backtick fence's info string cannot hold a backtick (CommonMark): that line is inline code
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    // an unclosed fence runs to the end of the page: left as it is
    if (end === lines.length) break;
    found.push({ open: i, close: end, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return found;
}

/** Puts each body back into its code node; false when a fence did not come back as exactly one. */
function restore(tree: Root, fences: SetAside[]): boolean {
  const byLine = new Map<number, Code>();
  visit(tree, 'code', (node: Code) => { if (node.position) byLine.set(node.position.start.line, node); });
  for (const { open, close } of fences) {
    const node = byLine.get(open + 1);
    if (!node || node.position!.start.column !== 1 || node.position!.end.line !== close + 1 || node.value !== '\n'.repeat(Math.max(0, close - open - 2))) return false;
  }
  for (const { open, code } of fences) byLine.get(open + 1)!.value = code;
  return true;
}
