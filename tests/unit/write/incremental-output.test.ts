import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtomicOutput } from '../../../cli/write/output.ts';
import { readOutputManifest, recordOutput } from '../../../cli/write/output-manifest.ts';

let work: string;
let target: string;
let cacheDir: string;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-incremental-'));
  target = path.join(work, 'dist');
  cacheDir = path.join(work, 'cache');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** One build of `files` into the target, starting from what the previous build recorded. */
async function build(files: Record<string, string>, { fail = false } = {}) {
  const output = new AtomicOutput(target, readOutputManifest(cacheDir, target, false));
  for (const [name, text] of Object.entries(files)) await output.write(name, text);
  if (fail) return output.discard();
  await output.commit();
  recordOutput({ cacheDir, useCache: true }, output, false);
  return output;
}

const times = () =>
  Object.fromEntries(
    (readdirSync(target, { recursive: true }) as string[]).map((name) => [
      name,
      statSync(path.join(target, name)).mtimeMs,
    ]),
  );

const site = { 'index.html': 'home', 'guide/a.html': 'a', 'guide/b.html': 'b' };

describe('an output written over the previous build', () => {
  it('writes nothing when every file is the same', async () => {
    await build(site);
    const before = times();
    const output = await build(site);
    expect(output?.changed).toBe(false);
    expect(times()).toEqual(before);
    expect(output?.files).toBe(3);
  });

  it('writes the changed file only, and removes the files no longer made', async () => {
    await build(site);
    const before = times();
    await build({ 'index.html': 'home', 'guide/a.html': 'a, edited' });
    expect(readFileSync(path.join(target, 'guide/a.html'), 'utf8')).toBe('a, edited');
    expect(existsSync(path.join(target, 'guide/b.html'))).toBe(false);
    expect(times()['index.html']).toBe(before['index.html']);
  });

  it('removes a folder left empty', async () => {
    await build(site);
    await build({ 'index.html': 'home' });
    expect(existsSync(path.join(target, 'guide'))).toBe(false);
  });

  it('leaves the previous output as it was when the build fails', async () => {
    await build(site);
    const before = times();
    await build({ 'index.html': 'home, edited' }, { fail: true });
    expect(times()).toEqual(before);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('home');
  });

  it('replaces the whole folder when a file in it was changed by hand', async () => {
    await build(site);
    writeFileSync(path.join(target, 'stray.html'), 'not ours');
    expect(readOutputManifest(cacheDir, target, false)).toBeNull();
    await build(site);
    expect(existsSync(path.join(target, 'stray.html'))).toBe(false);
  });

  it('writes a path named twice again when its last contents differ from the kept file', async () => {
    await build(site);
    const output = new AtomicOutput(target, readOutputManifest(cacheDir, target, false));
    for (const [name, text] of Object.entries(site)) await output.write(name, text);
    await output.write('index.html', 'replaced');
    await output.commit();
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('replaced');
  });
});
