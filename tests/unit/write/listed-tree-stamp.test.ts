import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputStamp, keepStamp, unchangedBuild } from '../../../cli/write/up-to-date.ts';
import type { ListedFile } from '../../../cli/write/listed-tree-stamp.ts';
import { tempDir } from '../../temp-dir.ts';

// The output's stamp made from the files a build recorded must be the one a walk of the folder takes, or the
// launcher would never answer an unchanged rebuild; and it must be made from the record, not from the folder.
const summary = { pages: 1, pagesPerLocale: { '/': 1 }, files: 6, bytes: 10 };
const extra = { folders: [], files: [] };

function site() {
  const work = tempDir('docs-build-listed-stamp-');
  const root = path.join(work, 'docs');
  const out = path.join(work, 'dist');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'README.md'), '# Home\n');
  // names whose order tells a sort by name from one by kind or by path: a folder between files, `a-b` before `a/`
  const files = ['index.html', 'a-b.html', 'a/index.html', 'a/z/deep.js', 'B.html', 'assets/x.js'];
  // compressed copies beside their files, and a public archive that is a file of its own
  files.push('index.html.gz', 'index.html.br', 'a/z/deep.js.br', 'files/data.tar.gz');
  for (const name of files) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), name);
  }
  const listing: Record<string, ListedFile> = {};
  for (const name of files) {
    const { size, mtimeMs } = statSync(path.join(out, name));
    listing[name] = { size, mtimeMs };
  }
  return { request: { root, out, options: {} }, listing };
}

describe("the output's stamp from the files a build recorded", () => {
  it('answers the next unchanged build as a walk of the folder would, made from the record alone', () => {
    const { request, listing } = site();
    keepStamp(request, { inputs: inputStamp(request), extra, summary, output: listing });
    expect(unchangedBuild(request, inputStamp(request))).toEqual(summary);
    // a record that differs from the folder: a stamp taken by walking the folder would still match
    const recorded = { ...listing, 'B.html': { ...listing['B.html'], size: 999 } };
    keepStamp(request, { inputs: inputStamp(request), extra, summary, output: recorded });
    expect(unchangedBuild(request, inputStamp(request))).toBeNull();
  });

  it('tells a compressed copy by being there, and a file of its own named .gz by its size and time', () => {
    const { request, listing } = site();
    const out = request.out;
    keepStamp(request, { inputs: inputStamp(request), extra, summary, output: listing });
    writeFileSync(path.join(out, 'index.html.gz'), 'another copy of the same page');
    expect(unchangedBuild(request, inputStamp(request))).toEqual(summary);
    writeFileSync(path.join(out, 'files/data.tar.gz'), 'another archive');
    expect(unchangedBuild(request, inputStamp(request))).toBeNull();
    keepStamp(request, { inputs: inputStamp(request), extra, summary, output: null });
    rmSync(path.join(out, 'a/z/deep.js.br'));
    expect(unchangedBuild(request, inputStamp(request))).toBeNull();
  });
});
