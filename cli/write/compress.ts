import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { copyFile, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files a static host would compress on the fly; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|sh|yml|map)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_COMPRESS_BYTES = 1024;
/** Compressions in flight: zlib's async calls run on libuv's four threads, so more only queues memory. */
const CONCURRENCY = 8;

export interface CompressStats { files: number; bytes: number; gzipBytes: number; brotliBytes: number; reused: number }


async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * The runtime, its shared chunks, CSS and site data: content-hashed, fetched on every first visit and rarely
 * changed. Page data, search shards and vendored libraries are hashed too, but are many or large and each is fetched
 * by few visits.
 */
const FIRST_VISIT_ASSET = /^assets[\\/](chunks[\\/])?[^\\/]+$/;

/**
 * Compressed copies kept between builds, one file per copy named by the content it was made from and the setting;
 * a build copies the kept file instead of compressing again, and removes those it did not use.
 */
class CopyCache {
  private used = new Set<string>();
  private present: Set<string>;

  constructor(private readonly dir: string | null) {
    if (dir) mkdirSync(dir, { recursive: true });
    this.present = new Set(dir ? readdirSync(dir) : []);
  }

  /** Writes `target` from the kept copy named `name`, or from `make()` (then kept); true when it was kept. */
  async put(name: string, target: string, make: () => Promise<Buffer>): Promise<{ reused: boolean; bytes: number }> {
    this.used.add(name);
    if (this.dir && this.present.has(name)) {
      try {
        await copyFile(path.join(this.dir, name), target);
        return { reused: true, bytes: (await stat(target)).size };
      } catch { /* a damaged entry is made again */ }
    }
    const made = await make();
    await writeFile(target, made);
    if (this.dir) {
      // written whole under another name first: a build running at the same time never copies half a file
      const tmp = path.join(this.dir, `${name}.${process.pid}.tmp`);
      await writeFile(tmp, made).then(() => rename(tmp, path.join(this.dir!, name))).catch(() => undefined);
    }
    return { reused: false, bytes: made.length };
  }

  async prune(): Promise<void> {
    if (!this.dir) return;
    await Promise.all([...this.present].filter((name) => !this.used.has(name)).map((name) => rm(path.join(this.dir!, name), { force: true })));
  }
}

/**
 * Writes `x.gz` and `x.br` beside every text file of `root` above 1 KB, so a host (and `docs-build preview`) can
 * serve them as they are. First-visit assets get brotli's smallest setting (quality 11: 5-10 % smaller than 5 and
 * twenty times slower), everything else quality 5. Copies are kept in `cacheDir` by the content they were made
 * from, so a build compresses only the files that changed.
 */
export async function writeCompressedCopies(root: string, { cacheDir }: { cacheDir: string | null }): Promise<CompressStats> {
  const stats: CompressStats = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, reused: 0 };
  const cache = new CopyCache(cacheDir && path.join(cacheDir, 'compressed'));
  const running = new Set<Promise<void>>();
  for await (const file of walk(root)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const quality = FIRST_VISIT_ASSET.test(path.relative(root, file)) ? 11 : 5;
    const job = compressOne(file, quality, cache, stats).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= CONCURRENCY) await Promise.race(running);
  }
  await Promise.all(running);
  await cache.prune();
  return stats;
}

async function compressOne(file: string, brotliQuality: number, cache: CopyCache, stats: CompressStats): Promise<void> {
  const body = await readFile(file);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
  const [gz, br] = await Promise.all([
    cache.put(`${hash}.gz`, `${file}.gz`, () => gzipAsync(body, { level: 6 })),
    cache.put(`${hash}.q${brotliQuality}.br`, `${file}.br`, () => brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })),
  ]);
  if (gz.reused && br.reused) stats.reused += 1;
  stats.files += 1;
  stats.bytes += body.length;
  stats.gzipBytes += gz.bytes;
  stats.brotliBytes += br.bytes;
}

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer a request with, from its Accept-Encoding header: brotli when accepted, else gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}
