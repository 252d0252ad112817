import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../diagnostics/logger.ts';

/** How deep the current folder is searched for a markdown page before it counts as a docs folder. */
const SEARCH_DEPTH = 3;

/** Whether `dir` holds a `.md` file within a few levels, skipping hidden, `_` and dependency folders. */
function holdsMarkdown(dir: string, depth = SEARCH_DEPTH): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  const visible = entries.filter(
    (e) => !e.name.startsWith('.') && !e.name.startsWith('_') && e.name !== 'node_modules',
  );
  if (visible.some((e) => e.isFile() && e.name.endsWith('.md'))) return true;
  return (
    depth > 1 &&
    visible.some((e) => e.isDirectory() && holdsMarkdown(path.join(dir, e.name), depth - 1))
  );
}

/**
 * The docs folder a command works on: the one named, else `docs/` when there is one, else the
 * current folder when it holds markdown pages (saying so), else `docs`, whose absence the command
 * then reports.
 */
export function chooseDocsFolder(
  named: string | undefined,
  logger: Pick<Logger, 'info'>,
  cwd = process.cwd(),
): string {
  if (named !== undefined) return toolSourceFolder(named, logger, cwd);
  if (existsSync(path.join(cwd, 'docs'))) return toolSourceFolder('docs', logger, cwd);
  const source = toolSourceFolder('.', logger, cwd);
  if (source !== '.') return source;
  if (holdsMarkdown(cwd)) {
    logger.info(
      'docs-build: no docs/ folder here; using the current folder, which holds markdown pages (name another: docs-build <command> <folder>)',
    );
    return '.';
  }
  return 'docs';
}

/** Folders whose presence makes a folder a site of its own: ours, VitePress's, VuePress's, Valaxy's. */
const SITE_MARKERS = ['.site', '.vitepress', '.vuepress', 'valaxy.config.ts', 'valaxy.config.js'];

/** `vuepress build src`, `vitepress dev docs`, `vuepress-vite build src`: the tool and the folder it is given. */
const TOOL_COMMAND = /\b(vitepress|vuepress)(?:-vite|-webpack)?\s+(?:build|dev)\s+([\w./-]+)/g;

/**
 * A project folder whose own build script runs VitePress or VuePress on a folder inside it (theme-hope's docs run
 * `vuepress build src`): that folder is the docs folder, as the project's users build it.
 */
function toolSourceFolder(dir: string, logger: Pick<Logger, 'info'>, cwd: string): string {
  const full = path.resolve(cwd, dir);
  if (SITE_MARKERS.some((marker) => existsSync(path.join(full, marker)))) return dir;
  let scripts: Record<string, unknown>;
  try {
    scripts = JSON.parse(readFileSync(path.join(full, 'package.json'), 'utf8')).scripts ?? {};
  } catch {
    return dir;
  }
  const found = new Set<string>();
  for (const script of Object.values(scripts))
    for (const [, tool, folder] of String(script).matchAll(TOOL_COMMAND))
      if (folder !== '.' && existsSync(path.join(full, folder, `.${tool}`)))
        found.add(path.join(dir, folder));
  if (found.size !== 1) return dir;
  const [source] = found;
  logger.info(
    `docs-build: ${dir === '.' ? 'this folder' : dir} has no site config; its package.json builds ${source} (name another: docs-build <command> <folder>)`,
  );
  return source;
}

/** How each command's `[dir]` argument is described in its help. */
export const DOCS_FOLDER_ARGUMENT =
  'docs folder (default: docs, else the current folder when it holds pages)';
