import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildRequest,
  rebuildState,
  rememberBuildLine,
  type ParsedLine,
} from '../../../cli/options/unchanged-build.ts';
import {
  forgetStamp,
  inputStamp,
  keepStamp,
  offerInputStamp,
  takeStamp,
} from '../../../cli/write/up-to-date.ts';

let work: string;
let lines: string;
let words: string[];
let parsed: ParsedLine;
const summary = { pages: 1, pagesPerLocale: { '/': 1 }, files: 1, bytes: 10 };

/** A site built once: its stamp kept, and the command line that built it remembered. */
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-unchanged-line-'));
  const docs = path.join(work, 'docs');
  const out = path.join(work, 'dist');
  mkdirSync(docs);
  mkdirSync(out);
  writeFileSync(path.join(docs, 'index.md'), '# Home\n');
  writeFileSync(path.join(out, 'index.html'), '<p>Home</p>');
  lines = path.join(work, 'lines.json');
  words = ['build', docs, '--out', out];
  parsed = { dir: docs, opts: { compress: true, out } };
  const request = buildRequest(docs, parsed.opts);
  keepStamp(request, { inputs: inputStamp(request), extra: { folders: [], files: [] }, summary });
  rememberBuildLine(words, parsed, lines);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(work, { recursive: true, force: true });
});

/** What the launcher made of `line`, and what it printed. */
function answer(line: string[]) {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((m: string) => void printed.push(m));
  const { state } = rebuildState(line, lines);
  vi.restoreAllMocks();
  return { state, printed };
}

describe('the launcher answering an unchanged rebuild', () => {
  it('answers a command line it saw build, when nothing changed, with the build summary', () => {
    const { state, printed } = answer(words);
    expect(state).toBe('unchanged');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^docs-build: built 1 page \(1 \/\) in \d+ ms → .*dist \(1 file, 0 KB\); nothing changed since the last build$/,
    );
  });

  it('leaves to the CLI, printing nothing, a line it never saw, --clean and an edited page', () => {
    expect(answer([...words, '--no-compress'])).toEqual({ state: 'unknown', printed: [] });
    const clean = { ...parsed, opts: { ...parsed.opts, clean: true } };
    rememberBuildLine([...words, '--clean'], clean, lines);
    expect(answer([...words, '--clean'])).toEqual({ state: 'unknown', printed: [] });
    expect(answer(words).state).toBe('unchanged');
    writeFileSync(path.join(work, 'docs/index.md'), '# Home, edited\n');
    // built before, so its caches are warm
    expect(answer(words)).toEqual({ state: 'rebuild', printed: [] });
  });

  it('counts the caches cold once another toolchain built the site', () => {
    writeFileSync(path.join(work, 'docs/index.md'), '# Home, edited\n');
    expect(answer(words).state).toBe('rebuild');
    const kept = process.env.DOCS_BUILD_TOOLCHAIN_KEY;
    process.env.DOCS_BUILD_TOOLCHAIN_KEY = 'another toolchain';
    try {
      expect(answer(words)).toEqual({ state: 'unknown', printed: [] });
    } finally {
      if (kept === undefined) delete process.env.DOCS_BUILD_TOOLCHAIN_KEY;
      else process.env.DOCS_BUILD_TOOLCHAIN_KEY = kept;
    }
  });

  it('knows no earlier build once the stamp is gone', () => {
    writeFileSync(path.join(work, 'docs/index.md'), '# Home, edited\n');
    forgetStamp(buildRequest(parsed.dir!, parsed.opts));
    expect(answer(words)).toEqual({ state: 'unknown', printed: [] });
  });

  it('hands the CLI the input stamp it took of a rebuild, once, for the same request only', () => {
    writeFileSync(path.join(work, 'docs/index.md'), '# Home, edited\n');
    const { taken } = rebuildState(words, lines);
    const request = buildRequest(parsed.dir!, parsed.opts);
    expect(taken).toEqual({ request, inputs: inputStamp(request) });
    offerInputStamp(taken!);
    // saved again once the launcher looked: the build still takes the stamp from before it started
    writeFileSync(path.join(work, 'docs/index.md'), '# Home, edited twice\n');
    expect(takeStamp({ ...request, options: { compress: false } }).inputs).not.toBe(taken!.inputs);
    offerInputStamp(taken!);
    expect(takeStamp(request).inputs).toBe(taken!.inputs);
    expect(takeStamp(request).inputs).toBe(inputStamp(request));
    // a stamp the launcher took was found changed: the build does not compare it again
    offerInputStamp(taken!);
    expect(takeStamp(request)).toEqual({ inputs: taken!.inputs, compared: true });
    expect(takeStamp(request)).toEqual({ inputs: inputStamp(request), compared: false });
    expect(takeStamp(request).inputs).not.toBe(taken!.inputs);
  });

  it('keeps the latest lines only', () => {
    for (let n = 0; n < 40; n++) rememberBuildLine(['build', `site-${n}`], parsed, lines);
    expect(answer(words).state).toBe('unknown');
    rememberBuildLine(words, parsed, lines);
    expect(answer(words).state).toBe('unchanged');
  });

  it('gives `--compress standard` the stamp of the default, and `max` another', () => {
    const docs = path.join(work, 'docs');
    expect(buildRequest(docs, { compress: 'standard' })).toEqual(
      buildRequest(docs, { compress: true }),
    );
    expect(buildRequest(docs, { compress: 'max' })).not.toEqual(
      buildRequest(docs, { compress: true }),
    );
  });
});
