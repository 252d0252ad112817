export interface ScannedFence {
  /** The info string after the opening fence, as written (`ts [config.ts]`, `js{4}`). */
  info: string;
  code: string;
  /**
   * The lines (0-based) of the opening and closing fence, and how far the
   * opening one is indented.
   */
  open: number;
  close: number;
  indent: number;
}

const OPENING = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/**
 * The fenced code blocks a page holds at the top level, read line by line
 * without parsing the page, so their highlighting can start before the page is
 * parsed. A guess, not a parse: fences inside lists or block quotes, and blocks
 * `<<<` or `@include` bring in, are left for the parser; a fence inside an HTML
 * comment is found although the page shows none. The parser asks for each block
 * again, and a guessed block it never asks for costs only its time.
 */
export function scanFences(markdown: string): ScannedFence[] {
  return scanFenceLines(markdown.replace(/\r\n?/g, '\n').split('\n'));
}

/** As `scanFences`, over a page's lines. */
export function scanFenceLines(lines: readonly string[]): ScannedFence[] {
  const found: ScannedFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    // a backtick fence's info string cannot hold a backtick (CommonMark): that
    // line is inline code
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]))
      body.push(stripIndent(lines[end++], indent.length));
    // an unclosed fence runs to the end of its container, which only the parser
    // knows
    if (end === lines.length) break;
    found.push({
      info: info.trim(),
      code: body.join('\n'),
      open: i,
      close: end,
      indent: indent.length,
    });
    i = end;
  }
  return found;
}

/**
 * Removes up to `width` leading spaces, as CommonMark does for the lines of a
 * fence indented by that much.
 */
function stripIndent(line: string, width: number): string {
  let n = 0;
  while (n < width && line[n] === ' ') n++;
  return line.slice(n);
}
