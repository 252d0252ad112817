import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import type { GitInfo } from '../../runtime/shared/types.ts';

/**
 * Paths relative to `dir` (`--relative`), so no second process asks git where
 * the repository starts (each spawn copies this process's page tables). Names
 * as they are, not octal-quoted.
 */
const LOG = [
  '-c',
  'core.quotePath=false',
  'log',
  '--no-merges',
  '--format=%x01%at%x00%an%x00%ae',
  '--name-only',
  '--no-renames',
  '--relative',
  '--',
  '.',
];
const options = (dir: string) => ({
  cwd: dir,
  encoding: 'utf8' as const,
  maxBuffer: 256 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'],
});

/**
 * Last-updated time and contributors of every file under `dir`, from a single
 * `git log` pass (one process for the whole site instead of one per page).
 * Returns an empty map outside a repository.
 */
export function readGitHistory(dir: string): Map<string, GitInfo> {
  try {
    return parseLog(dir, execFileSync('git', LOG, options(dir)));
  } catch {
    return new Map();
  }
}

/**
 * As `readGitHistory`, while this thread goes on: a build starts it first and
 * takes it when it scans, so git runs beside loading the config and the server
 * bundle instead of holding this thread.
 */
export async function readGitHistoryAsync(dir: string): Promise<Map<string, GitInfo>> {
  try {
    const log = await new Promise<string>((resolve, reject) => {
      execFile('git', LOG, options(dir), (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });
    return parseLog(dir, log);
  } catch {
    return new Map();
  }
}

function parseLog(dir: string, log: string): Map<string, GitInfo> {
  const result = new Map<string, GitInfo>();
  for (const commit of log.split('\x01')) {
    if (!commit) continue;
    const [header, ...files] = commit.split('\n');
    const [time, name, email] = header.split('\0');
    for (const file of files) {
      if (!file) continue;
      const absolute = path.resolve(dir, file);
      let info = result.get(absolute);
      if (!info) {
        // git log lists newest first, so the first commit seen is the last
        // update
        info = { updatedTime: Number(time) * 1000, contributors: [] };
        result.set(absolute, info);
      }
      const known = info.contributors.find((c) => c.email === email);
      if (known) known.commits += 1;
      else info.contributors.push({ name, email, commits: 1 });
    }
  }
  return result;
}
