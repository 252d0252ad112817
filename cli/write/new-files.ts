import {
  accessSync,
  constants,
  lstatSync,
  mkdirSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';

/** A file to create, relative to the folder it goes in. */
export interface NewFile {
  relative: string;
  contents: string | Uint8Array;
}

const lstat = (file: string): Stats | null => {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
};
const stat = (file: string): Stats | null => {
  try {
    return statSync(file);
  } catch {
    return null;
  }
};

const canWriteIn = (dir: string) => {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** `dir` and its parents up to the first that exists (which is last). */
function missingChain(dir: string): string[] {
  const chain = [dir];
  while (!lstat(chain.at(-1)!) && path.dirname(chain.at(-1)!) !== chain.at(-1))
    chain.push(path.dirname(chain.at(-1)!));
  return chain;
}

/**
 * Why a folder may not receive new files: it is the file-system root or the home folder (no starter belongs
 * there), or a path that exists as something other than a folder, or sits below one.
 */
function folderProblem(root: string): Diagnostic | null {
  const problem = (message: string, hint: string): Diagnostic => ({
    severity: 'error',
    file: root,
    rule: 'init/target',
    message,
    hint,
  });
  const another = 'name a new folder for the docs, for example: docs-build init docs';
  if (root === path.parse(root).root || root === path.resolve(os.homedir()))
    return problem(
      'is the file-system root or the home folder; init makes a docs folder of its own',
      another,
    );
  const existing = missingChain(root).at(-1)!;
  if (!stat(existing)?.isDirectory())
    return problem(
      existing === root ? 'is a file, not a folder' : `lies below ${existing}, which is a file`,
      another,
    );
  if (!canWriteIn(existing))
    return problem(
      `cannot be made: ${existing} is read-only for this user`,
      'choose a folder you may write in, or change its permissions',
    );
  return null;
}

/** Why one file may not be created: it exists, or a folder it needs is a file or a link, or is read-only. */
function fileProblem(root: string, relative: string): Diagnostic | null {
  const problem = (
    file: string,
    message: string,
    hint: string,
    rule = 'init/exists',
  ): Diagnostic => ({
    severity: 'error',
    file,
    rule,
    message,
    hint,
  });
  const parts = relative.split(/[\\/]/);
  for (let i = 1; i < parts.length; i++) {
    const dir = path.join(root, ...parts.slice(0, i));
    const stats = lstat(dir);
    if (!stats) break;
    if (!stats.isDirectory())
      return problem(
        dir,
        `is ${stats.isSymbolicLink() ? 'a symbolic link' : 'a file'} where init needs a folder for ${relative}`,
        'move or rename it, or choose a new folder: docs-build init <dir>',
      );
    if (i === parts.length - 1 && !canWriteIn(dir))
      return problem(
        dir,
        'is read-only for this user',
        'change its permissions, or choose a new folder: docs-build init <dir>',
        'init/read-only',
      );
  }
  if (lstat(path.join(root, relative)))
    return problem(
      path.join(root, relative),
      'already exists; init writes only new files',
      'choose a new folder: docs-build init <dir>',
    );
  return null;
}

/** Every reason the files cannot all be created in `root`; empty when they can. */
export function newFilesProblems(root: string, relatives: string[]): Diagnostic[] {
  const folder = folderProblem(root);
  if (folder) return [folder];
  return relatives.flatMap((relative) => fileProblem(root, relative) ?? []);
}

/**
 * Creates every file in `root`, or none: everything is checked first and each conflict named; a write that fails
 * all the same (a disk that filled) takes back the files and folders made before it.
 */
export function writeNewFiles(root: string, files: NewFile[]): void {
  const problems = newFilesProblems(
    root,
    files.map((f) => f.relative),
  );
  if (problems.length)
    throw new UserError(
      problems.map((p) => ({ ...p, message: `${p.message}; nothing was written` })),
    );
  const madeDirs: string[] = [];
  const madeFiles: string[] = [];
  try {
    for (const file of files) {
      const target = path.join(root, file.relative);
      for (const dir of missingChain(path.dirname(target)).slice(0, -1).reverse()) {
        mkdirSync(dir);
        madeDirs.push(dir);
      }
      // `wx`: a file that appeared since the check is still never overwritten
      writeFileSync(target, file.contents, { flag: 'wx' });
      madeFiles.push(target);
    }
  } catch (error) {
    for (const file of madeFiles) rmSync(file, { force: true });
    for (const dir of madeDirs.reverse()) rmdirSync(dir);
    const { code, path: where } = error as NodeJS.ErrnoException;
    throw new UserError([
      {
        severity: 'error',
        file: where ?? root,
        rule: 'init/write',
        message: `could not be written (${code ?? (error as Error).message}); the files written before it were removed`,
        hint: 'free space or fix permissions, then run init again',
      },
    ]);
  }
}
