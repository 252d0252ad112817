import type { Worker } from 'node:worker_threads';
import type { CopySetting } from './compress-level.ts';

/** What one file's copies came to (see `compressOne`). */
export interface CopyFigures {
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  reused: boolean;
}

/** What a build's copies came to. */
export interface CompressStats {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  reused: number;
  /** Files read back from disk by `finish`: not handed over, or handed over while the queue was full. */
  readBack: number;
  /** Copies made on the compression worker. */
  onWorker: number;
}

/** A build's figures before its first copy. */
export const noStats = (): CompressStats => ({
  files: 0,
  bytes: 0,
  gzipBytes: 0,
  brotliBytes: 0,
  reused: 0,
  readBack: 0,
  onWorker: 0,
});

/** The compression worker, or a function that starts it when the build hands over enough (see compress.ts). */
export type CompressWorker = Worker | null | (() => Worker | null);

export interface CompressJob {
  id: number;
  file: string;
  body: Uint8Array;
  setting: CopySetting;
}
export type CompressReply =
  { id: number; figures: CopyFigures } | { id: number; error: string } | { pruned: true };
/** `prune`: the kept copies this thread used as well, which the worker must not drop. */
export type CompressMessage = CompressJob | { cacheDir: string | null } | { prune: string[] };

/** The worker ended (crashed, ran out of memory) before answering: the copy is for this thread to make. */
export class CompressThreadGone extends Error {}

/**
 * The compression worker (compress-worker.ts), seen from the main thread: one job per file, answered by id. It
 * keeps the process alive only while a job waits (the worker is started early and idles until the pages render).
 */
export class CompressThread {
  private waiting = new Map<
    number,
    { resolve(figures: CopyFigures): void; reject(error: Error): void }
  >();
  private pruned: (() => void) | null = null;
  private lastId = 0;
  private gone = false;

  constructor(
    private readonly worker: Worker,
    cacheDir: string | null,
  ) {
    worker.postMessage({ cacheDir } satisfies CompressMessage);
    worker.on('message', (reply: CompressReply) => {
      if ('pruned' in reply) return void this.settlePrune();
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if (!this.waiting.size) worker.unref();
      if ('figures' in reply) waiting.resolve(reply.figures);
      else waiting.reject(new Error(reply.error));
    });
    const end = () => {
      this.gone = true;
      for (const { reject } of this.waiting.values())
        reject(new CompressThreadGone('the compression worker ended'));
      this.waiting.clear();
      this.settlePrune();
    };
    worker.on('error', end);
    worker.on('exit', end);
  }

  /** False once the worker ended: its jobs, and those after, are this thread's. */
  get usable(): boolean {
    return !this.gone;
  }

  /**
   * `give`: the caller is done with `body`, which then moves to the worker when it is the whole of its buffer (left
   * empty here). Otherwise a copy moves: the buffer may be larger and still in use. A copy is fresh memory, which
   * this machine's kernel faults in page by page: 1,000 copies of 67 KB took 0.27 s, moving the buffers 5 ms.
   */
  compress(
    file: string,
    body: Uint8Array,
    setting: CopySetting,
    { give = false } = {},
  ): Promise<CopyFigures> {
    if (this.gone) return Promise.reject(new CompressThreadGone('the compression worker ended'));
    const id = ++this.lastId;
    const whole =
      body.buffer instanceof ArrayBuffer &&
      body.byteOffset === 0 &&
      body.byteLength === body.buffer.byteLength;
    const moved = give && whole ? body : Uint8Array.prototype.slice.call(body);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, file, body: moved, setting } satisfies CompressJob, [
        moved.buffer as ArrayBuffer,
      ]);
    });
  }

  /** Drops the kept copies no job used, here or in `usedHere`; resolved at once when the worker has ended. */
  prune(usedHere: Iterable<string>): Promise<void> {
    if (this.gone) return Promise.resolve();
    this.worker.ref();
    return new Promise((resolve) => {
      this.pruned = resolve;
      this.worker.postMessage({ prune: [...usedHere] } satisfies CompressMessage);
    });
  }

  end(): void {
    this.gone = true;
    void this.worker.terminate();
  }

  private settlePrune(): void {
    const resolve = this.pruned;
    this.pruned = null;
    if (!resolve) return;
    if (!this.waiting.size) this.worker.unref();
    resolve();
  }
}
