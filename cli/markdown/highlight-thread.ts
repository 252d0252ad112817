import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { bundledWorker, startWorker } from '../core/cli-workers.ts';
import type { LineRange } from './source/line-ranges.ts';

/** Shiki on this thread, loaded on first use: with a worker this thread needs none. */
const shikiHere = () => import('./shiki-render.ts');
/**
 * The grammars a build expects, when this thread colours: every block here
 * waits for them, as on a worker.
 */
let languagesHere: Promise<void> = Promise.resolve();
const renderHere = (code: string, lang: string, ranges: readonly LineRange[]) =>
  languagesHere.then(shikiHere).then((m) => m.renderCode(code, lang, ranges));

export interface HighlightJob {
  id: number;
  code: string;
  lang: string;
  ranges: readonly LineRange[];
}
export type HighlightReply = { id: number; html: string } | { id: number; error: string };
/** Jobs the worker drops unless started; it answers each dropped one with an error. */
export interface HighlightCancel {
  cancel: number[];
}
/** The languages a build expects, which the worker loads before its first block. */
export interface HighlightLanguages {
  languages: string[];
}
export type HighlightMessage = HighlightJob | HighlightCancel | HighlightLanguages | 'preload';

interface Waiting {
  job: HighlightJob;
  helper: Helper;
  resolve(html: string): void;
  reject(error: Error): void;
}
interface Helper {
  worker: Worker;
  pending: number;
}

/**
 * A colouring worker's young generation, which V8 otherwise grows to 48 MB: a
 * worker touching fresh memory pays a page fault for every 4 KB. The launcher
 * starts its early worker with the same limits (a test compares them).
 */
export const HIGHLIGHT_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * Worker threads for shiki. Pages compile a few at a time, so while workers
 * colour one page's blocks the main thread parses the next pages. Another
 * worker starts only when those running have fallen behind (machines with more
 * than two cores). Workers are entries of the CLI bundle; run from the sources
 * (tests) or after a worker failed, blocks are coloured on this thread, with
 * the same code and so the same bytes.
 */
class HighlightThreads {
  private helpers: Helper[] = [];
  /** A worker the launcher started before the CLI loaded, taken as the first one. */
  private early: Worker | null = null;
  private failed = false;
  private waiting = new Map<number, Waiting>();
  private lastId = 0;
  /** Workers started in this process, those since ended included. */
  private started = 0;
  /** What `expectLanguages` was told, for workers started later. */
  private languages: HighlightLanguages | null = null;
  /** Blocks queued on every worker before another starts. */
  private static readonly BACKLOG = 6;
  /**
   * One worker on two cores: a second costs memory and competes with the main
   * thread's parsing, often the longer path. With more cores, more workers;
   * `DOCS_BUILD_HIGHLIGHT_WORKERS` sets the number.
   */
  private static readonly MAX_WORKERS =
    Number(process.env.DOCS_BUILD_HIGHLIGHT_WORKERS) ||
    Math.min(3, Math.max(1, os.availableParallelism() - 2));

  /** How many workers coloured blocks in this process (0: all on the main thread). */
  get workers(): number {
    return this.started;
  }

  /**
   * Ends the workers once no more blocks are due (a build's pages are
   * compiled): each takes tens of milliseconds to free its heap, which a worker
   * left to the process's exit did on the build's last stretch. A block asked
   * for later starts a worker again.
   */
  release(): void {
    const idle = this.helpers.filter((helper) => helper.pending === 0);
    this.helpers = this.helpers.filter((helper) => helper.pending > 0);
    for (const helper of idle) void helper.worker.terminate();
  }

  render(code: string, lang: string, ranges: readonly LineRange[]): Promise<string> {
    return this.submit(code, lang, ranges).html;
  }

  /** As `render`, with the job's number on a worker (null here), which `cancel` takes. */
  submit(
    code: string,
    lang: string,
    ranges: readonly LineRange[],
  ): { id: number | null; html: Promise<string> } {
    const helper = this.pick();
    if (!helper) return { id: null, html: renderHere(code, lang, ranges) };
    const job = { id: ++this.lastId, code, lang, ranges };
    const html = new Promise<string>((resolve, reject) => {
      this.waiting.set(job.id, { job, helper, resolve, reject });
      // a worker keeps the process alive only while it has work: an idle one
      // must not hold a finished build open
      if (helper.pending++ === 0) helper.worker.ref();
      helper.worker.postMessage(job);
    });
    return { id: job.id, html };
  }

