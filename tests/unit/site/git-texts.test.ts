import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVersions, readVersionsLater } from '../../../cli/site/git-texts.ts';

let repo: string;
const commits: string[] = [];
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Ann',
      GIT_AUTHOR_EMAIL: 'ann@example.org',
      GIT_COMMITTER_NAME: 'Ann',
      GIT_COMMITTER_EMAIL: 'ann@example.org',
    },
  });

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'docs-build-git-texts-'));
  git('init', '-q');
  for (const text of [
    '# One\n\n中文 first\n',
    '# One\r\n\r\nsecond, with a\nnewline at the end\n\n',
  ]) {
    writeFileSync(path.join(repo, 'page.md'), text);
    git('add', '-A');
    git('commit', '-q', '-m', 'edit');
    commits.push(git('rev-parse', 'HEAD').trim());
  }
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('old versions of files from git', () => {
  it('reads each version, null for one git does not have, the same without blocking', async () => {
    const specs = [
      `${commits[1]}:./page.md`,
      `${commits[0]}:./page.md`,
      `${commits[0]}:./missing.md`,
      `${'0'.repeat(40)}:./page.md`,
      `${commits[1]}:./page.md`,
    ];
    const texts = readVersions(repo, specs);
    expect(texts).toEqual([
      '# One\r\n\r\nsecond, with a\nnewline at the end\n\n',
      '# One\n\n中文 first\n',
      null,
      null,
      '# One\r\n\r\nsecond, with a\nnewline at the end\n\n',
    ]);
    expect(await readVersionsLater(repo, specs)).toEqual(texts);
    expect(await readVersionsLater(repo, [])).toEqual([]);
  });

  it('gives null for every version outside a repository or without git', async () => {
    const specs = [`${commits[0]}:./page.md`, `${commits[1]}:./page.md`];
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docs-build-no-repo-'));
    try {
      expect(await readVersionsLater(outside, specs)).toEqual([null, null]);
      expect(readVersions(outside, specs)).toEqual([null, null]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    const pathBefore = process.env.PATH;
    process.env.PATH = '';
    try {
      const later = readVersionsLater(repo, specs);
      expect(readVersions(repo, specs)).toEqual([null, null]);
      expect(await later).toEqual([null, null]);
    } finally {
      process.env.PATH = pathBefore;
    }
  });
});
