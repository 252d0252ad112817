import { types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';
import { PageSpill, thenSpill } from '../../../cli/markdown/page-spill.ts';
import { retainedBytes } from '../../helpers/heap.ts';

// A build holds every compiled page from markdown to rendering; the spill keeps their HTML and search texts in a
// file meanwhile, and every stage must read the pages as if they were in memory.
function page(i: number, html: string): BuiltPage {
  const sections = [{ slug: '', title: '', text: `text of page ${i}`, code: 'alist start' }];
  return {
    source: { route: `/p${i}` },
    compiled: { html, sections, headers: [], diagnostics: [] },
    data: { route: `/p${i}`, title: `Page ${i}`, html, headers: [] },
  } as unknown as BuiltPage;
}

describe('compiled pages spilled to disk', () => {
  it('reads back as the page it was, in any order, and takes assignments', () => {
    const spill = new PageSpill();
    const pages = [0, 1, 2].map((i) => page(i, `<p>page ${i} — 挂载</p>`));
    const before = pages.map((p) => JSON.stringify([p.compiled, p.data]));
    for (const p of pages) spill.keep(p);
    expect(spill.pages).toBe(3);
    for (const i of [2, 0, 1, 0]) {
      expect(JSON.stringify([pages[i].compiled, pages[i].data])).toBe(before[i]);
      expect(pages[i].data.html).toBe(`<p>page ${i} — 挂载</p>`);
      expect(pages[i].compiled.sections[0].text).toBe(`text of page ${i}`);
    }
    // the spread a document's render makes of its page
    const { html, ...rest } = pages[1].data;
    expect(html).toBe('<p>page 1 — 挂载</p>');
    expect(rest).toEqual({ route: '/p1', title: 'Page 1', headers: [] });
    pages[2].data.html = '<p>changed</p>';
    expect(pages[2].data.html).toBe('<p>changed</p>');
    expect(pages[2].compiled.html).toBe('<p>page 2 — 挂载</p>');
    // the other pages, spilled the same way, still read theirs
    expect(pages[1].data.html).toBe('<p>page 1 — 挂载</p>');
  });

  it('reads back every kind of text exactly, empty values beside others included', () => {
    const spill = new PageSpill();
    const texts = ['', 'café ÿ\u0000', '挂载 \ud800 lone', 'plain', '\u{1f600} 😀'];
    const pages = texts.map((html, i) => {
      const p = page(i, html);
      Object.assign(p.source, { source: texts[(i + 1) % texts.length], body: '' });
      p.compiled.sections[0].title = texts[(i + 2) % texts.length];
      return p;
    });
    for (const p of pages) spill.keep(p);
    for (const i of [4, 0, 3, 1, 2, 0]) {
      expect(pages[i].source.body).toBe('');
      expect(pages[i].data.html).toBe(texts[i]);
      expect(pages[i].source.source).toBe(texts[(i + 1) % texts.length]);
      expect(pages[i].compiled.sections[0].title).toBe(texts[(i + 2) % texts.length]);
      expect(pages[i].compiled.html).toBe(texts[i]);
    }
  });

  it("reads a page's HTML and markdown without decoding its other values", () => {
    const spill = new PageSpill();
    const pages = [0, 1].map((i) => page(i, `<p>page ${i} — 挂载</p>`));
    Object.assign(pages[1].source, { source: '# 挂载', body: '# 挂载' });
    for (const p of pages) spill.keep(p);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(pages[1].data.html).toBe('<p>page 1 — 挂载</p>');
      expect(pages[1].source.body).toBe('# 挂载');
      expect(pages[0].data.html).toBe('<p>page 0 — 挂载</p>');
      // a stage that serialises the page reads its headings too: those alone
      expect(JSON.stringify(pages[0].data)).toContain('"headers":[]');
      expect(parse).toHaveBeenCalledTimes(1);
      expect(parse.mock.results[0].value).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it("keeps the pages' HTML out of memory", () => {
    const spill = new PageSpill();
    // 24 pages of 200 KB of HTML each: about 5 MB
    const { bytes, kept } = retainedBytes(() => {
      const pages = Array.from({ length: 24 }, (_, i) =>
        page(i, Buffer.alloc(200_000, 97 + i).toString()),
      );
      for (const p of pages) spill.keep(p);
      return pages;
    });
    expect((kept as BuiltPage[])[23].data.html).toHaveLength(200_000);
    expect(bytes).toBeLessThan(1_000_000);
  });

  it("keeps the pages' markdown out of memory, read back as it was", () => {
    const spill = new PageSpill();
    // 24 pages of 200 KB of markdown each, the body the text after the front matter
    const { bytes, kept } = retainedBytes(() => {
      const pages = Array.from({ length: 24 }, (_, i) => {
        const p = page(i, `<p>${i}</p>`);
        const source = `---\ntitle: P${i}\n---\n${Buffer.alloc(200_000, 97 + i).toString()}`;
        Object.assign(p.source, { source, body: source.slice(source.indexOf('\n---\n') + 5) });
        return p;
      });
      for (const p of pages) spill.keep(p);
      return pages;
    });
    const pages = kept as BuiltPage[];
    expect(bytes).toBeLessThan(1_000_000);
    expect(pages[5].source.body).toBe(Buffer.alloc(200_000, 102).toString());
    expect(pages[5].source.source.startsWith('---\ntitle: P5\n---\n')).toBe(true);
    expect(pages[5].source.route).toBe('/p5');
    expect(pages[5].data.html).toBe('<p>5</p>');
  });

  it("keeps the pages' headings and links out of memory, read back as they were", () => {
    const spill = new PageSpill();
    const headings = (i: number) =>
      Array.from({ length: 400 }, (_, k) => ({
        level: 2,
        title: `Heading ${i}.${k}`,
        slug: `h-${k}`,
        children: [],
      }));
    const links = (i: number) =>
      Array.from({ length: 400 }, (_, k) => ({
        url: `./p${k}.md#h-${i}`,
        route: `/p${k}`,
        hash: `h-${i}`,
        line: k + 1,
      }));
    // 24 pages of 400 headings and 400 links each: a few MB of small objects
    const { bytes, kept } = retainedBytes(() => {
      const pages = Array.from({ length: 24 }, (_, i) => {
        const p = page(i, `<p>${i}</p>`);
        const headers = headings(i);
        Object.assign(p.compiled, { headers, links: links(i) });
        p.data.headers = headers;
        return p;
      });
      for (const p of pages) spill.keep(p);
      return pages;
    });
    const pages = kept as BuiltPage[];
    expect(bytes).toBeLessThan(1_000_000);
    expect(pages[3].data.headers).toEqual(headings(3));
    expect(pages[3].compiled.headers).toEqual(headings(3));
    expect(pages[3].compiled.links).toEqual(links(3));
    expect(pages[7].data.headers[399].title).toBe('Heading 7.399');
  });

  it("holds a few bytes a page of what it spilled, whatever the page's size", () => {
    const count = 10_000;
    /** Bytes a page the pages hold, unspilled and spilled, and the spilled pages. */
    const spilled = (html: (i: number) => string) => {
      const spill = new PageSpill();
      const make = () => Array.from({ length: count }, (_, i) => page(i, html(i)));
      const before = retainedBytes(make);
      const after = retainedBytes(() => {
        const pages = make();
        for (const p of pages) spill.keep(p);
        return pages;
      });
      return { before: before.bytes / count, after: after.bytes / count, kept: after.kept };
    };
    const small = spilled((i) => `<p>${i}</p>`);
    // a flat string of its own a page (a concatenation would share one string of `x`)
    const large = spilled((i) => Buffer.from(`<p>${i}${'x'.repeat(2000)}</p>`).toString());
    // the proxies, the records' places and the bookkeeping of which keys went where: about 285 bytes measured
    // with 20,000 pages, where 5,000 read anywhere from 252 to 311 from one run to the next
    expect(small.after - small.before).toBeLessThan(400);
    // 2 KB more of HTML a page in memory, none of it once spilled
    expect(large.before - small.before).toBeGreaterThan(1500);
    expect(Math.abs(large.after - small.after)).toBeLessThan(100);
    expect((large.kept as BuiltPage[])[4321].data.html).toBe(`<p>4321${'x'.repeat(2000)}</p>`);
  });

  it('leaves pages in memory when no spill file can be made', () => {
    const seen: string[] = [];
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = '/nonexistent/docs-build-spill';
    let handle: (page: BuiltPage) => void;
    try {
      handle = thenSpill((p) => seen.push(p.data.route), { inMemoryCharacters: 0 });
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
    const p = page(7, '<p>kept</p>');
    handle(p);
    expect(seen).toEqual(['/p7']);
    expect(p.data.html).toBe('<p>kept</p>');
    expect(p.compiled.html).toBe('<p>kept</p>');
  });

  it('keeps pages in memory up to a budget, and spills the pages after it', () => {
    const seen: string[] = [];
    const handle = thenSpill((p) => seen.push(p.data.route), { inMemoryCharacters: 250_000 });
    const pages = [0, 1, 2].map((i) => page(i, Buffer.alloc(100_000, 97 + i).toString()));
    for (const p of pages) handle(p);
    expect(seen).toEqual(['/p0', '/p1', '/p2']);
    // 100,000 characters of HTML a page, with a few of text: the third goes over the budget
    expect(pages.map((p) => types.isProxy(p.data))).toEqual([false, false, true]);
    expect(pages[2].data.html).toBe(Buffer.alloc(100_000, 99).toString());
  });
});
