import { describe, expect, it } from 'vitest';
import type { SearchSource } from '../../../cli/search/collect.ts';
import { buildTermShards, SlotsReadAhead } from '../../../cli/search/term-index.ts';
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

describe('terms read ahead for the search index', () => {
  it('gives the same index as reading every page at the end, and reads a page again when its text changed', () => {
    const ahead = new SlotsReadAhead();
    const early = source('Add a storage, then mount it at a path.');
    for (const [i, page] of early.pages.entries())
      ahead.add({ ...page, sections: early.sections.filter((s) => s.page === i) });
    expect(buildTermShards(early, 48_000, { known: ahead.known })).toEqual(
      buildTermShards(early, 48_000),
    );
    // the English page read ahead with other text: its slots are not used
    const later = source('Remove a storage and unmount its path.');
    const made = buildTermShards(later, 48_000, { known: ahead.known });
    expect(made).toEqual(buildTermShards(later, 48_000));
    expect(made).not.toEqual(buildTermShards(early, 48_000));
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
