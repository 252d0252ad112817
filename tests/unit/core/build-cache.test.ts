import * as fs from 'node:fs';
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkInputs, recordInputs, writeWhole } from '../../../cli/core/build-cache.ts';

// to see which files a check reads
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});
const reads = () =>
  vi.mocked(fs.readFileSync).mock.calls.map(([file]) => path.basename(String(file)));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-keep-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
};

it('reads no input whose stamp is as recorded, and hashes one saved again, taking its new stamp', () => {
  const a = file('a.ts', 'export const a = 1;');
  const b = file('b.ts', 'export const b = 2;');
  const records = recordInputs([a, b, path.join(dir, 'gone.ts')]);
  expect(Object.keys(records)).toEqual([a, b]);
  vi.mocked(fs.readFileSync).mockClear();
  expect(checkInputs(records)).toBe('unchanged');
  expect(reads()).toEqual([]);

  writeFileSync(a, 'export const a = 1;');
  expect(checkInputs(records)).toBe('restamped');
  expect(reads()).toEqual(['a.ts']);
  vi.mocked(fs.readFileSync).mockClear();
  expect(checkInputs(records)).toBe('unchanged');
  expect(reads()).toEqual([]);
});

it('finds an edit of the same size with the modification time put back, as npm leaves every file it installs', () => {
  const b = file('b.ts', 'export const b = 2;');
  utimesSync(b, new Date('1985-10-26T08:15:00Z'), new Date('1985-10-26T08:15:00Z'));
  const records = recordInputs([b]);
  writeFileSync(b, 'export const b = 3;');
  utimesSync(b, new Date('1985-10-26T08:15:00Z'), new Date('1985-10-26T08:15:00Z'));
  expect(checkInputs(records)).toBe('changed');
});

it('finds an input removed or grown', () => {
  const a = file('a.ts', 'one');
  const b = file('b.ts', 'two');
  const records = recordInputs([a, b]);
  writeFileSync(b, 'two, longer');
  expect(checkInputs(records)).toBe('changed');
  writeFileSync(b, 'two');
  unlinkSync(a);
  expect(checkInputs(records)).toBe('changed');
});

it('writes a file whole into a folder not made yet, leaving no staging file beside it', () => {
  const target = path.join(dir, 'cache', 'deeper', 'memo.json');
  writeWhole(target, '{"a":1}');
  writeWhole(target, '{"a":2}');
  expect(fs.readFileSync(target, 'utf8')).toBe('{"a":2}');
  expect(fs.readdirSync(path.dirname(target))).toEqual(['memo.json']);
});
