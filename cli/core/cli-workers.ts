import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The folder of the bundled CLI, set by the launcher; null when the CLI runs from its TypeScript sources. */
let bundleDir: string | null = null;

export function useCliBundle(dir: string | null): void {
  bundleDir = dir;
}

/**
 * A worker entry's runnable file beside the bundled CLI (`highlight-worker.mjs`), or null: from the sources there is
 * no plain-JavaScript worker to start, and `DOCS_BUILD_WORKERS=0` keeps all work on the main thread.
 */
export function bundledWorker(name: string): string | null {
  if (!bundleDir || process.env.DOCS_BUILD_WORKERS === '0') return null;
  const file = path.join(bundleDir, `${name}.mjs`);
  return existsSync(file) ? file : null;
}

/** The process's flags a worker takes: they carry over (a profiler, a loader), except one only `--eval` input takes. */
let workerFlags = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));

/**
 * A worker running `file` with the process's flags. Node refuses V8's own flags in a worker's (`node
 * --max-semi-space-size=64 docs-build build` failed with ERR_WORKER_INVALID_EXEC_ARGV); V8 has one set of flags per
 * process, so they apply to the worker anyway and are left out.
 */
export function startWorker(file: string, resourceLimits?: ResourceLimits): Worker {
  try {
    return new Worker(file, { execArgv: workerFlags, resourceLimits });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    // the message lists them: "Initiated Worker with invalid execArgv flags: --a=1, --b"
    const refused = new Set(/flags: (.*)$/.exec((error as Error).message)?.[1].split(', '));
    workerFlags = refused.size ? workerFlags.filter((flag) => !refused.has(flag)) : [];
    return new Worker(file, { execArgv: workerFlags, resourceLimits });
  }
}

/**
 * A worker of the bundled entry `name` started before it has work, so it loads its modules while this thread does
 * other things; it keeps the process open only while `runAside` waits for it. Null without a bundle.
 */
export function startAside(name: string, resourceLimits?: ResourceLimits): Worker | null {
  const file = bundledWorker(name);
  if (!file) return null;
  const worker = startWorker(file, resourceLimits);
  // a worker that fails before its work leaves that work to this thread (see runAside)
  worker.on('error', () => undefined);
  worker.unref();
  return worker;
}

/**
 * Each of `messages` handed in turn to one worker of the bundled entry `name` (or `started`, from `startAside`),
 * which replies once to each; `here` does the same work on this thread when there is no bundle or the worker fails
 * (the same code, so the same result). One worker for all of them: each new worker loads its modules again. The worker is ended after. `onWorker` tells whether the worker did any.
 */
export async function runAside<M, T>(
  name: string,
  messages: readonly M[],
  here: (message: M) => T,
  started: Worker | null = null,
): Promise<{ results: T[]; onWorker: boolean }> {
  const results: T[] = [];
  const file = messages.length && !started ? bundledWorker(name) : null;
  if (!messages.length) void started?.terminate();
  else if (started || file) {
    const worker = started ?? startWorker(file!);
    worker.ref();
    try {
      for (const message of messages) results.push(await ask<T>(worker, message));
    } catch {
      // a worker that failed (out of memory, a missing file) leaves the rest to this thread
    } finally {
      void worker.terminate();
    }
  }
  const onWorker = results.length > 0;
  for (const message of messages.slice(results.length)) results.push(here(message));
  return { results, onWorker };
}

/**
 * The worker's reply to `message`; rejected when the worker fails or exits first. The message is posted (copied)
 * after the listeners are set and none of them refers to it, so the caller's copy is all that keeps it in memory.
 */
export function ask<T>(worker: Worker, message: unknown): Promise<T> {
  const reply = new Promise<T>((resolve, reject) => {
    const done = () => {
      worker.off('message', onReply);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
    };
    const onReply = (answer: T) => {
      done();
      resolve(answer);
    };
    const onFailure = (error?: unknown) => {
      done();
      reject(error instanceof Error ? error : new Error('the worker exited'));
    };
    worker.once('message', onReply);
    worker.once('error', onFailure);
    worker.once('exit', onFailure);
  });
  worker.postMessage(message);
  return reply;
}
