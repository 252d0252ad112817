import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNewFiles } from '../write/new-files.ts';

/** The starter site: a bilingual docs folder with its config, a home page and a guide per locale. */
const STARTER = fileURLToPath(new URL('../../templates/starter/', import.meta.url));
/** What the English-only starter writes instead of the bilingual one's files (its config, its home page). */
const STARTER_EN = fileURLToPath(new URL('../../templates/starter-en/', import.meta.url));

/** The starter's languages: English alone, or English with Chinese under /zh/. */
export type StarterLanguages = 'en' | 'en,zh';
export const STARTER_LANGUAGES: StarterLanguages[] = ['en,zh', 'en'];

/** Each file the starter writes, relative to the docs folder, and the template it is copied from. */
function starterFiles(languages: StarterLanguages): { file: string; source: string }[] {
  const bilingual = listFiles(STARTER).map((file) => ({ file, source: path.join(STARTER, file) }));
  if (languages === 'en,zh') return bilingual;
  const own = new Set(listFiles(STARTER_EN));
  return bilingual
    .filter(({ file }) => file.split(path.sep)[0] !== 'zh')
    .map(({ file, source }) => ({
      file,
      source: own.has(file) ? path.join(STARTER_EN, file) : source,
    }));
}

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
export function init({
  dir,
  languages = 'en,zh',
}: {
  dir: string;
  languages?: StarterLanguages;
}): InitResult {
  const root = path.resolve(dir);
  const starter = starterFiles(languages);
  const files = starter.map(({ file }) => file);
  writeNewFiles(
    root,
    starter.map(({ file, source }) => ({ relative: file, contents: readFileSync(source) })),
  );
  return { root, files };
}
