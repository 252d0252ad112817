import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyedTable } from '../../../cli/core/keyed-table.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-table-'));
  file = path.join(dir, 'table.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('KeyedTable', () => {
  it('gives back a value only for the same id and key, and keeps just what the last run used', async () => {
    const first = new KeyedTable<{ n: number }>(file);
    expect(first.get('a', 'k1', () => ({ n: 1 }))).toEqual({ n: 1 });
    first.write('b', 'k1', { n: 2 });
    await first.prune();
    expect(readdirSync(dir)).toEqual(['table.json']);
    const second = new KeyedTable<{ n: number }>(file);
    expect(second.read('a', 'k2')).toBeUndefined();
    expect(second.read('a', 'k1')).toEqual({ n: 1 });
    await second.prune();
    // the second run did not look at 'b': it is gone
    const third = new KeyedTable<{ n: number }>(file);
    expect(third.read('b', 'k1')).toBeUndefined();
    expect(third.read('a', 'k1')).toEqual({ n: 1 });
  });

  it('leaves the file alone when a run used every row unchanged', async () => {
    const first = new KeyedTable<number>(file);
    first.write('a', 'k', 1);
    await first.prune();
    utimesSync(file, 1000, 1000);
    const second = new KeyedTable<number>(file);
    expect(second.read('a', 'k')).toBe(1);
    await second.prune();
    expect(statSync(file).mtimeMs).toBe(1000_000);
  });

  it('makes every value again from a damaged file, and keeps nothing without one', async () => {
    writeFileSync(file, '[["a", 3], ["b", {"key": "k", "value": 4}]');
    expect(new KeyedTable<number>(file).get('b', 'k', () => 5)).toBe(5);
    writeFileSync(file, '[["a", 3], ["b", {"key": "k", "value": 4}]]');
    const table = new KeyedTable<number>(file);
    expect([table.read('a', 'k'), table.read('b', 'k')]).toEqual([undefined, 4]);
    const none = new KeyedTable<number>(null);
    none.write('a', 'k', 1);
    expect(none.get('a', 'k', () => 2)).toBe(2);
    await none.prune();
  });
});
