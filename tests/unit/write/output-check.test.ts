import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutput, checkOutputFile, type FileStamp } from '../../../cli/write/output-check.ts';

let target: string;
let files: Record<string, FileStamp>;

const put = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
  writeFileSync(path.join(target, name), text);
};
const stamp = (name: string): FileStamp => {
  const { size, mtimeMs } = statSync(path.join(target, name));
  return { size, mtimeMs };
};

beforeEach(() => {
  target = mkdtempSync(path.join(os.tmpdir(), 'docs-build-output-check-'));
  const names = ['index.html', 'index.html.gz', 'index.html.br', 'guide/a.html', 'guide/a.html.gz'];
  for (const name of names) put(name, `bytes of ${name}`);
  files = Object.fromEntries(names.map((name) => [path.normalize(name), stamp(name)]));
});
afterEach(() => rmSync(target, { recursive: true, force: true }));

describe('the check of an earlier output', () => {
  it('finds it intact, with the files a person added beside it', () => {
    put('extra/notes.txt', 'theirs');
    expect(checkOutput(target, files)).toEqual({ intact: true, others: ['extra/notes.txt'] });
  });

  it('finds a file changed in place, or one removed', () => {
    writeFileSync(path.join(target, 'guide/a.html'), 'edited by hand, longer than before');
    expect(checkOutput(target, files).intact).toBe(false);
    put('guide/a.html', 'bytes of guide/a.html');
    files[path.normalize('guide/a.html')] = stamp('guide/a.html');
    expect(checkOutput(target, files).intact).toBe(true);
    rmSync(path.join(target, 'index.html'));
    expect(checkOutput(target, files).intact).toBe(false);
  });

  it('finds a compressed copy removed, though it does not stat the copies', () => {
    writeFileSync(path.join(target, 'index.html.gz'), 'another copy of the same page');
    expect(checkOutput(target, files).intact).toBe(true);
    rmSync(path.join(target, 'index.html.br'));
    expect(checkOutput(target, files).intact).toBe(false);
  });

  it('stats a file named .gz that is no copy of another', () => {
    put('files/data.tar.gz', 'an archive');
    files[path.normalize('files/data.tar.gz')] = stamp('files/data.tar.gz');
    expect(checkOutput(target, files).intact).toBe(true);
    writeFileSync(path.join(target, 'files/data.tar.gz'), 'another archive');
    expect(checkOutput(target, files).intact).toBe(false);
  });

  it('reads the manifest itself on a worker, and a manifest it cannot read leaves the output unknown', () => {
    const manifest = path.join(target, '..', `${path.basename(target)}.json`);
    writeFileSync(manifest, JSON.stringify({ files }));
    try {
      expect(checkOutputFile({ manifest, target })).toEqual({ intact: true, others: [] });
      writeFileSync(manifest, '{"files":');
      expect(checkOutputFile({ manifest, target }).intact).toBe(false);
    } finally {
      rmSync(manifest, { force: true });
    }
  });
});
