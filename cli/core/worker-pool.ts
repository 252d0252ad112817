import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startWorker } from './cli-workers.ts';
import type { PoolMessage, WorkerMessage } from './pool-worker.ts';

/** How long a closed pool's idle worker has to end itself (writing its code cache) before it is ended. */
const CLOSE_GRACE_MS = 2000;

/** A job that ran past the pool's budget: its worker was ended and another took its place. */
export class JobTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`took longer than ${ms / 1000} s and was stopped`);
    this.name = 'JobTimeoutError';
  }
}

/** A job whose worker died under it (an exit, an uncaught error, memory): the job may be what killed it. */
export class WorkerDiedError extends Error {
  constructor(cause?: unknown) {
    super(cause instanceof Error ? cause.message : 'the worker exited', { cause });
    this.name = 'WorkerDiedError';
  }
}

export interface PoolOptions {
  /** The worker's runnable file (a bundled entry calling `serveJobs`). */
  file: string | URL;
  size: number;
  /** How long a job may run on its worker before the worker is ended. */
  budgetMs: number;
  /** What a worker is told before its first job (and again after `setup`). */
  setup: () => unknown;
  /** Answers a worker's `askMain` (code colours from this thread's highlighter, say). */
  answer?: (request: unknown) => Promise<unknown>;
  resourceLimits?: ResourceLimits;
  /**
   * Jobs handed to each worker at once (1 by default): with more, a worker that finishes one starts
   * the next without waiting for this thread to send it, which a busy thread does late.
   */
  depth?: number;
}

interface Task {
  id: number;
  job: unknown;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** The jobs handed to the worker, in its order: the first is the one it runs (or will start). */
  tasks: Task[];
  timer: NodeJS.Timeout | null;
  /** The job's time on its worker so far, and since when it has been running again. */
  spent: number;
  since: number;
  /** Questions of the worker not yet answered: its job waits for this thread, and its clock stops. */
  asking: number;
}

/**
 * Worker threads that each run one job at a time, in the order jobs came. A job that runs past the
 * budget has its worker ended and replaced, and fails alone: the jobs queued behind it go to the
 * other workers meanwhile (those already handed to its worker go back to the queue's front). A
 * worker that dies (out of memory) fails its job and is replaced.
 */
export class WorkerPool {
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private lastId = 0;
  private closed = false;
  /** Workers started, replacements included. */
  started = 0;

  constructor(private readonly options: PoolOptions) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn());
  }

  run<T>(job: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: ++this.lastId, job, resolve: resolve as Task['resolve'], reject });
      this.dispatch();
    });
  }

  /** Tells every worker the setup anew (each takes it before its next job). */
  setup(): void {
    const message: PoolMessage = { setup: this.options.setup() };
    for (const slot of this.slots) slot.worker.postMessage(message);
  }

  /** Jobs running now. */
  get busy(): number {
    return this.slots.filter((slot) => slot.tasks.length).length;
  }

  /** Jobs asked for and not yet answered: running, handed to a worker, or queued here. */
  get pending(): number {
    return this.queue.length + this.slots.reduce((sum, slot) => sum + slot.tasks.length, 0);
  }

  /**
   * An idle worker is asked to end itself, so its exit handlers run, and ended after a grace time if
   * it has not; a busy one is ended now.
   */
  close(): void {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the worker pool is closed'));
    for (const slot of this.slots) {
      if (slot.tasks.length) this.retire(slot, new Error('the worker pool is closed'));
      else this.dismiss(slot.worker);
    }
    this.slots = [];
  }

  private dismiss(worker: Worker): void {
    worker.removeAllListeners('message');
    worker.postMessage({ close: true } satisfies PoolMessage);
    setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS).unref();
  }

  private spawn(): Slot {
    const worker = startWorker(
      this.options.file instanceof URL ? this.options.file.pathname : this.options.file,
      this.options.resourceLimits,
    );
    const slot: Slot = { worker, tasks: [], timer: null, spent: 0, since: 0, asking: 0 };
    worker.on('message', (message: WorkerMessage) => this.receive(slot, message));
    const died = (error?: unknown) => {
      if (!this.slots.includes(slot)) return;
      this.replace(slot, new WorkerDiedError(error));
    };
    worker.on('error', died);
    worker.on('exit', died);
    // an idle worker never holds the process open
    worker.unref();
    worker.postMessage({ setup: this.options.setup() } satisfies PoolMessage);
    this.started++;
    return slot;
  }

  private receive(slot: Slot, message: WorkerMessage): void {
    if ('ask' in message) return void this.answer(slot, message.ask, message.request);
    const task = slot.tasks[0];
    if ('started' in message) {
      if (task?.id === message.started) this.startClock(slot);
      return;
    }
    if (!task || task.id !== message.id) return;
    this.finish(slot);
    if ('error' in message) task.reject(Object.assign(new Error(message.error), message.fields));
    else task.resolve(message.result);
    this.dispatch();
  }

  private answer(slot: Slot, ask: number, request: unknown): void {
    if (slot.asking++ === 0) this.stopClock(slot);
    const reply = (message: PoolMessage) => {
      if (!this.slots.includes(slot)) return;
      slot.worker.postMessage(message);
      if (--slot.asking === 0 && slot.tasks.length) this.startClock(slot);
    };
    (this.options.answer?.(request) ?? Promise.reject(new Error('nothing answers workers'))).then(
      (value) => reply({ answer: ask, value }),
      (error: Error) => reply({ answer: ask, error: error.message }),
    );
  }

  private dispatch(): void {
    const depth = Math.max(1, this.options.depth ?? 1);
    // one job more for each worker in turn, so a short queue is shared rather than taken by the first
    for (let round = 0; round < depth; round++)
      for (const slot of this.slots) {
        if (slot.tasks.length > round) continue;
        const task = this.queue.shift();
        if (!task) return;
        slot.tasks.push(task);
        slot.worker.ref();
        slot.worker.postMessage({ id: task.id, job: task.job } satisfies PoolMessage);
      }
  }

  /**
   * The job's budget runs from when its worker began it (a new worker loads its modules first), and
   * not while it waits for this thread's answers (colours queued behind a whole site's blocks).
   */
  private startClock(slot: Slot): void {
    slot.since = performance.now();
    slot.timer = setTimeout(
      () => this.replace(slot, new JobTimeoutError(this.options.budgetMs)),
      Math.max(0, this.options.budgetMs - slot.spent),
    );
  }

  private stopClock(slot: Slot): void {
    if (!slot.timer) return;
    clearTimeout(slot.timer);
    slot.timer = null;
    slot.spent += performance.now() - slot.since;
  }

  /** The running job is done: the worker's next, if it has one, starts its clock on its own message. */
  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.spent = 0;
    slot.tasks.shift();
    if (!slot.tasks.length) slot.worker.unref();
  }

  /**
   * Ends `slot`'s worker, failing its running job with `error`; the jobs it had not begun go back to
   * the queue's front, or fail too once the pool is closed.
   */
  private retire(slot: Slot, error: Error): void {
    const [task, ...waiting] = slot.tasks;
    this.finish(slot);
    slot.tasks = [];
    slot.worker.removeAllListeners('message');
    void slot.worker.terminate();
    task?.reject(error);
    if (this.closed) for (const other of waiting) other.reject(error);
    else this.queue.unshift(...waiting);
  }

  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.retire(slot, error);
    if (this.closed) return;
    this.slots[index] = this.spawn();
    this.dispatch();
  }
}
