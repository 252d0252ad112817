import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StageTimer } from '../../../cli/core/timing.ts';
import { loadConfig } from '../../../cli/foreign/site-config.ts';
import { scanStage } from '../../../cli/markdown/scan-stage.ts';
import { readGitHistory, readGitHistoryAsync, type GitHistory } from '../../../cli/site/git.ts';

// A build reads the history while it loads its config (readGitHistoryAsync); check, dev and the scan's default
// read it in one go. Both must tell the same dates and contributors.
let repo: string;
const git = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, { cwd: repo, env: { ...process.env, ...env }, stdio: 'ignore' });
const commit = (name: string, email: string, seconds: number, message: string) => {
  const date = `@${seconds} +0000`;
  git(['add', '-A']);
  git(['commit', '-q', '-m', message], {
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
    GIT_COMMITTER_DATE: date,
  });
};

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'docs-build-git-'));
  mkdirSync(path.join(repo, 'docs', 'guide'), { recursive: true });
  git(['init', '-q']);
  writeFileSync(path.join(repo, 'docs', 'index.md'), '# Home\n');
  writeFileSync(path.join(repo, 'docs', 'guide', 'start.md'), '# Start\n');
  writeFileSync(path.join(repo, 'docs', 'guide', '快速开始.md'), '# 快速开始\n');
  commit('Ann', 'ann@example.org', 1_700_000_000, 'first');
  writeFileSync(path.join(repo, 'docs', 'guide', 'start.md'), '# Start\n\nMore.\n');
  commit('Bo', 'bo@example.org', 1_700_086_400, 'second');
  writeFileSync(path.join(repo, 'docs', 'guide', 'start.md'), '# Start\n\nMore still.\n');
  commit('Ann', 'ann@example.org', 1_700_172_800, 'third');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('reading git history', () => {
  it('gives each file its last update and its contributors, the same read ahead as in one go', async () => {
    const docs = path.join(repo, 'docs');
    const ahead = await readGitHistoryAsync(docs);
    expect(ahead).toEqual(readGitHistory(docs));
    const start = ahead.get(path.join(repo, 'docs', 'guide', 'start.md'))!;
    expect(start.updatedTime).toBe(1_700_172_800_000);
    expect(start.contributors).toEqual([
      { name: 'Ann', email: 'ann@example.org', commits: 2 },
      { name: 'Bo', email: 'bo@example.org', commits: 1 },
    ]);
    expect(ahead.get(path.join(repo, 'docs', 'index.md'))!.updatedTime).toBe(1_700_000_000_000);
    // git writes such names octal-quoted unless told not to
    expect(ahead.get(path.join(repo, 'docs', 'guide', '快速开始.md'))?.updatedTime).toBe(
      1_700_000_000_000,
    );
  });

  it("reads the pages before git answers, then gives each page its file's history", async () => {
    const docs = path.join(repo, 'docs');
    const draft = path.join(docs, 'draft.md');
    writeFileSync(draft, '# Draft\n');
    try {
      const config = await loadConfig(docs, { keep: false });
      const timer = new StageTimer();
      let answer!: (history: GitHistory) => void;
      const git = new Promise<GitHistory>((resolve) => (answer = resolve));
      const session = { config, timer, useCache: false, cacheDir: '', mode: 'build' };
      const staged = scanStage(session, git);
      expect(Object.keys(timer.toJSON())).toEqual(['scan']);
      answer(readGitHistory(docs));
      const pages = new Map((await staged).scan.pages.map((p) => [p.relativePath, p.git]));
      expect(pages.get('guide/start.md')?.updatedTime).toBe(1_700_172_800_000);
      expect(pages.get('guide/start.md')?.contributors).toHaveLength(2);
      // a file git does not know yet
      expect(pages.get('draft.md')).toEqual({ contributors: [] });
    } finally {
      rmSync(draft);
    }
  });

  it('resolves each file named in the history once, however many commits name it', () => {
    const resolve = vi.spyOn(path, 'resolve');
    try {
      const history = readGitHistory(path.join(repo, 'docs'));
      // start.md is named by three commits, the others by one
      expect(history.touches.get(path.join(repo, 'docs', 'guide', 'start.md'))).toHaveLength(3);
      const resolved = resolve.mock.calls.filter(([, file]) => String(file).endsWith('.md'));
      expect(resolved.map(([, file]) => file).sort()).toEqual([
        'guide/start.md',
        'guide/快速开始.md',
        'index.md',
      ]);
    } finally {
      resolve.mockRestore();
    }
  });

  it('gives no history outside a repository, or for a folder that does not exist', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docs-build-nogit-'));
    try {
      expect((await readGitHistoryAsync(outside)).size).toBe(0);
      expect((await readGitHistoryAsync(path.join(outside, 'missing'))).size).toBe(0);
      expect(readGitHistory(outside).size).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it.skipIf(process.platform === 'win32')(
    'starts no git process for a folder outside any repository',
    async () => {
      const outside = mkdtempSync(path.join(os.tmpdir(), 'docs-build-nogit-'));
      // a `git` first on the PATH that only leaves a mark that it ran
      const bin = path.join(outside, 'bin');
      const mark = path.join(outside, 'git-ran');
      mkdirSync(bin);
      writeFileSync(path.join(bin, 'git'), `#!/bin/sh\ntouch '${mark}'\n`, { mode: 0o755 });
      const { PATH, GIT_DIR } = process.env;
      process.env.PATH = `${bin}${path.delimiter}${PATH}`;
      delete process.env.GIT_DIR;
      try {
        const docs = path.join(outside, 'docs');
        mkdirSync(docs);
        expect((await readGitHistoryAsync(docs)).size).toBe(0);
        expect(readGitHistory(docs).size).toBe(0);
        expect(existsSync(mark)).toBe(false);
        // inside one, git runs as before
        mkdirSync(path.join(outside, '.git'));
        await readGitHistoryAsync(docs);
        expect(existsSync(mark)).toBe(true);
      } finally {
        process.env.PATH = PATH;
        if (GIT_DIR !== undefined) process.env.GIT_DIR = GIT_DIR;
        rmSync(outside, { recursive: true, force: true });
      }
    },
  );
});
