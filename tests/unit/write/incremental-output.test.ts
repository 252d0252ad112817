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
import {
  OutputChanged,
  previousOutput,
  readOutputManifest,
  recordOutput,
} from '../../../cli/write/output-manifest.ts';

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
  const output = new AtomicOutput(target, false, readOutputManifest(cacheDir, target, false));
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

  it('replaces the whole folder when a file it wrote was changed by hand', async () => {
    await build(site);
    writeFileSync(path.join(target, 'guide/a.html'), 'edited by hand');
    expect(readOutputManifest(cacheDir, target, false)).toBeNull();
    await build(site);
    expect(readFileSync(path.join(target, 'guide/a.html'), 'utf8')).toBe('a');
  });

  it('notices a kept file changed by hand while the build that kept it ran', async () => {
    await build(site);
    const output = new AtomicOutput(target, false, readOutputManifest(cacheDir, target, false));
    for (const [name, text] of Object.entries({ ...site, 'index.html': 'home, edited' }))
      await output.write(name, text);
    // the build left guide/b.html in place and records it as it found it, not as it lies now
    writeFileSync(path.join(target, 'guide/b.html'), 'edited by hand meanwhile');
    await output.commit();
    recordOutput({ cacheDir, useCache: true }, output, false);
    expect(readOutputManifest(cacheDir, target, false)).toBeNull();
    await build(site);
    expect(readFileSync(path.join(target, 'guide/b.html'), 'utf8')).toBe('b');
  });

  it('checks a large output while the build runs, and stops before moving anything if a file changed', async () => {
    await build(site);
    writeFileSync(path.join(target, 'stray.html'), 'not ours');
    // every output counts as large here: it is taken as the manifest lists it, and checked meanwhile
    const aside = () => previousOutput({ cacheDir, useCache: true }, target, false, 0);
    expect(await aside()?.checked).toMatchObject({ intact: true, others: ['stray.html'] });
    writeFileSync(path.join(target, 'guide/b.html'), 'edited by hand');
    const previous = aside();
    expect(previous?.files['guide/b.html']).toBeDefined();
    const output = new AtomicOutput(target, false, previous);
    for (const [name, text] of Object.entries({ ...site, 'index.html': 'home, edited' }))
      await output.write(name, text);
    await expect(output.commit()).rejects.toBeInstanceOf(OutputChanged);
    // nothing moved: the edited page is not in place, the hand edit is still there
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(path.join(target, 'guide/b.html'), 'utf8')).toBe('edited by hand');
  });

  it('keeps a file a person added, names it, and lists only its own files', async () => {
    await build(site);
    writeFileSync(path.join(target, 'stray.html'), 'not ours');
    expect((await readOutputManifest(cacheDir, target, false)?.checked)?.others).toEqual([
      'stray.html',
    ]);
    const output = new AtomicOutput(target, false, readOutputManifest(cacheDir, target, false));
    for (const [name, text] of Object.entries(site)) await output.write(name, text);
    const notes = await output.commit();
    expect(notes.map((note) => note.message).join()).toContain('stray.html');
    expect(output.changed).toBe(false);
    expect(readFileSync(path.join(target, 'stray.html'), 'utf8')).toBe('not ours');
    expect(readFileSync(path.join(target, '.docs-build-files'), 'utf8')).not.toContain('stray');
  });

  it('stops rather than write over a file a person added, unless asked to replace it', async () => {
    await build({ 'index.html': 'home' });
    writeFileSync(path.join(target, 'new.html'), 'theirs');
    const again = (replaceOthers: boolean) => {
      const output = new AtomicOutput(
        target,
        replaceOthers,
        readOutputManifest(cacheDir, target, false),
      );
      return output
        .write('index.html', 'home')
        .then(() => output.write('new.html', 'ours'))
        .then(() => output.commit());
    };
    await expect(again(false)).rejects.toThrow(/write over/);
    expect(readFileSync(path.join(target, 'new.html'), 'utf8')).toBe('theirs');
    await again(true);
    expect(readFileSync(path.join(target, 'new.html'), 'utf8')).toBe('ours');
  });

  it('writes a path named twice again when its last contents differ from the kept file', async () => {
    await build(site);
    const output = new AtomicOutput(target, false, readOutputManifest(cacheDir, target, false));
    for (const [name, text] of Object.entries(site)) await output.write(name, text);
    await output.write('index.html', 'replaced');
    await output.commit();
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('replaced');
  });
});

