import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonCodec, KeyedStore, Slots, textCodec } from '../../../cli/core/keyed-store.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('KeyedStore', () => {
  it('gives back a value only for the same id and key, and keeps just what the last run used', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-store-'));
    const first = new KeyedStore(dir, jsonCodec<{ n: number }>());
    expect(first.get('a', 'k1', () => ({ n: 1 }))).toEqual({ n: 1 });
    first.write('b', 'k1', { n: 2 });
    await first.prune();
    const second = new KeyedStore(dir, jsonCodec<{ n: number }>());
    expect(second.read('a', 'k1')).toEqual({ n: 1 });
    expect(second.read('a', 'k2')).toBeUndefined();
    expect(second.get('a', 'k2', () => ({ n: 3 }))).toEqual({ n: 3 });
    await second.prune();
    // the second run did not look at 'b': it is gone, and both entries it did use are kept
    const third = new KeyedStore(dir, jsonCodec<{ n: number }>());
    expect(third.read('b', 'k1')).toBeUndefined();
    expect([third.read('a', 'k1'), third.read('a', 'k2')]).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('keeps an entry another thread writes, while that thread writes it and after', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-store-'));
    const store = new KeyedStore(dir, textCodec);
    const entry = store.claim('index', 'key')!;
    writeFileSync(entry.staging, 'made aside');
    // the run ends while the other thread writes: neither the staged copy nor the entry is removed
    await store.prune();
    renameSync(entry.staging, entry.file);
    expect(new KeyedStore(dir, textCodec).read('index', 'key')).toBe('made aside');
    expect(new KeyedStore(null, textCodec).claim('index', 'key')).toBeNull();
  });

  it('writes thousands of entries with only a few files open at a time', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-store-'));
    const store = new KeyedStore(dir, textCodec);
    for (let i = 0; i < 2000; i += 1) store.write(`page-${i}`, 'key', `<p>${i}</p>`);
    await store.prune();
    const again = new KeyedStore(dir, textCodec);
    expect(again.read('page-1999', 'key')).toBe('<p>1999</p>');
    expect(readdirSync(dir)).toHaveLength(2000);
  });

  it('runs no more tasks at once than it has slots, and every task in the end', async () => {
    const slots = new Slots(3);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 2));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('neither reads nor writes without a folder (a clean build)', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-store-'));
    const store = new KeyedStore<string>(null, textCodec);
    expect(store.get('a', 'k', () => 'made')).toBe('made');
    expect(store.read('a', 'k')).toBeUndefined();
    await store.prune();
  });
});
