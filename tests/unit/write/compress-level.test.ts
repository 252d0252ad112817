import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Command } from 'commander';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../../cli/write/compress.ts';
import { buildCommand } from '../../../cli/options/build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** An output folder with a page and a first-visit asset, text varied enough that brotli's qualities differ. */
function output(): { root: string; cache: string; files: Record<string, Buffer> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-compress-level-'));
  dirs.push(dir);
  const root = path.join(dir, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const words = Array.from({ length: 900 }, (_, i) => `storage${(i * 7919) % 613} mount${i % 37}`);
  const files = {
    'guide/index.html': Buffer.from(`<!doctype html><main>${words.join('<br>')}</main>`),
    'assets/entry.ABCD1234.js': Buffer.from(`export const w = ${JSON.stringify(words)};`),
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return { root, cache: path.join(dir, 'cache'), files };
}

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Whether each file's copies are, byte for byte, what gzip and brotli make at these settings. */
function expectCopies(root: string, name: string, body: Buffer, gzip: number, quality: number) {
  expect(readFileSync(path.join(root, `${name}.gz`)).equals(gzipSync(body, { level: gzip }))).toBe(
    true,
  );
  expect(readFileSync(path.join(root, `${name}.br`)).equals(brotli(body, quality))).toBe(true);
}

describe('how hard compressed copies are made', () => {
  it('makes gzip 6 with brotli 5 for pages and 10 for first-visit assets by default, gzip 9 with brotli 11 for max', async () => {
    const standard = output();
    await writeCompressedCopies(standard.root, { cacheDir: null });
    const [page, entry] = Object.entries(standard.files);
    expectCopies(standard.root, page[0], page[1], 6, 5);
    expectCopies(standard.root, entry[0], entry[1], 6, 10);

    const max = output();
    await writeCompressedCopies(max.root, { cacheDir: null, level: 'max' });
    for (const [name, body] of Object.entries(max.files)) expectCopies(max.root, name, body, 9, 11);
    const size = (root: string, name: string) => readFileSync(path.join(root, name)).length;
    expect(size(max.root, 'guide/index.html.br')).toBeLessThan(
      size(standard.root, 'guide/index.html.br'),
    );
  });

  it('never serves a kept copy of one level to a build of the other', async () => {
    const first = output();
    await writeCompressedCopies(first.root, { cacheDir: first.cache });
    const second = output();
    const stats = await writeCompressedCopies(second.root, { cacheDir: first.cache, level: 'max' });
    expect(stats.reused).toBe(0);
    for (const [name, body] of Object.entries(second.files))
      expectCopies(second.root, name, body, 9, 11);
  });
});

describe('build --compress', () => {
  /** The options `build` is run with for `args`, its action replaced so nothing is built. */
  function parse(args: string[]): Record<string, unknown> {
    const program = new Command().exitOverride();
    buildCommand(program);
    const build = program.commands.find((c) => c.name() === 'build')!;
    build.exitOverride().configureOutput({ writeErr: () => undefined });
    let seen: Record<string, unknown> = {};
    build.action((_dir: unknown, opts: Record<string, unknown>) => void (seen = opts));
    program.parse(['build', 'docs', ...args], { from: 'user' });
    return seen;
  }

  it('takes max or standard, refuses other levels, and keeps --no-compress', () => {
    expect(parse(['--compress', 'max']).compress).toBe('max');
    expect(parse(['--compress', 'standard']).compress).toBe('standard');
    expect(parse(['--no-compress']).compress).toBe(false);
    expect(parse([]).compress).toBeUndefined();
    expect(() => parse(['--compress', 'fastest'])).toThrow(/fastest/);
  });
});
