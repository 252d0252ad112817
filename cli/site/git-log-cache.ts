import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../core/build-cache.ts';
import { historyKey } from './git-head.ts';

/** Where a site's cache folder keeps the last `git log` it read. */
export const gitLogCacheFile = (cacheDir: string): string => path.join(cacheDir, 'git-log.json');

/**
 * The output of `git log` for `dir`: the one kept in `file` while the repository's history is the same (its commit,
 * read from `.git` without running git, and what changes the history a commit shows), else `run`'s, then kept. The
 * log follows from committed history only, so an edit to the working tree keeps it; a repository changed in a way
 * the key does not see costs a wrong date only until the next commit. Outside a repository nothing is kept.
 */
export async function keptGitLog(
  dir: string,
  file: string,
  run: () => Promise<string>,
): Promise<string> {
  const key = historyKey(dir);
  if (!key) return run();
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; log: string };
    if (kept.key === key && typeof kept.log === 'string') return kept.log;
  } catch {
    /* nothing kept yet, or a damaged file */
  }
  const log = await run();
  try {
    writeWhole(file, JSON.stringify({ key, log }));
  } catch {
    /* read again next time */
  }
  return log;
}
