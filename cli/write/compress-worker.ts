// A thread of its own for compressed copies, which it makes itself (see gzipCopySync). Driving zlib from the main
// thread (a stream for each copy, hashing, writing both files) held it while pages were still rendering and the
// highlighting worker's core sat idle.
import { parentPort } from 'node:worker_threads';
import { compressOne, CopyCache } from './copy-cache.ts';
import type { CompressMessage, CompressReply } from './compress-thread.ts';

let cache = new CopyCache(null);

parentPort!.on('message', (message: CompressMessage) => {
  if ('prune' in message) {
    void cache
      .prune(message.prune)
      .catch(() => undefined)
      .then(() => parentPort!.postMessage({ pruned: true } satisfies CompressReply));
    return;
  }
  if ('cacheDir' in message) return void (cache = new CopyCache(message.cacheDir));
  const { id, file, body, setting } = message;
  compressOne(file, Buffer.from(body.buffer, body.byteOffset, body.byteLength), setting, cache, {
    onThisThread: true,
  }).then(
    (figures) => parentPort!.postMessage({ id, figures } satisfies CompressReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: (error as Error).message ?? String(error),
      } satisfies CompressReply),
  );
});
