// A thread of its own for the search index: it reads each page's terms as the page compiles, and makes the index
// files while the main thread renders the pages.
import { parentPort } from 'node:worker_threads';
import { buildLocaleFiles } from './build-index.ts';
import type {
  KeptSearchPage,
  SearchEnd,
  SearchJob,
  SearchPage,
  SearchStart,
} from './index-aside.ts';
import { SearchMemo } from './search-memo.ts';
import { SlotsReadAhead } from './term-index.ts';

let memo: SearchMemo | undefined;
let ahead = new SlotsReadAhead();

// where to keep its work, then pages (no reply) as they compile, then one locale per message, in turn, then the end
type Message = SearchJob | SearchPage | KeptSearchPage | SearchStart | SearchEnd;

parentPort!.on('message', (message: Message) => {
  if ('memoFile' in message) {
    memo = message.memoFile ? new SearchMemo(message.memoFile) : undefined;
    ahead = new SlotsReadAhead(memo);
    return;
  }
  if ('page' in message) return void ahead.add(message.page);
  if ('kept' in message) return void memo?.keepPage(message.kept);
  if ('end' in message) {
    memo?.save();
    return parentPort!.close();
  }
  parentPort!.postMessage(
    buildLocaleFiles(message, { ...message.options, known: ahead.known, memo }),
  );
});
