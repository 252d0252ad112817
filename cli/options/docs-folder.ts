import { existsSync, readdirSync } from 'node:fs';
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
  if (named !== undefined) return named;
  if (existsSync(path.join(cwd, 'docs'))) return 'docs';
  if (holdsMarkdown(cwd)) {
    logger.info(
      'docs-build: no docs/ folder here; using the current folder, which holds markdown pages (name another: docs-build <command> <folder>)',
    );
    return '.';
  }
  return 'docs';
}

/** How each command's `[dir]` argument is described in its help. */
export const DOCS_FOLDER_ARGUMENT =
  'docs folder (default: docs, else the current folder when it holds pages)';
