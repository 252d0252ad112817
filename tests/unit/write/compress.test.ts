import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VENDOR_PACKAGES,
  vendorBundle,
  vendorFile,
  vendorPathsFor,
} from '../../../cli/bundle/vendor.ts';
import type { ClientAssets } from '../../../cli/bundle/client.ts';
import { vendorPackagesFor } from '../../../cli/bundle/vendor-use.ts';
import { Compressor, writeCompressedCopies } from '../../../cli/write/compress.ts';
import { chooseEncoding } from '../../../cli/hosting/content-encoding.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function site(): { root: string; cache: string; page: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-compress-'));
  dirs.push(dir);
  const root = path.join(dir, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  const page = `<!doctype html><title>x</title>${'<p>Every mounted storage is also served over WebDAV.</p>'.repeat(60)}`;
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(
    path.join(root, 'assets/entry.ABCD1234.js'),
    `export const words = ${JSON.stringify('alist '.repeat(500))};`,
  );
  writeFileSync(path.join(root, 'assets/tiny.js'), 'export {};');
  writeFileSync(path.join(root, 'logo.png'), Buffer.alloc(4096, 7));
  return { root, cache: path.join(dir, 'cache'), page };
}

/**
 * The compression worker from its TypeScript source (the CLI bundle runs the same code), through tsx's loader. With
 * `heldUntil`, it takes no job until that file exists (its jobs wait in its inbox).
 */
function compressWorker(heldUntil?: string): Worker {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-compress-worker-'));
  dirs.push(dir);
  const entry = path.join(dir, 'entry.mjs');
  const url = (file: string) => JSON.stringify(pathToFileURL(file).href);
  // a worker takes no loader from its flags on Node 20: it registers tsx's ES-module hooks itself
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = path.join(
    path.dirname(tsxPackage),
    JSON.parse(readFileSync(tsxPackage, 'utf8')).exports['./esm/api'].import.default,
  );
  const hold = heldUntil
    ? `const { existsSync } = await import('node:fs');\nwhile (!existsSync(${JSON.stringify(heldUntil)})) await new Promise((resolve) => setTimeout(resolve, 10));\n`
    : '';
  writeFileSync(
    entry,
    `${hold}const { register } = await import(${url(tsxApi)});\nregister();\nawait import(${url(path.resolve('cli/write/compress-worker.ts'))});\n`,
  );
  return new Worker(entry);
}

/** A stand-in for the compression worker that ends at its first job. */
function dyingWorker(): Worker {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-compress-dies-'));
  dirs.push(dir);
  writeFileSync(
    path.join(dir, 'dies.mjs'),
    "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (m) => { if (m && m.id) process.exit(1); });\n",
  );
  return new Worker(path.join(dir, 'dies.mjs'));
}

