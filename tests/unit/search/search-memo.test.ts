import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocaleFiles } from '../../../cli/search/build-index.ts';
import type { SearchSource } from '../../../cli/search/collect.ts';
import { LocaleMemos, SearchMemo } from '../../../cli/search/search-memo.ts';
import { SlotsReadAhead } from '../../../cli/search/term-index.ts';

// The search worker keeps each page's terms and each term shard between builds: a rebuild after one page's edit
// must make the same files as a build that kept nothing, reading again only what the edit touched.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function source(firstText: string): SearchSource {
  const pages = Array.from({ length: 30 }, (_, i) => ({
    route: `/guide/p${i}`,
    title: `Page ${i}`,
  }));
  const words = ['mount', 'storage', 'webdav', 'alias', 'quota', 'token', 'proxy', 'cache'];
  const sections = pages.map((_, i) => ({
    page: i,
    slug: '',
    heading: '',
    text: i === 0 ? firstText : `${words[i % 8]} ${words[(i * 3) % 8]} zebra${i} 存储${i}`,
    code: '',
  }));
  return { pages, sections };
}

/** The locale's pages as the index takes them, each with its sections. */
const pagesOf = ({ pages, sections }: SearchSource) =>
  pages.map((page, i) => ({ ...page, sections: sections.filter((s) => s.page === i) }));

/** One run of the worker: pages read ahead through the memo, then the locale's files, then the memo kept. */
function run(file: string, made: SearchSource) {
  const memo = new SearchMemo(file);
  const counts = { slots: 0, shards: 0, allShards: 0 };
  const slots = memo.slots.bind(memo);
  const shard = memo.shard.bind(memo);
  memo.slots = (route, input, make, pack) =>
    slots(route, input, () => (counts.slots++, make()), pack);
  memo.shard = (locale, content, make) => (
    counts.allShards++,
    shard(locale, content, () => (counts.shards++, make()))
  );
  const ahead = new SlotsReadAhead(memo);
  for (const [i, page] of made.pages.entries())
    ahead.add({ ...page, sections: made.sections.filter((s) => s.page === i) });
  const files = buildLocaleFiles(
    { name: 'index', pages: pagesOf(made), manifest: 'current/search.index.json' },
    { known: ahead.known, memo, sizes },
  );
  memo.save();
  return { files, counts };
}

const sizes = { termShardChars: 200, textShardChars: 200 };

describe('the search memo', () => {
  it('gives the files of a build that kept nothing, after an edit to one page', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    const file = path.join(dir, 'search-memo.json');
    const first = run(file, source('mount a storage'));
    expect(first.counts.slots).toBe(30);
    const edited = source('mount a storage now');
    const { files, counts } = run(file, edited);
    // the edited page's terms are read again, and only the shards they fall in are made again
    expect(counts.slots).toBe(1);
    expect(counts.shards).toBeGreaterThan(0);
    expect(counts.shards).toBe(1);
    expect(counts.allShards).toBeGreaterThan(4);
    const fresh = buildLocaleFiles(
      { name: 'index', pages: pagesOf(edited), manifest: 'current/search.index.json' },
      { sizes },
    );
    expect(files).toEqual(fresh);
  });

  it('is written a page or a shard at a time, never as one string the size of the file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    const file = path.join(dir, 'search-memo.json');
    const stringify = JSON.stringify;
    let longest = 0;
    const spy = vi.spyOn(JSON, 'stringify').mockImplementation((...args) => {
      const text = stringify(...(args as Parameters<typeof stringify>));
      longest = Math.max(longest, text?.length ?? 0);
      return text;
    });
    try {
      run(file, source('mount a storage'));
    } finally {
      spy.mockRestore();
    }
    expect(longest).toBeLessThan(statSync(file).size / 4);
    // and read back whole: a second run makes nothing anew
    const again = run(file, source('mount a storage'));
    expect(again.counts).toMatchObject({ slots: 0, shards: 0 });
  });

  it('leaves no half-written copy when it cannot be kept', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    // a folder where the file would go: the copy is written, and putting it in place fails
    const file = path.join(dir, 'search-memo.json');
    mkdirSync(file);
    run(file, source('mount a storage'));
    expect(readdirSync(dir)).toEqual(['search-memo.json']);
  });

  it("keeps a page's terms in a few strings, not an array a term, and reads them back in their order", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    const file = path.join(dir, 'search-memo.json');
    // one page without terms
    const made = source('mount a storage');
    made.sections[2].text = '';
    const first = run(file, made);
    let arrays = 0;
    JSON.parse(readFileSync(file, 'utf8'), (_key, value) => {
      if (Array.isArray(value)) arrays++;
      return value;
    });
    // the shards' parts are arrays of their own: well under one per page's term
    expect(arrays).toBeLessThan(100);
    const again = run(file, made);
    expect(again.counts).toMatchObject({ slots: 0, shards: 0 });
    expect(again.files).toEqual(first.files);
  });

  it("finds kept shards without making a pair for each of a page's terms", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    const file = path.join(dir, 'search-memo.json');
    const first = run(file, source('mount a storage'));
    const { PackedSlots } = await import('../../../cli/search/packed-slots.ts');
    const pairs = vi.spyOn(PackedSlots.prototype, Symbol.iterator);
    try {
      const again = run(file, source('mount a storage'));
      expect(again.counts).toMatchObject({ slots: 0, shards: 0 });
      expect(again.files).toEqual(first.files);
      expect(pairs).not.toHaveBeenCalled();
    } finally {
      pairs.mockRestore();
    }
  });

  it("writes a kept page's slots back as they were read, unpacking only the pages read anew", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    const file = path.join(dir, 'search-memo.json');
    run(file, source('mount a storage'));
    const { PackedSlots } = await import('../../../cli/search/packed-slots.ts');
    const unpacked = vi.spyOn(PackedSlots.prototype, 'toJSON');
    try {
      run(file, source('mount a storage now'));
      expect(unpacked).toHaveBeenCalledTimes(1);
    } finally {
      unpacked.mockRestore();
    }
    // and the memo so written serves a third run whole
    expect(run(file, source('mount a storage now')).counts).toMatchObject({ slots: 0, shards: 0 });
  });

  it('keeps the slots of pages the build kept unread, and reads them from it when their locale is made again', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    const file = path.join(dir, 'search-memo.json');
    run(file, source('mount a storage'));
    // a run where only the first page is read ahead and the others are kept unread: the memo is written anew
    const memo = new SearchMemo(file);
    const edited = source('mount a storage now');
    const ahead = new SlotsReadAhead(memo);
    ahead.add({ ...edited.pages[0], sections: edited.sections.filter((s) => s.page === 0) });
    for (const page of edited.pages.slice(1)) memo.keepPage(page.route);
    memo.save();
    // the next run makes the locale from its text, not reading ahead: every page but the edited one is kept
    const again = new SearchMemo(file);
    let made = 0;
    let asked = 0;
    const slots = again.slots.bind(again);
    again.slots = (route, input, make, pack) => (
      asked++,
      slots(route, input, () => (made++, make()), pack)
    );
    const pages = edited.pages.map((page, i) => ({
      ...page,
      sections: edited.sections.filter((s) => s.page === i),
    }));
    const job = { name: 'index', pages, manifest: 'current/search.index.json' };
    const files = buildLocaleFiles(job, { memo: again, sizes });
    expect([asked, made]).toEqual([pages.length, 0]);
    const fresh = buildLocaleFiles(job, { sizes });
    expect(files).toEqual(fresh);
  });
});

