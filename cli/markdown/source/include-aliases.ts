import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Path prefixes of include directives and the folders (from the docs folder)
 * they stand for, each tried in order: `{ '@': ['snippets/'] }` reads
 * `@part.md` as `snippets/part.md`.
 */
export type IncludeAliases = Readonly<Record<string, readonly string[]>>;

/**
 * `written` through the longest alias it starts with: the first of its folders
 * that holds the file (else the first, so the error names it), and every place
 * tried; null when no alias applies.
 */
export function aliasedPath(
  written: string,
  root: string,
  aliases: IncludeAliases | undefined,
): { target: string; tried: string[] } | null {
  const prefix = Object.keys(aliases ?? {})
    .filter((key) => key && written.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return null;
  const rest = written.slice(prefix.length);
  const tried = aliases![prefix].map((folder) => path.join(root, `${folder}/${rest}`));
  if (!tried.length) return null;
  return { target: tried.find((file) => existsSync(file)) ?? tried[0], tried };
}

/** Where an aliased include was looked for, from the docs folder. */
export const aliasHint = (tried: string[], root: string) =>
  `looked for as ${tried.map((file) => `\`${path.relative(root, file)}\``).join(', ')} ` +
  '(the `markdown.includeAliases` of the config): add the file, or fix the path';
