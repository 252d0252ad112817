// A thread of its own for the search index: it is made while the main thread renders the pages.
import { parentPort } from 'node:worker_threads';
import { buildLocaleFiles } from './build-index.ts';
import type { SearchJob } from './index-aside.ts';

// one locale per message, in turn
parentPort!.on('message', (job: SearchJob) => {
  parentPort!.postMessage(buildLocaleFiles(job, job.options));
});
