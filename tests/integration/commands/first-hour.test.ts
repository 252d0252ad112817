import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

// mistakes a new user makes in the first hour, run as they run them: the CLI in a folder of its own
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-first-hour-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>) {
  const root = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('no folder named, no docs/ folder', () => {
  it(
    'checks the current folder when it holds pages, and says so',
    { timeout: 120_000 },
    async () => {
      const cwd = folder('notes', {
        'index.md': '# Notes\n\nSee [the guide](./guide/start.md) and [gone](./gone.md).\n',
        'guide/start.md': '# Start\n\nText.\n',
      });
      const { code, output } = await runCli(['check'], { cwd, timeout: 100_000 });
      expect(output).toMatch(/using the current folder/);
      expect(output).not.toMatch(/docs folder not found/);
      // one broken link: the counts in the singular
      expect(output).toMatch(/2 pages, 1 error, 0 warnings/);
      expect(code).toBe(1);
    },
  );

  it(
    'builds the current folder into _site inside it, never beside it',
    { timeout: 120_000 },
    async () => {
      const cwd = folder('solo', { 'index.md': '# Solo\n\nOne page.\n' });
      const { code, output } = await runCli(['build'], { cwd, timeout: 100_000 });
      expect(output).toMatch(/built 1 page \(/);
      expect(code).toBe(0);
      expect(existsSync(path.join(cwd, '_site', 'index.html'))).toBe(true);
      expect(existsSync(path.join(work, 'dist'))).toBe(false);
    },
  );
});

describe('preview of a folder that does not exist', () => {
  it(
    'is an error naming the folder, not the ./dist of another site',
    { timeout: 60_000 },
    async () => {
      const cwd = folder('other', { 'dist/index.html': '<!doctype html><p>another site' });
      const { code, stderr } = await runCli(['preview', 'nosuchdir', '--port', '0'], {
        cwd,
        timeout: 30_000,
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(/nosuchdir/);
    },
  );
});