describe("each locale's memo", () => {
  /** One run of the worker over two locales: `edited` pages are read ahead, the others kept unread. */
  function runLocales(dir: string, made: SearchSource, edited: Set<string> | 'all') {
    const memos = new LocaleMemos(dir);
    const files: Record<string, unknown> = {};
    for (const locale of ['index', 'zh']) {
      const pages = pagesOf(made).map((page) => ({ ...page, route: `/${locale}${page.route}` }));
      const read = edited === 'all' ? pages : pages.filter((p) => edited.has(p.route));
      const ahead = new SlotsReadAhead(memos.of(locale));
      for (const page of read) ahead.add(page);
      for (const page of pages) if (!read.includes(page)) memos.of(locale).keepPage(page.route);
      if (!read.length) continue; // the locale's index is kept: nothing asks for its memo
      const manifest = `current/search.${locale}.json`;
      const job = { name: locale, pages, manifest };
      files[locale] = buildLocaleFiles(job, { known: ahead.known, memo: memos.of(locale), sizes });
    }
    memos.save();
    return files;
  }

  it("removes the one memo file of every locale an older version's cache holds, and nothing beside it", () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(cache);
    writeFileSync(path.join(cache, 'search-memo.json'), '{}');
    writeFileSync(path.join(cache, 'git-log.json'), '{}');
    runLocales(path.join(cache, 'search-memo'), source('mount a storage'), 'all');
    expect(readdirSync(cache).sort()).toEqual(['git-log.json', 'search-memo']);
  });

  it('is read once, when asked to before any page comes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    runLocales(dir, source('mount a storage'), 'all');
    const text = readFileSync(path.join(dir, 'index.json'), 'utf8');
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const memo = new LocaleMemos(dir).of('index');
      memo.read();
      expect(parse.mock.calls.map(([parsed]) => parsed)).toEqual([text]);
      new SlotsReadAhead(memo).add({ route: '/index/guide/p1', title: 'Page 1', sections: [] });
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('reads and writes only the memo of the locale whose index is made again', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
    dirs.push(dir);
    runLocales(dir, source('mount a storage'), 'all');
    expect(readdirSync(dir).sort()).toEqual(['index.json', 'zh.json']);
    const zh = path.join(dir, 'zh.json');
    const before = { text: readFileSync(zh, 'utf8'), mtimeMs: statSync(zh).mtimeMs };
    const parsed: string[] = [];
    const parse = JSON.parse;
    const spy = vi.spyOn(JSON, 'parse').mockImplementation((text, reviver) => {
      parsed.push(text);
      return parse(text, reviver);
    });
    const edited = source('mount a storage now');
    let files;
    try {
      files = runLocales(dir, edited, new Set(['/index/guide/p0']));
    } finally {
      spy.mockRestore();
    }
    expect(parsed).not.toContain(before.text);
    expect(statSync(zh).mtimeMs).toBe(before.mtimeMs);
    const pages = pagesOf(edited).map((page) => ({ ...page, route: `/index${page.route}` }));
    const job = { name: 'index', pages, manifest: 'current/search.index.json' };
    expect(files.index).toEqual(buildLocaleFiles(job, { sizes }));
  });
});
