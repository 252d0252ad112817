import { copyFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../hosting/content-encoding.ts';
import { CompressThread, CompressThreadGone, noStats } from './compress-thread.ts';
import type { CompressStats, CompressWorker, CopyFigures } from './compress-thread.ts';
import { compressOne, CopyCache } from './copy-cache.ts';
import { hasCompressedCopies, wantsCompressedCopies } from './compressed-copies.ts';
import { settingFor, type CompressLevel } from './compress-level.ts';
import { filesUnder } from './file-writes.ts';

/** Compressions in flight on this thread, on libuv's four: more only holds memory. */
const CONCURRENCY = 8;
/**
 * Compressions in flight on the worker, queued in its inbox. The worker is handed more only when this thread takes
 * the worker's replies, and rendering holds this thread for hundreds of milliseconds between turns of its event
 * loop: the inbox holds enough to keep the worker busy through them, rather than idle until the pages are done.
 * The bytes in flight are bounded too, for sites with large pages.
 */
const WORKER_CONCURRENCY = 64;
const WORKER_IN_FLIGHT_BYTES = 16 * 1024 * 1024;
/**
 * Bytes of handed-over files held while they wait. Pages render faster than brotli compresses them: unbounded,
 * the queue would hold every page of a large site. Past this, a file is left for `finish`, which reads it back
 * from disk.
 */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;
/**
 * Bytes handed over before a worker given as a function starts; zlib's threads compress those. After one page's
 * edit this repository's site hands over about 1.8 MB, for which starting the worker costs more CPU than it saves.
 */
const LATE_WORKER_BYTES = 4 * 1024 * 1024;

/** A file handed over; `givable`, when its bytes are the compressor's to give away once the write settles. */
interface Handed {
  relative: string;
  body: Buffer;
  givable?: Promise<unknown>;
}

/**
 * Writes `x.gz` and `x.br` beside every text file above 1 KB, so a host (and `docs-build preview`) can serve them as
 * they are, at the `level` given (`settingFor` says what each costs). Copies are kept in
 * `cacheDir` by the content they were made from, so a build compresses only the files that changed. A build hands
 * each file over as it writes it, so compression runs on the worker (or zlib's threads) while pages still render;
 * `finish` then covers the files copied in whole (public files).
 */
export class Compressor {
  readonly stats: CompressStats = noStats();
  private localCache: CopyCache | null = null;
  private done = new Set<string>();
  private queue: Handed[] = [];
  /** Queued and not started, by path: a path written again before its turn is compressed once, as last written. */
  private waiting = new Map<string, Handed>();
  /**
   * The last copy started for each path. A path written twice (a public file over a page of the same name) is
   * compressed again after the first copy is done, so its copies are of what it holds last.
   */
  private latest = new Map<string, Promise<void>>();
  private queuedBytes = 0;
  /** Bytes of the files `next` handed to compression and not yet done. */
  private inFlightBytes = 0;
  private running = new Set<Promise<void>>();
  /** Kept copies being copied (`copyFrom`): `finish` waits for them before it looks for files not handed over. */
  private handedOver = new Set<Promise<void>>();
  /** Kept for `finish`: a copy that fails while nobody waits must not end the process as an unhandled rejection. */
  private failure: unknown = null;
  private abandoned = false;

  /** The compression worker, when the build has one (it keeps its own `CopyCache`). */
  private thread: CompressThread | null = null;
  /** Starts the worker once LATE_WORKER_BYTES were handed over; null once called. */
  private lateWorker: (() => Worker | null) | null = null;
  private handedBytes = 0;
  private readonly cacheDir: string | null;
  private readonly level: CompressLevel;

  constructor(
    private readonly root: string,
    {
      cacheDir,
      worker = null,
      level = 'standard',
    }: { cacheDir: string | null; worker?: CompressWorker; level?: CompressLevel },
  ) {
    this.level = level;
    this.cacheDir = cacheDir && path.join(cacheDir, 'compressed');
    if (typeof worker === 'function') this.lateWorker = worker;
    else this.thread = worker && new CompressThread(worker, this.cacheDir);
  }

  /** This thread's kept copies, read only when it makes copies itself. */
  private get cache(): CopyCache {
    return (this.localCache ??= new CopyCache(this.cacheDir));
  }

  /**
   * Copies the `.gz` and `.br` beside `source` (made ahead, at install: vendor files) beside `relative` instead of
   * compressing it. Without both, or when they vanish before they are copied (another build replaced a cache made
   * from other inputs), `relative` is left for `finish` to compress.
   */
  copyFrom(relative: string, source: string): void {
    if (this.abandoned || !hasCompressedCopies(source)) return;
    relative = path.normalize(relative);
    this.done.add(relative);
    const file = path.join(this.root, relative);
    const job = this.track(relative, () =>
      Promise.all([
        copyFile(`${source}.gz`, `${file}.gz`),
        copyFile(`${source}.br`, `${file}.br`),
      ]).then(
        async () => {
          const sizes = await Promise.all(
            [source, `${source}.gz`, `${source}.br`].map((f) => stat(f).then((s) => s.size)),
          );
          this.stats.files += 1;
          this.stats.bytes += sizes[0];
          this.stats.gzipBytes += sizes[1];
          this.stats.brotliBytes += sizes[2];
        },
        () => void this.done.delete(relative),
      ),
    );
    this.handedOver.add(job);
    void job.finally(() => this.handedOver.delete(job));
  }

  /**
   * Queues `relative` (a path below the root, about to hold `contents`) when it is worth compressing, or when it
   * was handed over before with other contents (its copies must follow the file). `givable`: nothing else uses
   * `contents` once it settles, so the bytes may move to the worker rather than be copied.
   */
  add(relative: string, contents: string | Uint8Array, givable?: Promise<unknown>): void {
    relative = path.normalize(relative);
    if (this.abandoned || !COMPRESSIBLE.test(relative)) return;
    const size = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    const again = this.done.has(relative);
    if (!wantsCompressedCopies(relative, size) && !again) return;
    // no room: `finish` reads the file back
    if (this.full(size)) return void this.done.delete(relative);
    const body =
      typeof contents === 'string'
        ? Buffer.from(contents)
        : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
    // bytes made here are nobody else's
    if (typeof contents === 'string') givable = Promise.resolve();
    const queued = this.waiting.get(relative);
    if (queued) {
      this.queuedBytes += size - queued.body.length;
      queued.body = body;
      queued.givable = givable;
      return;
    }
    this.done.add(relative);
    const entry: Handed = { relative, body, givable };
    this.queue.push(entry);
    this.waiting.set(relative, entry);
    this.queuedBytes += size;
    this.handedBytes += size;
    this.next();
  }

  /**
   * Compresses what `root` holds that was not handed over, waits for every copy, and drops unused kept copies
   * (unless `prune` is false: a build that wrote only what changed leaves files that still use theirs).
   */
  async finish({ prune = true } = {}): Promise<CompressStats> {
    await Promise.all(this.handedOver);
    for await (const file of filesUnder(this.root)) {
      const relative = path.relative(this.root, file);
      if (!COMPRESSIBLE.test(file) || this.done.has(relative)) continue;
      const { size } = await stat(file);
      if (size < MIN_COMPRESS_BYTES) continue;
      // every file is taken here: wait for room rather than leave it
      while (this.full(size)) await Promise.race(this.running);
      this.add(relative, await readFile(file), Promise.resolve());
      this.stats.readBack += 1;
    }
    // the pages are written and this thread would only wait: it makes copies too, from the queue's far end
    while (this.thread?.usable && this.queue.length) {
      const handed = this.take('last');
      await this.track(handed.relative, () => this.copy(handed, { here: true }));
    }
    while (this.running.size) await Promise.all(this.running);
    if (this.failure) throw this.failure;
    // each thread knows the kept copies it used; after a worker ended midway neither knows them all, so none go
    if (prune && !this.thread) await this.cache.prune();
    else if (prune && this.thread?.usable)
      await this.thread.prune(this.localCache?.usedNames ?? []);
    this.thread?.end();
    return this.stats;
  }

  /** Stops taking files and waits for the copies being written: the folder is about to be removed. */
  async abandon(): Promise<void> {
    this.abandoned = true;
    this.queue = [];
    this.waiting.clear();
    this.queuedBytes = 0;
    while (this.running.size) await Promise.all(this.running);
    this.thread?.end();
  }

  /** Whether `size` more bytes would pass the queue's bound (an empty queue takes a file of any size). */
  private full(size: number): boolean {
    return this.queuedBytes > 0 && this.queuedBytes + size > MAX_QUEUED_BYTES;
  }

  private next(): void {
    if (this.lateWorker && this.handedBytes >= LATE_WORKER_BYTES) {
      const worker = this.lateWorker();
      this.lateWorker = null;
      this.thread = worker && new CompressThread(worker, this.cacheDir);
    }
    const [most, bytes] = this.thread?.usable
      ? [WORKER_CONCURRENCY, WORKER_IN_FLIGHT_BYTES]
      : [CONCURRENCY, Infinity];
    while (
      this.running.size < most &&
      this.queue.length &&
      (!this.inFlightBytes || this.inFlightBytes + this.queue[0].body.length <= bytes)
    ) {
      const handed = this.take('first');
      // taken now: the bytes may have moved to the worker by the time the copy is done
      const size = handed.body.length;
      this.inFlightBytes += size;
      this.track(handed.relative, () =>
        this.copy(handed).finally(() => {
          this.inFlightBytes -= size;
        }),
      );
    }
  }

  /** Takes a queued file off the queue's near or far end. */
  private take(end: 'first' | 'last'): Handed {
    const queued = (end === 'first' ? this.queue.shift() : this.queue.pop())!;
    this.waiting.delete(queued.relative);
    this.queuedBytes -= queued.body.length;
    return queued;
  }

  /**
   * One file's copies, on the worker while it lasts: a job it dropped by ending is made here, from the file when
   * its bytes had moved to the worker.
   */
  private async copy({ relative, body, givable }: Handed, { here = false } = {}): Promise<void> {
    const file = path.join(this.root, relative);
    const setting = settingFor(this.level, relative);
    let figures: CopyFigures | null = null;
    if (here) figures = await compressOne(file, body, setting, this.cache, { onThisThread: true });
    else if (this.thread?.usable) {
      const give = givable !== undefined;
      if (give) await givable.catch(() => undefined);
      try {
        figures = await this.thread.compress(file, body, setting, { give });
        this.stats.onWorker += 1;
      } catch (error) {
        if (!(error instanceof CompressThreadGone)) throw error;
        if (body.byteLength === 0) body = await readFile(file);
      }
    }
    figures ??= await compressOne(file, body, setting, this.cache);
    if (figures.reused) this.stats.reused += 1;
    this.stats.files += 1;
    this.stats.bytes += figures.bytes;
    this.stats.gzipBytes += figures.gzipBytes;
    this.stats.brotliBytes += figures.brotliBytes;
  }

  /** Runs `work` for `relative` once the path's earlier copies are written. */
  private track(relative: string, work: () => Promise<unknown>): Promise<void> {
    const job: Promise<void> = (this.latest.get(relative) ?? Promise.resolve())
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= error;
        },
      )
      .finally(() => {
        this.running.delete(job);
        if (this.latest.get(relative) === job) this.latest.delete(relative);
        this.next();
      });
    this.latest.set(relative, job);
    this.running.add(job);
    return job;
  }
}

/** Every compressible file below `root`, compressed beside itself. */
export function writeCompressedCopies(
  root: string,
  { cacheDir, level }: { cacheDir: string | null; level?: CompressLevel },
): Promise<CompressStats> {
  return new Compressor(root, { cacheDir, level }).finish();
}
