import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitLogCacheFile, keptGitLog } from '../../../cli/site/git-log-cache.ts';
import { tempDir } from '../../temp-dir.ts';

// The last build's `git log`, taken again while the repository's history is the same: an edit to a page keeps it,
// a commit (or a deepened shallow clone) does not.
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
    cwd: dir,
    stdio: 'ignore',
  });

describe('the kept git log', () => {
  it('is taken while the history is the same, and read again after a commit or outside a repository', async () => {
    const repo = tempDir('docs-build-git-log-');
    const docs = path.join(repo, 'docs');
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'a.md'), 'one');
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'first');
    const file = gitLogCacheFile(path.join(repo, 'cache'));
    let runs = 0;
    const log = () => keptGitLog(docs, file, async () => `log ${++runs}`);
    expect(await log()).toBe('log 1');
    writeFileSync(path.join(docs, 'a.md'), 'edited, not committed');
    expect(await log()).toBe('log 1');
    git(repo, 'commit', '-qam', 'second');
    expect(await log()).toBe('log 2');
    expect(await log()).toBe('log 2');
    // a shallow clone deepened keeps its commit and shows more history
    writeFileSync(path.join(repo, '.git', 'shallow'), 'a'.repeat(40));
    expect(await log()).toBe('log 3');
    const outside = tempDir('docs-build-git-log-none-');
    expect(await keptGitLog(outside, file, async () => 'none')).toBe('none');
    expect(await keptGitLog(outside, file, async () => 'none again')).toBe('none again');
  });
});
