import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileStamp } from '../core/file-stamp.ts';

/** The repository's `.git` folder holding `dir` (a worktree's or submodule's as its `.git` file names it), or null. */
export function gitDirOf(dir: string): string | null {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const dotGit = path.join(at, '.git');
    const stats = statSync(dotGit, { throwIfNoEntry: false });
    if (stats) {
      if (stats.isDirectory()) return dotGit;
      try {
        const named = readFileSync(dotGit, 'utf8').replace(/^gitdir:\s*/, '');
        return path.resolve(at, named.trim());
      } catch {
        return null;
      }
    }
    if (at === path.dirname(at)) return null;
  }
}

/**
 * Whether git may find a repository holding `dir`: a `.git` in it or above it, or one the environment names. Outside
 * one, no git process need start: it would only answer that there is none.
 */
export const mayBeInRepository = (dir: string): boolean =>
  !!process.env.GIT_DIR || gitDirOf(dir) !== null;

/** The commit the repository holding `dir` is at (git dates follow it), read from `.git` without running git. */
export function gitHead(dir: string): string {
  const gitDir = gitDirOf(dir);
  return gitDir ? headOf(gitDir) : '';
}

/** A file's text, trimmed; empty when it cannot be read. */
function readTrimmed(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Where the refs and history a worktree shares with its main repository live (`commondir`), else `gitDir`. */
const commonDirOf = (gitDir: string) =>
  path.resolve(gitDir, readTrimmed(path.join(gitDir, 'commondir')) || '.');

function headOf(gitDir: string): string {
  const head = readTrimmed(path.join(gitDir, 'HEAD'));
  const ref = /^ref:\s*(.+)$/.exec(head)?.[1];
  if (!ref) return head;
  const common = commonDirOf(gitDir);
  // a ref packed away is read from packed-refs, whose stamp stands for it
  return (
    readTrimmed(path.join(gitDir, ref)) ||
    readTrimmed(path.join(common, ref)) ||
    `${ref}:${fileStamp(path.join(common, 'packed-refs'))}`
  );
}

/**
 * What `git log` of the repository holding `dir` follows from, read without running git: the commit it is at,
 * and what makes the same commit show another history (a shallow clone deepened, grafts, replaced commits). Empty
 * outside a repository.
 */
export function historyKey(dir: string): string {
  const gitDir = gitDirOf(dir);
  if (!gitDir) return '';
  const head = headOf(gitDir);
  if (!head) return '';
  const common = commonDirOf(gitDir);
  const besides = ['shallow', 'info/grafts', 'packed-refs'].map(
    (name) => `${name}:${fileStamp(path.join(common, name))}`,
  );
  const replaced = statSync(path.join(common, 'refs/replace'), { throwIfNoEntry: false });
  return [path.resolve(dir), head, ...besides, `replace:${replaced?.mtimeMs ?? 'none'}`].join('\n');
}
