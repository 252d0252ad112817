import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs-build as a user gets it: `npm pack`, then `npm install <tarball>` in a project outside this repository.
// The install is real (the tarball's own dependency list, its `files`, its bin link), so a missing dependency or
// file fails here. `--prefer-offline` takes packages from npm's cache, which `npm ci` of this repository filled, so
// it is quick and works offline; the registry is asked only for what the cache lacks. `--ignore-scripts` proves
// the package works when npm skips its postinstall: the first command then prepares its bundles itself.
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
let work: string;
let project: string;
let bin: string;

async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await run(bin, args, { cwd: project, timeout: 120_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

/** `npm run <script>` in the project, as a user types it. */
async function npmRun(script: string) {
  try {
    const { stdout, stderr } = await run('npm', ['run', script], {
      cwd: project,
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-package-'));
  await run('npm', ['pack', '--pack-destination', work], { cwd: repo, timeout: 60_000 });
  const [tarball] = readdirSync(work).filter((f) => f.endsWith('.tgz'));
  project = path.join(work, 'project');
  write(path.join(project, 'package.json'), '{ "name": "user-docs", "private": true }\n');
  await run(
    'npm',
    [
      'install',
      path.join(work, tarball),
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: project, timeout: 180_000 },
  ).catch((error: Error & { stderr?: string }) => {
    throw new Error(
      `npm install of the packed tarball failed (needs npm's cache or the registry): ${error.stderr ?? error.message}`,
    );
  });
  bin = path.join(project, 'node_modules/.bin/docs-build');
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package, installed from its tarball', () => {
  it("holds what it needs and nothing of this repository's site or tests", () => {
    const installed = path.join(project, 'node_modules/docs-build');
    for (const file of [
      'bin/docs-build.js',
      'cli/main.ts',
      'runtime/entry-server.tsx',
      'runtime/entry-client.tsx',
      'templates/page.html',
    ]) {
      expect(existsSync(path.join(installed, file)), file).toBe(true);
    }
    for (const folder of ['docs', 'tests', 'bench', 'public'])
      expect(existsSync(path.join(installed, folder)), folder).toBe(false);
  });

  it('builds and checks a bare folder with the installed bin', { timeout: 180_000 }, async () => {
    write(
      path.join(project, 'notes/index.md'),
      '# Field Notes\n\nSee [the first note](./first.md).\n',
    );
    write(path.join(project, 'notes/first.md'), '# First note\n\nSome `code`.\n');
    const built = await cli(['build', 'notes']);
    expect(built.output).not.toMatch(/^\s+at /m);
    expect(built.code).toBe(0);
    const home = readFileSync(path.join(project, 'dist/index.html'), 'utf8');
    expect(home).toContain('Field Notes');
    expect(readFileSync(path.join(project, 'dist/first.html'), 'utf8')).toContain(
      '<code>code</code>',
    );
    const checked = await cli(['check', 'notes']);
    expect(checked.output).toMatch(/2 pages, 0 errors/);
    expect(checked.code).toBe(0);
  });

  it(
    'builds and checks a site whose config imports defineConfig from the package',
    { timeout: 180_000 },
    async () => {
      write(
        path.join(project, 'site/docs/.site/config.ts'),
        `import { defineConfig } from 'docs-build';
export default defineConfig({
  title: 'Packaged',
  locales: { '/': { lang: 'en-US', name: 'English', title: 'Packaged', description: 'from a tarball', navbar: [{ text: 'Guide', link: '/guide/' }], sidebar: { '/': 'structure' } } },
});
`,
      );
      write(
        path.join(project, 'site/docs/README.md'),
        '# Packaged home\n\nGo to the [guide](./guide/).\n',
      );
      write(
        path.join(project, 'site/docs/guide/README.md'),
        '# Guide\n\n::: tip\nIt works.\n:::\n',
      );
      const built = await cli(['build', 'site/docs']);
      expect(built.output).not.toMatch(/^\s+at /m);
      expect(built.code).toBe(0);
      const guide = readFileSync(path.join(project, 'site/dist/guide/index.html'), 'utf8');
      expect(guide).toContain('<title>Guide | Packaged</title>');
      expect(guide).toContain('It works.');
      const checked = await cli(['check', 'site/docs']);
      expect(checked.output).toMatch(/2 pages, 0 errors/);
    },
  );

  it(
    'starts a new bilingual site with init that builds and passes check with no edits',
    { timeout: 180_000 },
    async () => {
      const made = await cli(['init', 'starter/docs']);
      expect(made.code).toBe(0);
      // the commands it prints run as printed: npm scripts it added to the project's package.json
      const printed = (name: string) =>
        new RegExp(`^ {2}(npm run ${name})\\b`, 'm').exec(made.output)?.[1];
      expect(printed('docs:build')).toBe('npm run docs:build');
      expect(printed('docs:check')).toBe('npm run docs:check');
      const built = await npmRun('docs:build');
      expect(built.output).not.toMatch(/^\s+at /m);
      expect(built.code).toBe(0);
      expect(
        readFileSync(path.join(project, 'starter/dist/zh/guide/index.html'), 'utf8'),
      ).toContain('<title>指南 | 我的文档</title>');
      const checked = await npmRun('docs:check');
      expect(checked.output).toMatch(/6 pages, 0 errors, 0 warnings/);
      expect(checked.code).toBe(0);
      const again = await cli(['init', 'starter/docs']);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/already exists/);
    },
  );

  it(
    'installs no video engine, and a page with a stream names the one to add',
    { timeout: 180_000 },
    async () => {
      for (const engine of ['hls.js', 'dashjs', 'mpegts.js'])
        expect(existsSync(path.join(project, 'node_modules', engine)), engine).toBe(false);
      write(path.join(project, 'video/index.md'), '# Live\n\n<VideoPlayer src="/live.m3u8" />\n');
      const built = await cli(['build', 'video']);
      expect(built.code).toBe(1);
      expect(built.output).toMatch(/video\/index\.md:3:1.*hls\.js, which is not installed/);
      expect(built.output).toContain('npm install --save-dev hls.js');
    },
  );
});
