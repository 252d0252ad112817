import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { inputsUnchanged, recordInputs } from '../../../cli/bundle/build-cache.ts';

let dir: string;
beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-keep-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => { const f = path.join(dir, name); writeFileSync(f, text); return f; };

it('trusts an input whose size and time are as recorded, and hashes one whose stamp moved', () => {
  const a = file('a.ts', 'export const a = 1;');
  const b = file('b.ts', 'export const b = 2;');
  // whole seconds, which can be put back exactly below
  utimesSync(b, 1_700_000_000, 1_700_000_000);
  const records = recordInputs([a, b, path.join(dir, 'gone.ts')]);
  expect(Object.keys(records)).toEqual([a, b]);
  expect(inputsUnchanged(records)).toBe(true);

  // saved again with the same text: the stamp moved, the hash still matches
  const later = new Date(Date.now() + 5000);
  writeFileSync(a, 'export const a = 1;');
  utimesSync(a, later, later);
  expect(inputsUnchanged(records)).toBe(true);

  // other text of the same length, with the recorded time put back: not read, so taken as unchanged
  writeFileSync(b, 'export const b = 3;');
  utimesSync(b, 1_700_000_000, 1_700_000_000);
  expect(inputsUnchanged(records)).toBe(true);

  // a real edit moves the time
  utimesSync(b, later, later);
  expect(inputsUnchanged(records)).toBe(false);
});

it('finds an input removed or grown', () => {
  const a = file('a.ts', 'one');
  const b = file('b.ts', 'two');
  const records = recordInputs([a, b]);
  writeFileSync(b, 'two, longer');
  expect(inputsUnchanged(records)).toBe(false);
  writeFileSync(b, 'two');
  unlinkSync(a);
  expect(inputsUnchanged(records)).toBe(false);
});
