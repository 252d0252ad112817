import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../core/project.ts';
import {
  readExport,
  UNKNOWN,
  type FunctionText,
  type ImportedFiles,
  type Literal,
} from './literals.ts';

/**
 * Larger files a config imports are not read: no sidebar is written in a
 * megabyte.
 */
const MAX_IMPORTED_BYTES = 1024 * 1024;

/** A config file read as literals, with the names of the calls in it. */
export interface ReadConfig {
  /** Absolute path; null when the tool's folder holds no config. */
  file: string | null;
  value: Literal;
  calls: ReadonlySet<string>;
  /** The functions met as property values, for what may read them as data. */
  functions: readonly FunctionText[];
}

export const NO_CONFIG: ReadConfig = {
  file: null,
  value: UNKNOWN,
  calls: new Set(),
  functions: [],
};

/** A file as diagnostics name it: from the folder the command runs in. */
export const shown = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * The first of `files` (relative to `root`) that exists, read as literals;
 * never run.
 */
export function readConfigFile(root: string, files: string[]): ReadConfig {
  const found = files.map((file) => path.join(root, file)).find((file) => existsSync(file));
  if (found === undefined) return NO_CONFIG;
  const text = withoutComments(readFileSync(found, 'utf8'));
  return { file: found, ...readExport(text, importsOf(found, root)) };
}

/**
 * The files a config imports, for their literals: inside the site's project
 * only, comments blanked.
 */
function importsOf(file: string, root: string): ImportedFiles {
  const project = projectRoot(root);
  return {
    file,
    read(imported) {
      const relative = path.relative(project, imported);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
      try {
        const stats = statSync(imported);
        if (!stats.isFile() || stats.size > MAX_IMPORTED_BYTES) return null;
        return withoutComments(readFileSync(imported, 'utf8'));
      } catch {
        return null;
      }
    },
  };
}

/**
 * Source text with its comments blanked out, strings kept: a config often keeps
 * a setting it no longer uses in a comment (Vitest's docs: an Algolia block
 * commented out beside `provider: 'local'`).
 */
function withoutComments(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = (end === -1 ? source.length : end) - 1;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      // a line break for each one inside, so what follows keeps its line
      out += source.slice(i, end === -1 ? source.length : end).replace(/[^\n]/g, '');
      i = end === -1 ? source.length : end + 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}
