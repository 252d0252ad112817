import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyedStore } from '../../../cli/core/keyed-store.ts';
import type { StoredIndex } from '../../../cli/search/build-index.ts';
import { storedIndexCodec } from '../../../cli/search/stored-index.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const index: StoredIndex = {
  manifest: 'current/search.zh.json',
  files: [
    [
      'assets/search/zh/text-0.a1.json',
      JSON.stringify(['存储 "quoted"', 'line\nbreak', '😀 \\ end']),
    ],
    ['assets/search/zh/latin-0.1.map.b2.json', '{"0":["mount"]}'],
    ['assets/search/zh/empty.json', ''],
    ['current/search.zh.json', JSON.stringify({ pages: [['/zh/', '首页']] })],
  ],
};

describe('storedIndexCodec', () => {
  it("gives back a locale's files as they were stored, their JSON kept unescaped on disk", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-stored-index-'));
    const first = new KeyedStore(dir, storedIndexCodec);
    first.write('/zh/', 'key', index);
    await first.prune();
    const [entry] = readdirSync(dir);
    expect(readFileSync(path.join(dir, entry), 'utf8')).toContain('{"0":["mount"]}');
    expect(new KeyedStore(dir, storedIndexCodec).read('/zh/', 'key')).toEqual(index);
  });

  it('reads a cut or lengthened entry as none, so the index is made again', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-stored-index-'));
    const store = new KeyedStore(dir, storedIndexCodec);
    store.write('/', 'key', index);
    await store.prune();
    const file = path.join(dir, readdirSync(dir)[0]);
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, -3));
    expect(new KeyedStore(dir, storedIndexCodec).read('/', 'key')).toBeUndefined();
    writeFileSync(file, `${whole}x`);
    expect(new KeyedStore(dir, storedIndexCodec).read('/', 'key')).toBeUndefined();
  });
});
