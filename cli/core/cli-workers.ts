import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

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

/** The process's flags, for a worker: they carry over (a profiler, memory limits), except one only `--eval` input takes. */
export const workerExecArgv = () => process.execArgv.filter((flag) => !flag.startsWith('--input-type'));

/**
 * `message` handed to a new worker of the bundled entry `name`, whose one reply is the result; `here` does the same
 * work on this thread when there is no bundle or the worker fails (the same code, so the same result). `onWorker`
 * tells which did it.
 */
export function runAside<T>(name: string, message: unknown, here: () => T): Promise<{ result: T; onWorker: boolean }> {
  const onThisThread = () => Promise.resolve().then(() => ({ result: here(), onWorker: false }));
  const file = bundledWorker(name);
  if (!file) return onThisThread();
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { execArgv: workerExecArgv() });
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      onThisThread().then(resolve, reject);
    };
    worker.once('message', (reply: T) => {
      settled = true;
      resolve({ result: reply, onWorker: true });
      void worker.terminate();
    });
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
    worker.postMessage(message);
  });
}
