import { readFileSync } from 'node:fs';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A page's text; a file that is not UTF-8 text (binary, NUL bytes, another
 * encoding) is read anyway and reported.
 */
export function readText(file: string): {
  text: string;
  problem?: { line: number; column: number; message: string };
} {
  const bytes = readFileSync(file);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = bytes.toString('utf8');
    const at = text.indexOf('\ufffd');
    return {
      text,
      problem: {
        ...lineAndColumn(text, at),
        message: 'this file is not valid UTF-8: the bytes that are not text show as �',
      },
    };
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1)
    return {
      text,
      problem: {
        ...lineAndColumn(text, nul),
        message: 'this file holds NUL bytes, so it is probably not a text file',
      },
    };
  return { text };
}

function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, index));
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}
