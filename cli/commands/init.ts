import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNewFiles } from '../write/new-files.ts';

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
 * `docs-build init [dir]`: writes the starter site into `dir` (the docs folder), all of it or nothing: when any
 * file exists, a folder it needs is a file, or a folder is read-only, it writes none and names each conflict.
 */
export function init({ dir }: { dir: string }): InitResult {
  const root = path.resolve(dir);
  const files = listFiles(STARTER);
  writeNewFiles(
    root,
    files.map((relative) => ({ relative, contents: readFileSync(path.join(STARTER, relative)) })),
  );
  return { root, files };
}
