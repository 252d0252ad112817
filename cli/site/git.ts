import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { GitInfo } from '../../runtime/shared/types.ts';

/**
 * Last-updated time and contributors of every file under `dir`, from a single `git log` pass
 * (one process for the whole site instead of one per page). Returns an empty map outside a repository.
 */
export function readGitHistory(dir: string): Map<string, GitInfo> {
  const result = new Map<string, GitInfo>();
  let top: string;
  let log: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    log = execFileSync('git', ['log', '--no-merges', '--format=%x01%at%x00%an%x00%ae', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return result;
  }
  for (const commit of log.split('\x01')) {
    if (!commit) continue;
    const [header, ...files] = commit.split('\n');
    const [time, name, email] = header.split('\0');
    for (const file of files) {
      if (!file) continue;
      const absolute = path.join(top, file);
      let info = result.get(absolute);
      if (!info) {
        // git log lists newest first, so the first commit seen is the last update
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
