import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../diagnostics/diagnostic.ts';

/** The starter site: a bilingual docs folder with its config, a home page and a guide per locale. */
const STARTER = fileURLToPath(new URL('../../templates/starter/', import.meta.url));

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

export interface InitResult {
  root: string;
  /** Files written, relative to `root`. */
  files: string[];
}

/**
 * `docs-build init [dir]`: writes the starter site into `dir` (the docs folder). Nothing is overwritten: when any
 * file it would write exists, it writes none and names them all.
 */
export function init({ dir }: { dir: string }): InitResult {
  const root = path.resolve(dir);
  const files = listFiles(STARTER);
  const existing = files.filter((file) => existsSync(path.join(root, file)));
  if (existing.length) {
    throw new UserError(
      existing.map((file) => ({
        severity: 'error',
        file: path.join(root, file),
        rule: 'init/exists',
        message: 'already exists; init writes only new files and changed nothing',
        hint: 'choose a new folder: docs-build init <dir>',
      })),
    );
  }
  for (const file of files) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    // `wx`: a file that appeared since the check above is still never overwritten
    writeFileSync(target, readFileSync(path.join(STARTER, file)), { flag: 'wx' });
  }
  return { root, files };
}