describe('compression on a worker thread', () => {
  it("writes the same copies as this thread, keeps and reuses them, and counts them as the worker's", async () => {
    const here = site();
    await writeCompressedCopies(here.root, { cacheDir: null });
    const there = site();
    const onWorker = await new Compressor(there.root, {
      cacheDir: there.cache,
      worker: compressWorker(),
    }).finish();
    expect(onWorker.onWorker).toBe(2);
    for (const file of [
      'index.html.gz',
      'index.html.br',
      'assets/entry.ABCD1234.js.gz',
      'assets/entry.ABCD1234.js.br',
    ]) {
      expect(readFileSync(path.join(there.root, file)), file).toEqual(
        readFileSync(path.join(here.root, file)),
      );
    }
    // the worker kept them in the cache folder, and the next build's worker takes them from there
    const again = site();
    const reused = await new Compressor(again.root, {
      cacheDir: there.cache,
      worker: compressWorker(),
    }).finish();
    expect(reused).toMatchObject({ files: 2, reused: 2, onWorker: 2 });
  }, 30_000);

  /** Hands `pages` over to a compressor whose worker takes no job until released, and waits for this thread's share. */
  async function buildWithHeldWorker(pages: string[][], cacheDir: string | null, madeHere: number) {
    const { root } = site();
    const released = path.join(path.dirname(root), 'released');
    const compressor = new Compressor(root, { cacheDir, worker: compressWorker(released) });
    for (const [file, body] of pages) {
      writeFileSync(path.join(root, file), body);
      compressor.add(file, body);
    }
    const finished = compressor.finish();
    await vi.waitFor(() => expect(compressor.stats.files).toBe(madeHere), { timeout: 20_000 });
    writeFileSync(released, '');
    return { root, stats: await finished };
  }

  it('keeps the worker supplied while this thread is busy, and makes copies too once every file is handed over', async () => {
    const pages = Array.from({ length: 80 }, (_, i) => [
      `page-${i}.html`,
      `<p>${'words '.repeat(400)}${i}</p>`,
    ]);
    const cacheDir = path.join(
      mkdtempSync(path.join(os.tmpdir(), 'docs-build-compress-kept-')),
      'cache',
    );
    dirs.push(path.dirname(cacheDir));
    // handed over in one turn of this thread, 64 jobs wait in the held worker's inbox; this thread makes the other
    // 16 pages and the 2 files read back
    const { root, stats } = await buildWithHeldWorker(pages, cacheDir, 18);
    expect(stats).toMatchObject({ files: 82, onWorker: 64, reused: 0 });
    for (const [file, body] of pages) {
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).toString(), file).toBe(body);
      expect(
        brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).toString(),
        file,
      ).toBe(body);
    }
    // the worker's pruning keeps the copies this thread reused: a third build still finds every one
    expect((await buildWithHeldWorker(pages, cacheDir, 18)).stats).toMatchObject({
      files: 82,
      reused: 82,
    });
    expect((await buildWithHeldWorker(pages, cacheDir, 18)).stats).toMatchObject({
      files: 82,
      reused: 82,
    });
  }, 60_000);

  it('hands the worker no more than 16 MB at once', async () => {
    const mib = 1024 * 1024;
    const pages = Array.from({ length: 20 }, (_, i) => [
      `big-${i}.html`,
      `${i}`.padEnd(mib, ' <p>words and more words</p>'),
    ]);
    const { stats } = await buildWithHeldWorker(pages, null, 6);
    expect(stats).toMatchObject({ files: 22, onWorker: 16 });
  }, 60_000);

  it('starts a worker given late only once the files handed over pass 4 MB', async () => {
    const text = (n: number, kb: number) =>
      `<p>page ${n} ${'served over WebDAV '.repeat(kb * 54)}</p>`;
    const run = async (files: number, kb: number) => {
      const { root } = site();
      let started = 0;
      const compressor = new Compressor(root, {
        cacheDir: null,
        worker: () => (started++, compressWorker()),
      });
      for (let n = 0; n < files; n++) compressor.add(`page-${n}.html`, text(n, kb));
      const stats = await compressor.finish();
      return { started, stats };
    };
    // a few files, as after one page's edit: zlib's threads make their copies, no worker is started
    const few = await run(3, 100);
    expect(few).toMatchObject({ started: 0, stats: { files: 5, onWorker: 0 } });
    // more than 4 MB: the worker is started once and takes the files handed over after
    const many = await run(6, 1024);
    expect(many.started).toBe(1);
    expect(many.stats.files).toBe(8);
    expect(many.stats.onWorker).toBeGreaterThan(0);
  }, 30_000);

  it('moves bytes it may give away to the worker once their write settles, and copies the others', async () => {
    const { root, page } = site();
    const text = page.repeat(3);
    // buffers of their own (larger than Node's pool takes), as the output encodes pages
    const given = new TextEncoder().encode(text);
    const lent = new TextEncoder().encode(text);
    for (const name of ['given.html', 'lent.html']) writeFileSync(path.join(root, name), text);
    let written!: () => void;
    const write = new Promise<void>((resolve) => (written = resolve));
    const compressor = new Compressor(root, { cacheDir: null, worker: compressWorker() });
    compressor.add('given.html', given, write);
    compressor.add('lent.html', lent);
    // a hand-over is a chain of promise reactions: one turn of the event loop is room for it
    await new Promise((resolve) => setImmediate(resolve));
    expect(lent.byteLength).toBe(text.length);
    // not before the write of the same bytes is done
    expect(given.byteLength).toBe(text.length);
    written();
    const stats = await compressor.finish();
    expect(stats.onWorker).toBe(4);
    expect(given.byteLength).toBe(0);
    expect(Buffer.from(lent).toString()).toBe(text);
    for (const name of ['given.html', 'lent.html'])
      expect(gunzipSync(readFileSync(path.join(root, `${name}.gz`))).toString()).toBe(text);
  });

  it('reads a file back when its bytes had moved to a worker that ended before answering', async () => {
    const { root, page } = site();
    const text = page.repeat(3);
    writeFileSync(path.join(root, 'given.html'), text);
    const given = new TextEncoder().encode(text);
    const compressor = new Compressor(root, { cacheDir: null, worker: dyingWorker() });
    compressor.add('given.html', given, Promise.resolve());
    const stats = await compressor.finish();
    expect(given.byteLength).toBe(0);
    expect(stats.onWorker).toBe(0);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'given.html.br'))).toString()).toBe(
      text,
    );
  });

  it('makes the copies itself when the worker ends before answering', async () => {
    const { root, page } = site();
    const stats = await new Compressor(root, { cacheDir: null, worker: dyingWorker() }).finish();
    expect(stats).toMatchObject({ files: 2, onWorker: 0 });
    expect(gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).toString()).toBe(
      page,
    );
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('writeCompressedCopies', () => {
  it('writes a gzip and a brotli copy beside text files above 1 KB and nothing for small or binary files', async () => {
    const { root, cache, page } = site();
    const stats = await writeCompressedCopies(root, { cacheDir: cache });
    expect(stats.files).toBe(2);
    expect(gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).toString()).toBe(
      page,
    );
    expect(readFileSync(path.join(root, 'index.html.br')).length).toBeLessThan(page.length / 10);
    expect(existsSync(path.join(root, 'assets/entry.ABCD1234.js.br'))).toBe(true);
    expect(existsSync(path.join(root, 'assets/tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(root, 'logo.png.gz'))).toBe(false);
  });

  it('reuses the copies of unchanged files in the next build and remakes changed ones', async () => {
    const first = site();
    await writeCompressedCopies(first.root, { cacheDir: first.cache });
    const second = site();
    writeFileSync(path.join(second.root, 'index.html'), `${second.page}<p>changed</p>`);
    const stats = await writeCompressedCopies(second.root, { cacheDir: first.cache });
    expect(stats.reused).toBe(1);
    expect(
      brotliDecompressSync(readFileSync(path.join(second.root, 'index.html.br'))).toString(),
    ).toContain('<p>changed</p>');
  });

  it('never shares a file with the output, so editing the output in place leaves later builds intact', async () => {
    const first = site();
    await writeCompressedCopies(first.root, { cacheDir: first.cache });
    const kept = () =>
      readdirSync(path.join(first.cache, 'compressed')).map(
        (name) => statSync(path.join(first.cache, 'compressed', name)).ino,
      );
    const written = statSync(path.join(first.root, 'index.html.br'));
    expect(kept()).not.toContain(written.ino);
    expect(written.nlink).toBe(1);
    // a deploy script that rewrites the first build's copy in place, then the next build's
    writeFileSync(path.join(first.root, 'index.html.br'), 'changed in place');
    const second = site();
    const stats = await writeCompressedCopies(second.root, { cacheDir: first.cache });
    expect(stats.reused).toBe(2);
    expect(kept()).not.toContain(statSync(path.join(second.root, 'index.html.br')).ino);
    writeFileSync(path.join(second.root, 'index.html.br'), 'changed in place');
    const third = site();
    await writeCompressedCopies(third.root, { cacheDir: first.cache });
    expect(
      brotliDecompressSync(readFileSync(path.join(third.root, 'index.html.br'))).toString(),
    ).toBe(third.page);
  });

  it('compresses files handed over faster than it can keep them, holding a bounded queue and reading the rest back', async () => {
    const { root } = site();
    const compressor = new Compressor(root, { cacheDir: null });
    // 48 pages of 1 MB handed over at once: more than the queue holds, so some wait on disk for finish()
    for (let i = 0; i < 48; i++) {
      const html = `<!doctype html><p>page ${i}</p>${'<p>Mounted storages are listed as one tree.</p>'.repeat(22_000)}`;
      writeFileSync(path.join(root, `page-${i}.html`), html);
      compressor.add(`page-${i}.html`, html);
    }
    const stats = await compressor.finish();
    for (let i = 0; i < 48; i++) {
      expect(gunzipSync(readFileSync(path.join(root, `page-${i}.html.gz`))).toString()).toContain(
        `<p>page ${i}</p>`,
      );
      expect(
        brotliDecompressSync(readFileSync(path.join(root, `page-${i}.html.br`))).toString(),
      ).toContain(`<p>page ${i}</p>`);
    }
    // the pages, the site's own index.html and its hashed asset, each once; the queue (32 MB) and the running jobs
    // took most pages, the rest and the two site files were read back
    expect(stats.files).toBe(50);
    expect(stats.readBack).toBeGreaterThan(2);
    expect(stats.readBack).toBeLessThan(2 + 48);
  });

  it("keeps a file's copies of what it holds last when it is written again (a public file over a page)", async () => {
    const { root, page } = site();
    const compressor = new Compressor(root, { cacheDir: null });
    const big = (text: string) =>
      `<!doctype html><title>${text}</title>${'<p>Each storage keeps its own cache.</p>'.repeat(20_000)}`;
    // one path written three times: the first copy is being made when the others arrive, the second never starts
    compressor.add('guide.html', big('rendered'));
    compressor.add('guide.html', big('replaced before its turn'));
    compressor.add('guide.html', big('public'));
    // written again below the size worth compressing: its copies still follow it
    compressor.add('index.html', page);
    compressor.add('index.html', '<p>small</p>');
    await compressor.finish();
    expect(gunzipSync(readFileSync(path.join(root, 'guide.html.gz'))).toString()).toContain(
      '<title>public</title>',
    );
    expect(
      brotliDecompressSync(readFileSync(path.join(root, 'guide.html.br'))).toString(),
    ).toContain('<title>public</title>');
    expect(gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).toString()).toBe(
      '<p>small</p>',
    );
    expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).toString()).toBe(
      '<p>small</p>',
    );
  });

  it('copies the copies made ahead beside a file instead of compressing it, and compresses one that has none', async () => {
    const { root } = site();
    const made = path.join(path.dirname(root), 'made');
    mkdirSync(made);
    const body = readFileSync(path.join(root, 'assets/entry.ABCD1234.js'));
    // marker bytes no compressor would produce: the test fails if the file is compressed here instead
    writeFileSync(path.join(made, 'lib.js'), body);
    writeFileSync(path.join(made, 'lib.js.gz'), 'made-at-install-gz');
    writeFileSync(path.join(made, 'lib.js.br'), 'made-at-install-br');
    writeFileSync(path.join(made, 'bare.js'), body);
    const compressor = new Compressor(root, { cacheDir: null });
    compressor.copyFrom('assets/entry.ABCD1234.js', path.join(made, 'lib.js'));
    compressor.copyFrom('index.html', path.join(made, 'bare.js'));
    const stats = await compressor.finish();
    expect(readFileSync(path.join(root, 'assets/entry.ABCD1234.js.gz')).toString()).toBe(
      'made-at-install-gz',
    );
    expect(readFileSync(path.join(root, 'assets/entry.ABCD1234.js.br')).toString()).toBe(
      'made-at-install-br',
    );
    // no copies beside bare.js: index.html was compressed from its own contents at the end
    expect(
      gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).equals(
        readFileSync(path.join(root, 'index.html')),
      ),
    ).toBe(true);
    expect(stats.files).toBe(2);
    expect(stats.gzipBytes).toBe(
      'made-at-install-gz'.length + readFileSync(path.join(root, 'index.html.gz')).length,
    );
  });
});