  /**
   * Loads the grammars of these languages before any block is coloured, on
   * every worker (or here), the same way everywhere: the same blocks then come
   * out the same on a worker and on this thread (see loadLanguages).
   */
  expectLanguages(langs: Iterable<string>): void {
    this.languages = { languages: [...new Set(langs)] };
    if (this.failed || !this.helpers.length) this.loadHere(this.languages.languages);
    for (const helper of this.helpers) helper.worker.postMessage(this.languages);
  }

  private loadHere(languages: string[]): void {
    languagesHere = languagesHere
      .then(shikiHere)
      .then((m) => m.loadLanguages(languages))
      .catch(() => undefined);
  }

  /** Drops these jobs where their worker has not started them; their promises reject. */
  cancel(ids: Iterable<number>): void {
    const byHelper = new Map<Helper, number[]>();
    for (const id of ids) {
      const waiting = this.waiting.get(id);
      if (waiting) byHelper.set(waiting.helper, [...(byHelper.get(waiting.helper) ?? []), id]);
    }
    for (const [helper, list] of byHelper)
      helper.worker.postMessage({ cancel: list } satisfies HighlightCancel);
  }

  /**
   * Whether blocks are coloured off this thread: starts the first worker if
   * none runs.
   */
  offloads(): boolean {
    return !this.failed && (this.helpers.length > 0 || this.start() !== null);
  }

  /**
   * Starts a worker and has it load shiki now, while this thread loads the
   * config and scans: a cold build's first block otherwise waits for that.
   */
  preload(): void {
    if (this.helpers.length || this.failed) return;
    this.start()?.worker.postMessage('preload');
  }

  /**
   * Takes `worker` (running the bundle's highlight entry, already loading
   * shiki) as the first worker to start.
   */
  adopt(worker: Worker): void {
    if (this.helpers.length || this.early) return void worker.terminate();
    this.early = worker;
    worker.once('exit', () => {
      if (this.early === worker) this.early = null;
    });
  }

  private pick(): Helper | null {
    if (this.failed) return null;
    const least = this.helpers.reduce<Helper | null>(
      (best, h) => (!best || h.pending < best.pending ? h : best),
      null,
    );
    if (
      least &&
      (least.pending < HighlightThreads.BACKLOG ||
        this.helpers.length >= HighlightThreads.MAX_WORKERS)
    )
      return least;
    return this.start() ?? least;
  }

  private start(): Helper | null {
    const file = bundledWorker('highlight-worker');
    if (!file) {
      this.failed = true;
      return null;
    }
    // a thread id of -1: the early worker ended before it was adopted
    const early = this.early && this.early.threadId !== -1 ? this.early : null;
    this.early = null;
    const helper: Helper = {
      worker: early ?? startWorker(file, HIGHLIGHT_WORKER_LIMITS),
      pending: 0,
    };
    helper.worker.on('message', (reply: HighlightReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if (--helper.pending === 0) helper.worker.unref();
      if ('html' in reply) waiting.resolve(reply.html);
      else waiting.reject(new Error(reply.error));
    });
    // a worker that dies (out of memory, a missing file) hands its blocks back
    // to this thread, which keeps the rest
    const fallBack = () => {
      if (!this.helpers.includes(helper)) return;
      this.helpers = this.helpers.filter((h) => h !== helper);
      this.failed = true;
      if (this.languages) this.loadHere(this.languages.languages);
      for (const [id, { job, helper: owner, resolve, reject }] of this.waiting) {
        if (owner !== helper) continue;
        this.waiting.delete(id);
        renderHere(job.code, job.lang, job.ranges).then(resolve, reject);
      }
    };
    if (this.languages) helper.worker.postMessage(this.languages);
    helper.worker.on('error', fallBack);
    helper.worker.on('exit', fallBack);
    // after the listeners, which hold the worker's port open: an idle worker
    // never keeps the process alive
    helper.worker.unref();
    this.helpers.push(helper);
    this.started++;
    return helper;
  }
}

/** One pool per process, like the shiki instance it stands for. */
export const highlightThreads = new HighlightThreads();
