/**
 * Markdown parsers walk nested blocks and HTML recursively, and micromark's
 * cost grows with the square of the depth: a list nested 10,000 deep takes
 * minutes and then overflows the stack. markdown-it stops at 100 levels; so do
 * we, before the parser sees the page. HTML gets more room, since hand-written
 * tables nest a few levels per row.
 */
export const MAX_BLOCK_NESTING = 100;
export const MAX_HTML_NESTING = 256;

export interface NestingProblem {
  line: number;
  column: number;
  message: string;
  hint: string;
}

/**
 * `>` quotes and list markers that open containers at the start of a line,
 * after its indentation.
 */
const CONTAINER = /[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;
const TAG = /<(\/?)([a-zA-Z][\w-]*)(?:[^<>"']|"[^"]*"|'[^']*')*?(\/?)>/g;
const VOID = new Set([
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

function blockDepth(line: string): number {
  let depth = 0;
  CONTAINER.lastIndex = 0;
  while (CONTAINER.exec(line)) depth += 1;
  // lists also nest by indentation alone, about two columns a level
  const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
  return Math.max(depth, Math.floor(indent / 2));
}

/** The first place where the page nests deeper than a parser should follow, or null. */
export function findExcessiveNesting(source: string): NestingProblem | null {
  const lines = source.split('\n');
  let htmlDepth = 0;
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^[ \t>*+\-\d.)]*?(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    if (blockDepth(line) > MAX_BLOCK_NESTING) {
      return {
        line: i + 1,
        column: 1,
        message: `this line nests quotes or lists more than ${MAX_BLOCK_NESTING} levels deep, which no reader can follow and the parser would take minutes on`,
        hint: 'flatten the nesting; if the text is meant to be shown as it is, put it in a fenced code block',
      };
    }
    if (!line.includes('<')) continue;
    for (const m of line.matchAll(TAG)) {
      const [, closing, name, selfClosing] = m;
      if (selfClosing || VOID.has(name.toLowerCase())) continue;
      htmlDepth = Math.max(0, htmlDepth + (closing ? -1 : 1));
      if (htmlDepth > MAX_HTML_NESTING) {
        return {
          line: i + 1,
          column: (m.index ?? 0) + 1,
          message: `HTML elements nest more than ${MAX_HTML_NESTING} levels deep here`,
          hint: 'close the elements you open; if the HTML is meant to be shown as code, put it in a fenced code block',
        };
      }
    }
  }
  return null;
}