describe('what the output tells its listener it may keep', () => {
  it('lets a sole listener have the bytes it encoded, once they are written, and lends it bytes given to it', async () => {
    const output = new AtomicOutput(target, false, null);
    const heard = new Map<string, Promise<unknown> | undefined>();
    output.onWrite((name, _bytes, givable) => heard.set(name, givable));
    const own = new TextEncoder().encode('the caller keeps these');
    await output.write('page.html', 'encoded by the output');
    await output.write('asset.js', own);
    await output.writeKeyed('made.html', 'k', () => 'made by the output');
    expect(heard.get('asset.js')).toBeUndefined();
    for (const name of ['page.html', 'made.html']) {
      expect(heard.get(name)).toBeInstanceOf(Promise);
      await heard.get(name);
      // settled only once the file holds the bytes
      expect(readFileSync(path.join(output.staging, name), 'utf8')).toMatch(/by the output$/);
    }
    // a second listener would share the bytes: neither may have them
    const shared = new AtomicOutput(path.join(work, 'other'), false, null);
    const givables: unknown[] = [];
    shared.onWrite((_name, _bytes, givable) => givables.push(givable));
    shared.onWrite(() => undefined);
    await shared.write('page.html', 'encoded by the output');
    expect(givables).toEqual([undefined]);
    await Promise.all([output.discard(), shared.discard()]);
  });
});

describe('a file written in parts over the previous build', () => {
  async function buildInParts(parts: string[], { whole = false } = {}) {
    const output = new AtomicOutput(target, false, readOutputManifest(cacheDir, target, false));
    if (whole) await output.write('llms-full.txt', parts.join(''));
    else await output.writeInParts('llms-full.txt', parts);
    await output.commit();
    recordOutput({ cacheDir, useCache: true }, output, false);
    return output;
  }

  it('is known by its bytes as a file written whole is: left alone while they are the same', async () => {
    await buildInParts(['# a\n', '---\n', '# b\n'], { whole: true });
    const before = times();
    const same = await buildInParts(['# a\n', '---\n', '# b\n']);
    expect(same.changed).toBe(false);
    expect(same.bytes).toBe(12);
    expect(times()).toEqual(before);
    const edited = await buildInParts(['# a\n', '---\n', '# c\n']);
    expect(edited.changed).toBe(true);
    expect(readFileSync(path.join(target, 'llms-full.txt'), 'utf8')).toBe('# a\n---\n# c\n');
  });

  it('is handed to the listeners (the compressor) once written, when its bytes changed', async () => {
    const heard = async (parts: string[]) => {
      const output = new AtomicOutput(target, false, readOutputManifest(cacheDir, target, false));
      const got: [string, string][] = [];
      output.onWrite((name, bytes) => got.push([name, Buffer.from(bytes).toString('utf8')]));
      await output.writeInParts('llms-full.txt', parts);
      await output.commit();
      recordOutput({ cacheDir, useCache: true }, output, false);
      return got;
    };
    expect(await heard(['# a\n', '# b\n'])).toEqual([['llms-full.txt', '# a\n# b\n']]);
    expect(await heard(['# a\n', '# b\n'])).toEqual([]);
  });

  it('writes a kept file from the bytes at hand when the copy it was to be copied from is gone', async () => {
    // another build replaced the cache between the copy's planning and the copy
    const output = new AtomicOutput(target, false, null);
    const gone = path.join(work, 'cache-replaced', 'entry.js');
    expect(output.copyFile(gone, 'assets/entry.js', Buffer.from('entry'))).toBe(true);
    await output.commit();
    expect(readFileSync(path.join(target, 'assets/entry.js'), 'utf8')).toBe('entry');
  });
});
