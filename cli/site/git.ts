import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import type { GitInfo } from '../../runtime/shared/types.ts';
import { keptGitLog } from './git-log-cache.ts';
import { mayBeInRepository } from './git-head.ts';

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
  '--format=%x01%H%x00%at%x00%an%x00%ae%x00%B%x02',
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

/** One commit of the walk: translation status compares commits by their place in it. */
export interface CommitRecord {
  hash: string;
  /** Seconds since the epoch, the author's date. */
  time: number;
  message: string;
}

/**
 * Last-updated time and contributors of every file (by absolute path), and the
 * commits behind them: `commits` newest first, `touches` the places in it of
 * each file's commits, newest first.
 */
export class GitHistory extends Map<string, GitInfo> {
  commits: CommitRecord[] = [];
  touches = new Map<string, number[]>();
}

/**
 * The history of every file under `dir`, from a single `git log` pass (one
 * process for the whole site instead of one per page). Empty outside a
 * repository.
 */
export function readGitHistory(dir: string): GitHistory {
  if (!mayBeInRepository(dir)) return new GitHistory();
  try {
    return parseLog(dir, execFileSync('git', LOG, options(dir)));
  } catch {
    return new GitHistory();
  }
}

/**
 * As `readGitHistory`, while this thread goes on: a build starts it first and
 * takes it when it scans, so git runs beside loading the config and the server
 * bundle instead of holding this thread. With `cacheFile`, the log of the last
 * build is taken while the repository's history is the same (git-log-cache.ts).
 */
export async function readGitHistoryAsync(
  dir: string,
  cacheFile: string | null = null,
): Promise<GitHistory> {
  if (!mayBeInRepository(dir)) return new GitHistory();
  try {
    const run = () =>
      new Promise<string>((resolve, reject) => {
        execFile('git', LOG, options(dir), (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        );
      });
    return parseLog(dir, await (cacheFile ? keptGitLog(dir, cacheFile, run) : run()));
  } catch {
    return new GitHistory();
  }
}

function parseLog(dir: string, log: string): GitHistory {
  const result = new GitHistory();
  // each name once: a long history names the same files thousands of times (JavaGuide's 3,396 commits name 2,077
  // files 13,344 times), and resolving a path is most of what a name costs
  const absolutes = new Map<string, string>();
  for (const commit of log.split('\x01')) {
    if (!commit) continue;
    const end = commit.indexOf('\x02');
    const [hash, time, name, email, message] = commit.slice(0, end).split('\0');
    const place = result.commits.push({ hash, time: Number(time), message }) - 1;
    for (const file of commit.slice(end + 1).split('\n')) {
      if (!file) continue;
      let absolute = absolutes.get(file);
      if (absolute === undefined) absolutes.set(file, (absolute = path.resolve(dir, file)));
      let info = result.get(absolute);
      if (!info) {
        // git log lists newest first, so the first commit seen is the last
        // update
        info = { updatedTime: Number(time) * 1000, contributors: [] };
        result.set(absolute, info);
        result.touches.set(absolute, []);
      }
      result.touches.get(absolute)!.push(place);
      const known = info.contributors.find((c) => c.email === email);
      if (known) known.commits += 1;
      else info.contributors.push({ name, email, commits: 1 });
    }
  }
  return result;
}
