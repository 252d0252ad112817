import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { check } from '../../../cli/commands/check.ts';
import { dev, type DevHandle } from '../../../cli/commands/dev.ts';
import { serveStatic } from '../../../cli/hosting/static-files.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

// A project of its own (package.json) with a bare docs folder whose public/ holds symlinks and dotfiles.
const logger = createLogger({ quiet: true });
let work: string;
let docs: string;
let dist: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-public-'));
  docs = path.join(work, 'docs');
  dist = path.join(work, 'dist');
  write(path.join(work, 'package.json'), '{ "private": true }\n');
  write(path.join(work, 'artwork/mark.svg'), '<svg id="mark"/>');
  write(
    path.join(docs, 'index.md'),
    '# Home\n\nA [standalone page](/pure.html), the [logo](/logo.svg), [the same](./pure.html).\n',
  );
  write(
    path.join(docs, 'guide/index.md'),
    '# Guide\n\nBack [home](../), [home again](../index.md), [here](./), [a sibling](./setup.md).\n',
  );
  write(
    path.join(docs, 'guide/setup.md'),
    '# Setup\n\nUp [one](..), [the guide](../guide/), [spaced](./Two%20Words.md#two-words).\n',
  );
  write(path.join(docs, 'guide/Two Words.md'), '# Two words\n');
  write(path.join(docs, 'public/logo.svg'), '<svg/>');
  write(path.join(docs, 'public/pure.html'), '<p>pure</p>');
  write(path.join(docs, 'public/.env'), 'SECRET=1');
  write(path.join(docs, 'public/.nojekyll'), '');
  write(path.join(docs, 'public/.well-known/security.txt'), 'Contact: mailto:x@example.test');
  write(path.join(docs, 'public/.git/config'), '[core]');
  // a symlink to a file elsewhere in the project: published as the file itself
  symlinkSync(path.join(work, 'artwork/mark.svg'), path.join(docs, 'public/mark.svg'));
  // links whose own names are harmless, to the project's secrets: a file, a file in a dot-folder, a dot-folder
  write(path.join(work, '.env'), 'PROJECT_SECRET=1');
  write(path.join(work, '.git/config'), '[remote "origin"]');
  symlinkSync(path.join(work, '.env'), path.join(docs, 'public/env.txt'));
  symlinkSync(path.join(work, '.git/config'), path.join(docs, 'public/git-config.txt'));
  symlinkSync(path.join(work, '.git'), path.join(docs, 'public/repository'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('public files', () => {
  it('check: links to files in public/, ../ links and percent-encoded file names are not broken links', async () => {
    const result = await check({ root: docs, logger });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // the dotfile that is left out is said once, as a warning
    expect(
      result.diagnostics
        .filter((d) => d.rule === 'public/dotfile')
        .map((d) => path.basename(d.file)),
    ).toEqual(['.env', '.git']);
    // and so is each link that leads to one
    const hidden = result.diagnostics.filter((d) => d.rule === 'public/hidden-target');
    expect(hidden.map((d) => [d.severity, path.basename(d.file)])).toEqual([
      ['warning', 'env.txt'],
      ['warning', 'git-config.txt'],
      ['warning', 'repository'],
    ]);
  });

  it('build: symlinks are copied as their targets, private dotfiles are left out, listed ones kept', async () => {
    await build({ root: docs, logger });
    expect(lstatSync(path.join(dist, 'mark.svg')).isSymbolicLink()).toBe(false);
    expect(readFileSync(path.join(dist, 'mark.svg'), 'utf8')).toBe('<svg id="mark"/>');
    expect(existsSync(path.join(dist, '.env'))).toBe(false);
    expect(existsSync(path.join(dist, '.git'))).toBe(false);
    expect(existsSync(path.join(dist, '.nojekyll'))).toBe(true);
    expect(readFileSync(path.join(dist, '.well-known/security.txt'), 'utf8')).toContain('Contact');
    expect(readFileSync(path.join(dist, 'pure.html'), 'utf8')).toBe('<p>pure</p>');
  });

  it("build: a link is judged by where it leads, so no link publishes a dotfile or a dot-folder's files", async () => {
    await build({ root: docs, logger });
    for (const file of ['env.txt', 'git-config.txt', 'repository/config', 'repository'])
      expect(existsSync(path.join(dist, file)), file).toBe(false);
  });

  it('a public symlink that leads out of the project is an error naming it, in check and build', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docs-build-outside-'));
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    const link = path.join(docs, 'public/leak.txt');
    symlinkSync(path.join(outside, 'secret.txt'), link);
    try {
      const checked = await check({ root: docs, logger });
      const errors = checked.diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => [d.rule, path.basename(d.file)])).toEqual([
        ['public/symlink', 'leak.txt'],
      ]);
      const failure = await build({ root: docs, logger }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(UserError);
      const [error] = (failure as UserError).diagnostics.filter((d) => d.severity === 'error');
      expect(error.file).toMatch(/public[/\\]leak\.txt$/);
      expect(existsSync(path.join(dist, 'leak.txt'))).toBe(false);
    } finally {
      unlinkSync(link);
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

async function status(base: string, urlPath: string): Promise<number> {
  return (await fetch(new URL(urlPath, base))).status;
}

describe('serving dotfiles', () => {
  let server: Server;
  let handle: DevHandle;
  beforeAll(async () => {
    if (!existsSync(path.join(dist, 'index.html'))) await build({ root: docs, logger });
    // as if an older build (or a hand copy) had put secrets into the output
    writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    server = await serveStatic(dist, { port: 0 });
    handle = await dev({ root: docs, port: 0, logger, warm: false });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.close();
  });

  it('preview answers 404 for dotfiles but serves .well-known/ and public files', async () => {
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    expect(await status(base, '/.env')).toBe(404);
    expect(await status(base, '/%2eenv')).toBe(404);
    expect(await status(base, '/.well-known/security.txt')).toBe(200);
    expect(await status(base, '/logo.svg')).toBe(200);
  });

  it('dev answers 404 for dotfiles in public/ and serves public symlinks that stay in the project', async () => {
    expect(await status(handle.url, '/.env')).toBe(404);
    expect(await status(handle.url, '/.git/config')).toBe(404);
    expect(await status(handle.url, '/.well-known/security.txt')).toBe(200);
    expect(await status(handle.url, '/mark.svg')).toBe(200);
    for (const url of ['/env.txt', '/git-config.txt', '/repository/config'])
      expect(await status(handle.url, url), url).toBe(404);
  });

  it('preview answers 404 for a file of the output that is a link to a dotfile', async () => {
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    symlinkSync(path.join(dist, '.env'), path.join(dist, 'innocent.txt'));
    try {
      expect(await status(base, '/innocent.txt')).toBe(404);
    } finally {
      unlinkSync(path.join(dist, 'innocent.txt'));
    }
  });
});

describe('a docs folder that is a workspace package of its repository', () => {
  it('publishes public symlinks into the repository outside the package, as VitePress links its logo', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'docs-build-workspace-'));
    try {
      mkdirSync(path.join(repo, '.git'));
      write(path.join(repo, 'package.json'), '{ "private": true, "workspaces": ["docs"] }\n');
      write(path.join(repo, 'art/logo.svg'), '<svg id="art"/>');
      const site = path.join(repo, 'docs');
      write(path.join(site, 'package.json'), '{ "name": "docs", "private": true }\n');
      write(path.join(site, 'index.md'), '# Home\n\nThe [logo](/logo.svg).\n');
      mkdirSync(path.join(site, 'public'));
      symlinkSync('../../art/logo.svg', path.join(site, 'public/logo.svg'));
      const out = path.join(repo, 'out');
      await build({ root: site, out, logger });
      expect(lstatSync(path.join(out, 'logo.svg')).isSymbolicLink()).toBe(false);
      expect(readFileSync(path.join(out, 'logo.svg'), 'utf8')).toBe('<svg id="art"/>');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
