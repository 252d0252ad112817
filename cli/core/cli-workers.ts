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

/** The process's flags a worker takes: they carry over (a profiler, a loader), except one only `--eval` input takes. */
let workerFlags = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));

/**
 * A worker running `file` with the process's flags. Node refuses V8's own flags in a worker's (`node
 * --max-semi-space-size=64 docs-build build` failed with ERR_WORKER_INVALID_EXEC_ARGV); V8 has one set of flags per
 * process, so they apply to the worker anyway and are left out.
 */
export function startWorker(file: string): Worker {
  try {
    return new Worker(file, { execArgv: workerFlags });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    // the message lists them: "Initiated Worker with invalid execArgv flags: --a=1, --b"
    const refused = new Set(/flags: (.*)$/.exec((error as Error).message)?.[1].split(', '));
    workerFlags = refused.size ? workerFlags.filter((flag) => !refused.has(flag)) : [];
    return new Worker(file, { execArgv: workerFlags });
  }
}

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
    const worker = startWorker(file);
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
