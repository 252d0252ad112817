// A thread of its own for the client bundle. esbuild calls back into its plugins once per import, on the thread
// that started it: on the main thread each call would wait for the page compiling there.
import { parentPort } from 'node:worker_threads';
import { buildClient } from './client.ts';
import type { ClientJob } from './client-aside.ts';

parentPort!.once('message', async ({ config, options }: ClientJob) => {
  // a failure is left uncaught: the worker's error sends the job back to the main thread, which reports it
  parentPort!.postMessage(await buildClient(config, options));
});
