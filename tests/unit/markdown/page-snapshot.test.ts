import { readdirSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../cli/markdown/page-cache.ts';
import type { CompiledPage } from '../../../cli/markdown/compile.ts';
import { tempDir } from '../../temp-dir.ts';

// The compiled pages a build keeps for the next one: a few files rather than one a page, each page read back as
// it was written, over many builds in a row.
const compiled = (id: string, round: number): CompiledPage => ({
  html: `<h1 id="a">${id}</h1><p>round ${round} ✓</p>`,
  headers: [{ level: 1, title: id, slug: 'a' }] as CompiledPage['headers'],
  islands: [],
  links: [],
  images: [],
  sections: [{ slug: '', title: id, text: `text of ${id}, round ${round}`, code: '' }],
  dependencies: [],
  diagnostics: [],
  htmlDigest: `digest ${round}`,
});

const ids = Array.from({ length: 20 }, (_, i) => `guide/page-${i}.md`);
const plain = (page: CompiledPage | null) => page && JSON.parse(JSON.stringify(page));

/** One build: every page kept but `edited`, which is compiled again in `round`; returns what it read. */
async function rebuild(dir: string, edited: string | null, round: number) {
  const cache = new PageCache(dir);
  const read = new Map<string, CompiledPage | null>();
  for (const id of ids) {
    const kept = id === edited ? null : cache.get(id, `key of ${id}`);
    read.set(id, kept);
    if (!kept) cache.set(id, `key of ${id}`, compiled(id, round));
  }
  await cache.save();
  return read;
}

describe('the kept compiled pages', () => {
  it('are a few files, not one a page, and read back as written over many rebuilds', async () => {
    const dir = tempDir('docs-build-page-snapshot-');
    await rebuild(dir, null, 0);
    expect(readdirSync(dir).length).toBeLessThanOrEqual(2);
    const last = new Map(ids.map((id) => [id, 0]));
    for (let round = 1; round <= 12; round++) {
      const edited = ids[(round * 7) % ids.length];
      const read = await rebuild(dir, edited, round);
      for (const id of ids)
        if (id !== edited) expect(plain(read.get(id)!)).toEqual(compiled(id, last.get(id)!));
      last.set(edited, round);
      // a segment a build, merged once there are more than a few
      expect(readdirSync(dir).length).toBeLessThanOrEqual(10);
    }
  });

  it("leave a kept page's HTML and sections on disk until a stage asks, and take a value assigned", async () => {
    const dir = tempDir('docs-build-page-snapshot-');
    await rebuild(dir, null, 0);
    const page = new PageCache(dir).get(ids[3], `key of ${ids[3]}`)!;
    expect(Object.getOwnPropertyDescriptor(page, 'html')?.get).toBeTypeOf('function');
    expect(page.html).toBe(compiled(ids[3], 0).html);
    expect(page.sections).toEqual(compiled(ids[3], 0).sections);
    // the keys in their order, as the page was compiled
    expect(Object.keys(page)).toEqual(Object.keys(compiled(ids[3], 0)));
    page.html = '<p>changed</p>';
    expect(page.html).toBe('<p>changed</p>');
  });

  it('compile a page again when its segment was cut short', async () => {
    const dir = tempDir('docs-build-page-snapshot-');
    await rebuild(dir, null, 0);
    const segment = readdirSync(dir).find((name) => name.startsWith('segment-'))!;
    truncateSync(path.join(dir, segment), 10);
    const read = await rebuild(dir, null, 1);
    expect([...read.values()].every((page) => page === null)).toBe(true);
    // and the pages compiled then are kept again
    const after = await rebuild(dir, null, 2);
    expect(plain(after.get(ids[0])!)).toEqual(compiled(ids[0], 1));
  });
});
