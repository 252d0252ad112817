import { closeSync, constants, lstatSync, openSync, readFileSync } from 'node:fs';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Undefined where the system has no such flag (Windows). */
const NO_FOLLOW: number | undefined = constants.O_NOFOLLOW;

/**
 * The file's bytes, or null when it is a symbolic link (for unsafe-link.ts to judge). Opened without following a
 * link, one call tells both: a `lstat` of every page before reading it took 150 ms of the scan's 680 ms on a site
 * of 5,058 pages (a profile of one edit).
 */
export function readUnlessLink(file: string): Buffer | null {
  if (NO_FOLLOW === undefined) return lstatSync(file).isSymbolicLink() ? null : readFileSync(file);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | NO_FOLLOW);
  } catch (error) {
    // Linux and macOS say ELOOP, FreeBSD EMLINK
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EMLINK') return null;
    throw error;
  }
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A page's text from its bytes; a file that is not UTF-8 text (binary, NUL bytes, another encoding) is read anyway
 * and reported.
 */
export function decodeText(bytes: Uint8Array): {
  text: string;
  problem?: { line: number; column: number; message: string };
} {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
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
