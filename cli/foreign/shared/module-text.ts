import path from 'node:path';

/**
 * Where the value `export default` (or `module.exports =`) gives starts,
 * through a function's `return`; null without one.
 */
export function defaultExportStart(source: string): number | null {
  const at = /\bexport\s+default\s+|\bmodule\.exports\s*=\s*/.exec(source);
  if (!at) return null;
  const start = at.index + at[0].length;
  if (!/^(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>\s*\{)/.test(source.slice(start)))
    return start;
  const returned = /\breturn\s+/g;
  returned.lastIndex = start;
  const found = returned.exec(source);
  return found ? found.index + found[0].length : null;
}

/**
 * `./en`, `./en.js` or `./config/` as the file a bundler would take: the name
 * as written, or with an extension.
 */
export function importedFile(
  base: string,
  read: (file: string) => string | null,
): { file: string; source: string } | null {
  const stem = base.replace(/\.[cm]?js$/, '');
  for (const file of [
    base,
    ...['.ts', '.mts', '.js', '.mjs'].flatMap((ext) => [
      `${stem}${ext}`,
      path.join(base, `index${ext}`),
    ]),
  ]) {
    const source = read(file);
    if (source !== null) return { file, source };
  }
  return null;
}

/**
 * The name a file's own code gives an import of it: `import { en as english }
 * from './en'` gives `english`.
 */
export const IMPORT =
  /\bimport\s+(?!type\b)(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*(['"])(\.{1,2}\/[^'"]*)\3/g;
/**
 * In `{ a, b as c }` (of an import or a re-export), the name in the other file
 * of what this file calls `local`.
 */
export function originalName(list: string | undefined, local: string): string | null {
  let found: string | null = null;
  for (const part of list?.split(',') ?? []) {
    const [original, name = original] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)
      .map((n) => n.trim());
    if (name === local && original) found = original;
  }
  return found;
}

/**
 * What a file hands on from another: `export * from './en.js'`, or `export {
 * sidebarEn as en } from './en.js'`.
 */
export const RE_EXPORT =
  /\bexport\s+(?!type\b)(?:\*|\{([^}]*)\})\s*from\s*(['"])(\.{1,2}\/[^'"]*)\2/g;
