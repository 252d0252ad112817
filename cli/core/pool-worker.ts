import { parentPort } from 'node:worker_threads';

/** What the pool (worker-pool.ts) sends a worker. */
export type PoolMessage =
  | { setup: unknown }
  | { id: number; job: unknown }
  | { answer: number; value: unknown }
  | { answer: number; error: string }
  | { close: true };

/** What a worker sends the pool: a job's result or failure, or a question (`askMain`). */
export type WorkerMessage =
  | { started: number }
  | { id: number; result: unknown }
  | { id: number; error: string; fields?: Record<string, unknown> }
  | { ask: number; request: unknown };

const questions = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
let lastQuestion = 0;

/** Asks the pool's thread (its `answer`) and waits for the reply. */
export function askMain<T>(request: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    questions.set(++lastQuestion, { resolve: resolve as (value: unknown) => void, reject });
    parentPort!.postMessage({ ask: lastQuestion, request } satisfies WorkerMessage);
  });
}

/**
 * Serves a pool's jobs on this worker, one at a time in the order sent (a pool may hand over the next
 * before the last is done): `setup` takes what the pool sends before the first job (and again when
 * it changes), `run` one job. A job that throws is reported with its error's message and own fields
 * (a page's file, say).
 */
export function serveJobs<S>(handlers: {
  setup(value: S): void | Promise<void>;
  run(job: unknown): Promise<unknown>;
}): void {
  let ready: Promise<void> = Promise.resolve();
  let previous: Promise<unknown> = Promise.resolve();
  parentPort!.on('message', (message: PoolMessage) => {
    // ended by itself, its 'exit' handlers run (a code cache is kept in one, bin/cli-loader.mjs)
    if ('close' in message) return void previous.finally(() => process.exit());
    if ('answer' in message) {
      const question = questions.get(message.answer);
      questions.delete(message.answer);
      if ('error' in message) question?.reject(new Error(message.error));
      else question?.resolve(message.value);
    } else if ('setup' in message) {
      ready = ready.then(() => handlers.setup(message.setup as S));
    } else {
      const setUp = ready;
      previous = previous
        .then(() => setUp)
        .then(() => {
          // the budget counts from here, not from the worker's own start-up
          parentPort!.postMessage({ started: message.id } satisfies WorkerMessage);
          return handlers.run(message.job);
        })
        .then(
          (result) => parentPort!.postMessage({ id: message.id, result } satisfies WorkerMessage),
          (error: Error) =>
            parentPort!.postMessage({
              id: message.id,
              error: error?.message ?? String(error),
              fields: ownFields(error),
            } satisfies WorkerMessage),
        );
    }
  });
}

function ownFields(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, v]) => ['string', 'number'].includes(typeof v)),
  );
  return Object.keys(fields).length ? fields : undefined;
}
