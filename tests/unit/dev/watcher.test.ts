import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { watchFiles, type ChangeBatch } from '../../../cli/dev/watcher.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('hands over saves in one batch, and closes without waiting for good on a batch that never ends', async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-watch-'));
  const batches: ChangeBatch[] = [];
  let started!: () => void;
  const first = new Promise<void>((resolve) => {
    started = resolve;
  });
  const watcher = await watchFiles(
    [dir],
    (batch) => {
      batches.push(batch);
      started();
      return new Promise<void>(() => undefined); // a compile that hangs
    },
    { delay: 50 },
  );
  await watcher.ready;
  writeFileSync(path.join(dir, 'a.md'), '# A');
  writeFileSync(path.join(dir, 'b.md'), '# B');
  await first;
  expect([...batches[0].files.keys()].map((f) => path.basename(f)).sort()).toEqual([
    'a.md',
    'b.md',
  ]);
  const closing = watcher.close().then(() => 'closed');
  // close waits 2 s at most; waiting for the batch itself would run into the test's time limit
  await expect(closing).resolves.toBe('closed');
});
