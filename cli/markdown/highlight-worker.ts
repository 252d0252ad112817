// A thread of its own for shiki: it colours code blocks while the main thread parses the next pages.
import { parentPort } from 'node:worker_threads';
import { preloadShiki, renderCode } from './shiki-render.ts';
import type { HighlightJob, HighlightReply } from './highlight-thread.ts';

parentPort!.on('message', async (message: HighlightJob | 'preload') => {
  if (message === 'preload') return void preloadShiki().catch(() => undefined);
  const { id, code, lang, ranges } = message;
  let reply: HighlightReply;
  try {
    reply = { id, html: await renderCode(code, lang, ranges) };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