describe('kept copies that vanish', () => {
  it('compresses the file itself when its kept copies cannot be copied', async () => {
    const { root } = site();
    const made = path.join(path.dirname(root), 'made');
    mkdirSync(made);
    writeFileSync(
      path.join(made, 'lib.js'),
      readFileSync(path.join(root, 'assets/entry.ABCD1234.js')),
    );
    writeFileSync(path.join(made, 'lib.js.gz'), 'made-at-install-gz');
    // there, but no file to copy: as when another build swapped the cache out from under this one
    mkdirSync(path.join(made, 'lib.js.br'));
    const compressor = new Compressor(root, { cacheDir: null });
    compressor.copyFrom('assets/entry.ABCD1234.js', path.join(made, 'lib.js'));
    await compressor.finish();
    const file = path.join(root, 'assets/entry.ABCD1234.js');
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file))).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true);
  });
});

describe('vendorBundle', () => {
  it('brings each vendor file with gzip and brotli copies of its own contents', async () => {
    const vendor = await vendorBundle();
    const files = vendorPathsFor(vendor, VENDOR_PACKAGES).map((sitePath) =>
      vendorFile(vendor, sitePath)!,
    );
    const large = files.filter((f) => f.contents.byteLength >= 1024);
    expect(large.length).toBeGreaterThan(4);
    for (const file of large) {
      const source = vendor.sources.get(file.path)!;
      expect(
        gunzipSync(readFileSync(`${source}.gz`)).equals(Buffer.from(file.contents)),
        file.path,
      ).toBe(true);
      expect(
        brotliDecompressSync(readFileSync(`${source}.br`)).equals(Buffer.from(file.contents)),
        file.path,
      ).toBe(true);
    }
  });

  it('lists its files in its manifest, the same files its folder holds', async () => {
    const vendor = await vendorBundle();
    // entries lie at the top of the folder
    const folder = path.dirname(vendor.sources.get(vendor.entries.mermaid)!);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as {
      files?: string[];
    };
    const onDisk = (readdirSync(folder, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.split(path.sep).join('/'));
    expect(manifest.files?.slice().sort()).toEqual(onDisk.sort());
    expect([...vendor.sources.values()].sort()).toEqual(
      onDisk.map((f) => path.join(folder, f)).sort(),
    );
  });

  it('knows the files each library needs, so a site gets only those its pages load', async () => {
    const vendor = await vendorBundle();
    // every kept file belongs to some library, and each library's list starts at its entry
    expect(new Set(Object.values(vendor.closure).flat())).toEqual(new Set(vendor.sources.keys()));
    for (const name of VENDOR_PACKAGES) expect(vendor.closure[name][0]).toBe(vendor.entries[name]);
    // a video engine does not bring mermaid's many chunks (at most a helper chunk they share)
    const mermaid = new Set(vendor.closure.mermaid);
    expect(mermaid.size).toBeGreaterThan(20);
    expect(vendor.closure['hls.js'].filter((f) => mermaid.has(f)).length).toBeLessThan(3);
    expect(vendorPathsFor(vendor, ['hls.js', 'hls.js'])).toEqual(vendor.closure['hls.js']);
  });

  it("are published for the diagrams and islands a site's pages hold, and always when the runtime imports one for another reason", () => {
    const client = {
      vendorUse: {
        runtime: ['mermaid', 'flowchart.js', 'some-lib'],
        islands: { VideoPlayer: ['hls.js', 'dashjs'], Other: [] },
      },
    } as unknown as ClientAssets;
    const page = (html: string, islands: string[] = []) => ({ html, islands });
    expect([...vendorPackagesFor(client, [page('<p>text</p>')])]).toEqual(['some-lib']);
    expect(
      [
        ...vendorPackagesFor(client, [
          page('<div data-diagram="flowchart"></div>'),
          page('', ['Other']),
        ]),
      ].sort(),
    ).toEqual(['flowchart.js', 'some-lib']);
    expect(
      [
        ...vendorPackagesFor(client, [page('<div data-diagram="mermaid"></div>', ['VideoPlayer'])]),
      ].sort(),
    ).toEqual(['dashjs', 'hls.js', 'mermaid', 'some-lib']);
  });

  it("are chosen from the diagrams a compiled page kept, without reading a kept page's HTML back", () => {
    const client = {
      vendorUse: { runtime: ['mermaid', 'flowchart.js'], islands: {} },
    } as unknown as ClientAssets;
    const kept = (diagrams: string[]) => ({
      islands: [],
      diagrams,
      get html(): string {
        throw new Error('read back');
      },
    });
    expect([...vendorPackagesFor(client, [kept([]), kept(['flowchart'])])]).toEqual([
      'flowchart.js',
    ]);
  });
});
