// Where a build's memory goes, thread by thread: loaded before the build with
//   node --import ./bench/memory-log.mjs bench/build-once.mjs <docs folder> <out> cold 2> memory.log
// it runs in the main thread and in every worker (workers inherit --import), and every two seconds writes one line
// per thread to stderr: seconds since that thread started, its heap in use and reserved (MB) and the most in use
// it has seen; the main thread adds the process's RSS and array buffers, and at exit the peak RSS.
// A thread busy in one long synchronous task (the search worker making a locale's index) writes nothing meanwhile:
// its reserved heap afterwards tells how high it went. Plain JavaScript, so no TypeScript loader runs with it.
import { getHeapStatistics } from 'node:v8';
import { isMainThread, threadId } from 'node:worker_threads';

const started = Date.now();
const name = isMainThread ? 'main' : (process.argv[1] ?? '').split('/').pop() || 'worker';
const mb = (bytes) => Math.round(bytes / 1048576);
let most = 0;

function line() {
  const heap = getHeapStatistics();
  most = Math.max(most, heap.used_heap_size);
  const seconds = Math.round((Date.now() - started) / 1000);
  let text = `[memory ${seconds}s ${name}#${threadId}] heap ${mb(heap.used_heap_size)} reserved ${mb(heap.total_heap_size)} most ${mb(most)}`;
  if (isMainThread) {
    const { rss, arrayBuffers } = process.memoryUsage();
    text += ` rss ${mb(rss)} arrayBuffers ${mb(arrayBuffers)}`;
  }
  process.stderr.write(`${text}\n`);
}

setInterval(line, 2000).unref();
if (isMainThread)
  process.on('exit', () => {
    line();
    process.stderr.write(`[memory] peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB\n`);
  });
