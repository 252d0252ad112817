import { describe, expect, it, vi } from 'vitest';
import type { SearchSource } from '../../../cli/search/collect.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SearchMemo } from '../../../cli/search/search-memo.ts';
import { LocaleIndex } from '../../../cli/search/locale-index.ts';
import { TermTable } from '../../../cli/search/packed-slots.ts';
import {
  slotsInput,
  slotsOfPage,
  SlotsReadAhead,
  type KnownSlots,
} from '../../../cli/search/term-index.ts';
import { retainedBytes } from '../../helpers/heap.ts';

// The search worker reads each page's terms as the page compiles; the index made from those must be the one made
// from the finished pages, and a page whose text changed after it was read is read again.
const source = (mountText: string): SearchSource => ({
  pages: [
    { route: '/guide/mount', title: 'Mounting storage' },
    { route: '/zh/guide/mount', title: '挂载存储' },
  ],
  sections: [
    { page: 0, slug: '', heading: '', text: mountText, code: 'alist admin set password' },
    {
      page: 0,
      slug: 'webdav',
      heading: 'WebDAV',
      text: 'Serve the mounted folders over WebDAV.',
      code: '',
    },
    { page: 1, slug: '', heading: '', text: '添加存储，然后挂载到路径。', code: '' },
  ],
});

/** The locale's index files, made as the search worker makes them. */
function indexOf({ pages, sections }: SearchSource, known?: KnownSlots) {
  const sizes = { termShardChars: 48_000, textShardChars: 48_000 };
  const index = new LocaleIndex('en', 'search/en.json', { dir: 'search', sizes, known });
  const own = pages.map((page, i) => ({
    ...page,
    sections: sections.filter((s) => s.page === i),
  }));
  return [...index.add(own), ...index.finish()];
}

describe('terms read ahead for the search index', () => {
  it('gives the same index as reading every page at the end, and reads a page again when its text changed', () => {
    const ahead = new SlotsReadAhead();
    const early = source('Add a storage, then mount it at a path.');
    for (const [i, page] of early.pages.entries())
      ahead.add({ ...page, sections: early.sections.filter((s) => s.page === i) });
    expect(indexOf(early, ahead.known)).toEqual(indexOf(early));
    // the English page read ahead with other text: its slots are not used
    const later = source('Remove a storage and unmount its path.');
    const made = indexOf(later, ahead.known);
    expect(made).toEqual(indexOf(later));
    expect(made).not.toEqual(indexOf(early));
  });
});

describe('the read-ahead on a large site', () => {
  it("keeps each page's terms, not its text", () => {
    // 16 pages of 250,000 characters each: 4 MB of text, few distinct words
    const { bytes, kept } = retainedBytes(() => {
      const ahead = new SlotsReadAhead();
      for (let i = 0; i < 16; i += 1) {
        const text = `mount storage ${i} `.repeat(12_500);
        ahead.add({
          route: `/p${i}`,
          title: `Page ${i}`,
          sections: [{ heading: '', text, code: '' }],
        });
      }
      return ahead;
    });
    expect(kept).toBeInstanceOf(SlotsReadAhead);
    expect(bytes).toBeLessThan(1_000_000);
  });
});

describe('the read-ahead on a site of many pages sharing their words', () => {
  it('keeps each word once, not once per page, with or without the memo', () => {
    const words =
      'mount storage account refresh token root folder listing webdav proxy cache'.split(' ');
    const text = (i: number) =>
      `${words.map((w, k) => `${w} ${w}${(i + k) % 40}`).join(' ')} 挂载存储账号`;
    const read = (memo?: SearchMemo) =>
      retainedBytes(() => {
        const ahead = new SlotsReadAhead(memo);
        for (let i = 0; i < 500; i += 1)
          ahead.add({
            route: `/guide/p${i}`,
            title: `Page ${i}`,
            sections: [{ heading: 'Install', text: text(i), code: 'alist server --data' }],
          });
        return [ahead, memo];
      }).bytes;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'read-ahead-'));
    try {
      // about 40 terms a page: a Map of the page's own strings kept 1.7 MB, more with the memo's copy (0.4-0.6 MB now)
      expect(read()).toBeLessThan(1_000_000);
      expect(read(new SearchMemo(path.join(dir, 'memo.json')))).toBeLessThan(1_000_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pages that come with a digest', () => {
  it('are known by it: their text is neither made into one string nor hashed', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'read-ahead-'));
    try {
      const file = path.join(dir, 'memo.json');
      const page = (text: string, digest: string) => ({
        route: '/guide/mount',
        title: 'Mounting storage',
        sections: [{ heading: '', text, code: '' }],
        digest,
      });
      const first = new SearchMemo(file);
      const mounted = new TermTable();
      const slots = slotsOfPage(page('mount a storage', 'digest 1'), mounted, undefined, first);
      first.save();
      // the same digest with other text: the kept slots, so the text was not what they were found by
      const stringify = vi.spyOn(JSON, 'stringify');
      const again = slotsOfPage(
        page('remove a storage', 'digest 1'),
        new TermTable(),
        undefined,
        new SearchMemo(file),
      );
      expect(
        stringify.mock.calls.some(([value]) => JSON.stringify(value)?.includes('remove')),
      ).toBe(false);
      stringify.mockRestore();
      expect([...again]).toEqual([...slots]);
      // a new digest: read anew
      const changed = slotsOfPage(page('remove a storage', 'digest 2'), new TermTable());
      expect([...changed].map(([term]) => term)).toContain('remove');
      // read ahead by digest too
      const ahead = new SlotsReadAhead();
      ahead.add(page('mount a storage', 'digest 1'));
      expect(ahead.known('/guide/mount', slotsInput(page('other', 'digest 1')))).toBeDefined();
      expect(ahead.known('/guide/mount', slotsInput(page('other', 'digest 2')))).toBeUndefined();
      // a page kept from the last build: packed from the memo by its digest alone, and kept in it again
      const memo = new SearchMemo(file);
      const kept = new SlotsReadAhead(memo);
      kept.keep('/guide/mount', 'digest 1');
      kept.keep('/guide/other', 'digest 1');
      expect([...kept.known('/guide/mount', 'digest 1')!]).toEqual([...slots]);
      expect(kept.known('/guide/other', 'digest 1')).toBeUndefined();
      const made = vi.fn(() => new TermTable().pack(new Map()));
      memo.slots('/guide/new', 'digest 3', made, (stored) => new TermTable().pack(stored));
      memo.save();
      expect(made).toHaveBeenCalledTimes(1);
      const saved = new SearchMemo(file);
      expect(
        saved.storedSlots('/guide/mount', 'digest 1', (s) => new TermTable().pack(s)),
      ).toBeDefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
