import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { shown, type ReadConfig } from '../shared/files.ts';
import { readPathFunction } from '../shared/path-function.ts';

/**
 * Where theme-hope's includes of a prefix such as `@` are: the folders the
 * config's `markdown.include.resolvePath` maps them to, for our
 * `markdown.includeAliases`, and what to say of it.
 */
export interface IncludePaths {
  aliases: Record<string, string[]>;
  /** What was read, for the note's list of assumptions. */
  assumed?: string;
  /** Said alone when the function could not be read. */
  note?: string;
}

/**
 * Where a function that cannot be read most likely sends `@name`: the docs
 * folder as written, then the folders sites keep their parts in.
 */
const LIKELY_FOLDERS = ['', 'snippets/', '.vuepress/snippets/', '.vuepress/', 'includes/'];

/**
 * The include paths of the functions named `resolvePath` in the config's files
 * (theme-hope's `markdown.include`, or its older `plugins.mdEnhance.include`),
 * read as data; when none can be read, `@` is looked up in the likely folders
 * that exist, and a note names the function.
 */
export function includePaths(root: string, main: ReadConfig): IncludePaths | undefined {
  const functions = main.functions.filter((fn) => fn.key === 'resolvePath');
  if (!functions.length) return undefined;
  const aliases: Record<string, string[]> = {};
  for (const fn of functions)
    for (const [prefix, target] of readPathFunction(fn) ?? []) {
      const relative = path.relative(root, target).split(path.sep).join('/');
      const folder = relative && target.endsWith('/') ? `${relative}/` : relative;
      (aliases[prefix] ??= []).push(folder);
    }
  const prefixes = Object.keys(aliases);
  if (prefixes.length) {
    const mapped = prefixes.map((prefix) => `\`${prefix}\` as \`${aliases[prefix][0] || '.'}\``);
    return { aliases, assumed: `includes of ${mapped.join(', ')} (its \`resolvePath\`)` };
  }
  const likely = LIKELY_FOLDERS.filter((folder) => isFolder(path.join(root, folder)));
  const where = likely.map((folder) => (folder ? `\`${folder}\`` : 'the docs folder'));
  const file = shown(functions[0].file ?? main.file ?? root);
  return {
    aliases: { '@': likely },
    note:
      `docs-build: ${file} maps include paths with \`markdown.include.resolvePath\`, ` +
      `code which could not be read: \`@…\` includes are looked for in ${where.join(', ')} ` +
      "(write `markdown: { includeAliases: { '@': 'snippets/' } }` in .site/config.ts)",
  };
}

function isFolder(folder: string): boolean {
  return existsSync(folder) && statSync(folder).isDirectory();
}
