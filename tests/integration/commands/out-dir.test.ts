import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { OUTPUT_MARKER, outDirProblem } from '../../../cli/write/out-dir.ts';
import { recoverInterruptedBuilds } from '../../../cli/write/output.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';
import { cli, runCli } from '../../helpers/cli.ts';
import { gone } from '../../helpers/gone.ts';

const logger = createLogger({ quiet: true });

/** Every file under a folder, relative, with its contents: what a command must leave as it was. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.name === '.cache') continue;
      if (e.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** A process id that belonged to a process which has ended. */
function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout,
  );
}

describe('which output folders a build may replace', () => {
  let project: string;
  let docs: string;
  beforeAll(() => {
    project = mkdtempSync(path.join(os.tmpdir(), 'docs-build-outdir-'));
    docs = path.join(project, 'site', 'docs');
    mkdirSync(docs, { recursive: true });
    writeFileSync(path.join(project, 'package.json'), '{}');
    writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const problem = (out: string, extra: { emptyOutDir?: boolean; cwd?: string } = {}) =>
    outDirProblem({ out, source: docs, cwd: project, ...extra });

  it('never the docs folder, a folder holding it, the project, or the folder the command runs in', () => {
    for (const out of [
      docs,
      path.dirname(docs),
      project,
      path.join(docs, 'guide'),
      '/',
      os.homedir(),
    ]) {
      expect(problem(out, { emptyOutDir: true }), out).toMatchObject({
        severity: 'error',
        rule: 'build/out-dir',
      });
    }
    expect(
      problem(path.join(project, 'build'), { cwd: path.join(project, 'build', 'x') }),
    ).toMatchObject({ rule: 'build/out-dir' });
    const link = path.join(project, 'link-to-docs');
    symlinkSync(docs, link);
    expect(problem(link, { emptyOutDir: true })?.message).toContain('is the docs folder');
  });

  it('a new, empty or earlier output folder, or one the scan skips inside the docs folder', () => {
    expect(problem(path.join(project, 'dist'))).toBeNull();
    expect(problem(path.join(docs, '.vitepress', 'dist'))).toBeNull();
    const earlier = path.join(project, 'earlier');
    mkdirSync(earlier);
    expect(problem(earlier)).toBeNull();
    writeFileSync(path.join(earlier, 'index.html'), 'x');
    writeFileSync(path.join(earlier, OUTPUT_MARKER), '{}');
    expect(problem(earlier)).toBeNull();
  });

  it('a folder of files docs-build did not write only with --empty-out-dir', () => {
    const mine = path.join(project, 'photos');
    mkdirSync(mine);
    writeFileSync(path.join(mine, 'cat.jpg'), 'x');
    expect(problem(mine)?.hint).toContain('--empty-out-dir');
    expect(problem(mine, { emptyOutDir: true })).toBeNull();
  });
});

describe('build with a dangerous --out', () => {
  let work: string;
  beforeAll(() => {
    work = copyFixture(path.resolve('tests/fixtures/site'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it(
    'refuses --out pointing at the docs folder or the checkout and deletes nothing',
    { timeout: 120_000 },
    async () => {
      writeFileSync(path.join(work, 'package.json'), '{}');
      const before = snapshot(work);
      for (const out of ['docs', '.', '..']) {
        const { code, stderr } = await runCli(['build', 'docs', '--out', out, '--empty-out-dir'], {
          cwd: work,
        });
        expect(code, out).toBe(1);
        expect(stderr).toContain('[build/out-dir]');
        expect(stderr).not.toMatch(/^\s+at /m);
      }
      expect(snapshot(work)).toEqual(before);
    },
  );

  it("refuses a folder of the user's own files and keeps them", { timeout: 120_000 }, async () => {
    const mine = path.join(work, 'notes');
    mkdirSync(mine);
    writeFileSync(path.join(mine, 'todo.txt'), 'keep me');
    const error = await build({ root: path.join(work, 'docs'), out: mine, logger }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UserError);
    expect(readFileSync(path.join(mine, 'todo.txt'), 'utf8')).toBe('keep me');
  });

  it('marks its output, and rebuilds over it without asking', { timeout: 180_000 }, async () => {
    const out = path.join(work, 'dist');
    await build({ root: path.join(work, 'docs'), out, logger });
    expect(existsSync(path.join(out, OUTPUT_MARKER))).toBe(true);
    await build({ root: path.join(work, 'docs'), out, logger });
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it(
    'fails on a folder without pages and keeps the previous site',
    { timeout: 120_000 },
    async () => {
      const out = path.join(work, 'dist');
      const before = snapshot(out);
      const empty = path.join(work, 'empty-docs');
      mkdirSync(empty);
      const error = (await build({ root: empty, out, logger }).catch(
        (e: unknown) => e,
      )) as UserError;
      expect(error).toBeInstanceOf(UserError);
      expect(error.diagnostics[0].rule).toBe('site/no-pages');
      expect(snapshot(out)).toEqual(before);
    },
  );
});

describe('builds that were killed', () => {
  it('leave no staging folder behind once the next build runs, and a site moved aside for the swap comes back', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-swap-'));
    const target = path.join(dir, 'dist');
    const dead = deadPid();
    mkdirSync(path.join(dir, `.dist.tmp-${dead}-1`));
    mkdirSync(path.join(dir, `.dist.tmp-${dead}-2.old`));
    writeFileSync(path.join(dir, `.dist.tmp-${dead}-2.old`, 'index.html'), 'previous site');
    mkdirSync(path.join(dir, `.dist.tmp-${process.pid}-3`));
    recoverInterruptedBuilds(target);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('previous site');
    // a folder of a build still running (this process) is not touched
    expect(readdirSync(dir).sort()).toEqual([`.dist.tmp-${process.pid}-3`, 'dist']);
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'kill -9 during a build, then a build: the output is whole and no temporary folder is left',
    { timeout: 180_000 },
    async () => {
      const work = copyFixture(path.resolve('tests/fixtures/site'));
      try {
        const child = spawn(process.execPath, [cli, 'build', 'docs', '--clean'], {
          cwd: work,
          stdio: 'ignore',
        });
        // wait for the build's staging folder, then kill the build in the middle of its work
        await new Promise<void>((resolve) => {
          const watcher = watch(work, () => {
            if (readdirSync(work).some((f) => f.startsWith('.dist.tmp-'))) {
              watcher.close();
              resolve();
            }
          });
        });
        child.kill('SIGKILL');
        await new Promise((resolve) => child.on('exit', resolve));
        expect(readdirSync(work).filter((f) => f.startsWith('.dist.tmp-')).length).toBeGreaterThan(
          0,
        );
        const { code } = await runCli(['build', 'docs'], { cwd: work });
        expect(code).toBe(0);
        // the killed build's staging folder is gone; a previous site moved aside is deleted by a process that may
        // still be at work when the command returns
        const left = () => readdirSync(work).filter((f) => f.startsWith('.dist.tmp-'));
        expect(left().filter((f) => !f.endsWith('.old'))).toEqual([]);
        await Promise.all(left().map((f) => gone(path.join(work, f))));
        expect(left()).toEqual([]);
        expect(existsSync(path.join(work, 'dist', 'index.html'))).toBe(true);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  );
});
