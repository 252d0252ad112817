import { Worker } from 'node:worker_threads';
import { bundledWorker } from '../core/cli-workers.ts';
import { renderCode } from './shiki-render.ts';
import type { LineRange } from './source/line-ranges.ts';

export interface HighlightJob { id: number; code: string; lang: string; ranges: readonly LineRange[] }
export type HighlightReply = { id: number; html: string } | { id: number; error: string };

interface Waiting { job: HighlightJob; resolve(html: string): void; reject(error: Error): void }

/**
 * Shiki on a second core. Pages compile a few at a time, so while the worker colours one page's blocks the main
 * thread parses the next pages: on code-heavy sites highlighting is most of the markdown stage. The worker is an
 * entry of the CLI bundle; run from the sources (tests) or after the worker failed, blocks are coloured here, with
 * the same code and so the same bytes.
 */
class HighlightThread {
  private worker: Worker | null = null;
  private failed = false;
  private waiting = new Map<number, Waiting>();
  private lastId = 0;

  /** Whether blocks went to the worker (false before the first block, and after a fallback). */
  get usesWorker(): boolean {
    return this.worker !== null;
  }

  render(code: string, lang: string, ranges: readonly LineRange[]): Promise<string> {
    const worker = this.start();
    if (!worker) return renderCode(code, lang, ranges);
    const job = { id: ++this.lastId, code, lang, ranges };
    return new Promise((resolve, reject) => {
      this.waiting.set(job.id, { job, resolve, reject });
      // the worker keeps the process alive only while it has work: an idle one must not hold a finished build open
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage(job);
    });
  }

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    const file = bundledWorker('highlight-worker');
    if (!file) { this.failed = true; return null; }
    const worker = new Worker(file);
    worker.unref();
    worker.on('message', (reply: HighlightReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if (!this.waiting.size) worker.unref();
      if ('html' in reply) waiting.resolve(reply.html);
      else waiting.reject(new Error(reply.error));
    });
    // a worker that dies (out of memory, a missing file) hands its blocks back to this thread
    const fallBack = () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failed = true;
      const left = [...this.waiting.values()];
      this.waiting.clear();
      for (const { job, resolve, reject } of left) renderCode(job.code, job.lang, job.ranges).then(resolve, reject);
    };
    worker.on('error', fallBack);
    worker.on('exit', fallBack);
    this.worker = worker;
    return worker;
  }
}

/** One per process, like the shiki instance it stands for. */
export const highlightThread = new HighlightThread();
