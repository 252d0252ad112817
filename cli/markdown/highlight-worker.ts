// A thread of its own for shiki: it colours code blocks while the main thread
// parses the next pages.
import { parentPort } from 'node:worker_threads';
import { loadLanguages, preloadShiki, renderCode } from './shiki-render.ts';
import type { HighlightJob, HighlightMessage, HighlightReply } from './highlight-thread.ts';

const queue: HighlightJob[] = [];
let running = false;
/**
 * The grammars the build expects, loading: every block waits for them (see
 * loadLanguages).
 */
let languages: Promise<void> = Promise.resolve();

/**
 * Blocks one at a time, each in a turn of the event loop of its own. Handled as
 * they arrived, a build's hundreds of blocks sent at once all waited for their
 * grammar's import and then ran in one chain of promises: the replies reached
 * the main thread only when the last block was done.
 */
async function drain(): Promise<void> {
  running = true;
  for (let job = queue.shift(); job; job = queue.shift()) {
    const { id, code, lang, ranges } = job;
    let reply: HighlightReply;
    try {
      await languages;
      reply = { id, html: await renderCode(code, lang, ranges) };
    } catch (error) {
      reply = { id, error: (error as Error).message };
    }
    parentPort!.postMessage(reply);
    await new Promise((resolve) => setImmediate(resolve));
  }
  running = false;
}

parentPort!.on('message', (message: HighlightMessage) => {
  if (message === 'preload') return void preloadShiki().catch(() => undefined);
  // a language that fails to load fails its blocks, each with shiki's own error
  if ('languages' in message)
    return void (languages = loadLanguages(message.languages).catch(() => undefined));
  if ('cancel' in message) {
    const dropped = new Set(message.cancel);
    for (const job of queue.filter((j) => dropped.has(j.id)))
      parentPort!.postMessage({ id: job.id, error: 'cancelled' } satisfies HighlightReply);
    queue.splice(0, queue.length, ...queue.filter((j) => !dropped.has(j.id)));
    return;
  }
  queue.push(message);
  if (!running) void drain();
});
