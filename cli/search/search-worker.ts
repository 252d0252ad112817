// A thread of its own for the search index: it reads each page's terms as the page compiles, and makes the index
// files while the main thread renders the pages.
import { parentPort } from 'node:worker_threads';
import { buildLocaleFiles } from './build-index.ts';
import type { SearchJob, SearchPage } from './index-aside.ts';
import { SlotsReadAhead } from './term-index.ts';

const ahead = new SlotsReadAhead();

// pages (no reply) as they compile, then one locale per message, in turn
parentPort!.on('message', (message: SearchJob | SearchPage) => {
  if ('page' in message) return void ahead.add(message.page);
  parentPort!.postMessage(buildLocaleFiles(message, { ...message.options, known: ahead.known }));
});
