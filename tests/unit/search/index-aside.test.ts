import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { jsonCodec, KeyedStore } from '../../../cli/core/keyed-store.ts';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';
import { SearchAside, type KeptIndexFiles } from '../../../cli/search/index-aside.ts';
import { keepLocale, type KeyedFile } from '../../../cli/search/kept-locale.ts';
import { PART_PAGES, type SearchPart } from '../../../cli/search/locale-parts.ts';
import { storedIndexCodec } from '../../../cli/search/stored-index.ts';

const config = {
  locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },
  user: {},
} as unknown as ResolvedConfig;

/** A page of `locale` that notes each time its sections are read (what a locale's search text is gathered from). */
function page(locale: string, i: number, reads: string[]): BuiltPage {
  const route = `${locale}guide-${i}`;
  return {
    data: { locale, route, title: `Guide ${i}`, description: '', frontmatter: {} },
    compiled: {
      // kept with the compiled page: planning the locale reads it, not the sections
      sectionsDigest: `digest ${route}`,
      get sections() {
        reads.push(route);
        return [{ slug: '', title: '', text: `mount a storage ${locale}`, code: '' }];
      },
    },
  } as unknown as BuiltPage;
}

type Posted = Partial<SearchPart> & { drain?: string; end?: true; prepare?: string };

/** Stands in for the search worker: keeps what it is sent, answers when told to. */
class FakeWorker extends EventEmitter {
  posted: Posted[] = [];
  terminated = false;
  postMessage(message: Posted) {
    this.posted.push(message);
  }
  ref() {}
  unref() {}
  terminate() {
    this.terminated = true;
    return Promise.resolve(0);
  }
  /**
   * Answers the last message once it is posted: `files` for a part, the locale's last files for a drain, each with
   * a key made from its contents; a locale of one part is then kept where its part said, as the worker keeps it.
   */
  async answer(count: number, files: [string, string][]) {
    await vi.waitFor(() => expect(this.posted).toHaveLength(count));
    const last = this.posted[count - 1];
    const keyed = files.map(([file, contents]): KeyedFile => [
      file,
      contents,
      `key of ${contents}`,
    ]);
    this.emit('message', last.drain ? { files: keyed, done: true } : keyed);
    if (last.whole && last.keep) keepLocale(last.keep, last.manifest!, keyed);
  }
}

function start(
  reads: string[],
  { perLocale = 1, write }: { perLocale?: number; write?: (f: string, c: string) => Promise<void> },
) {
  const aside = new SearchAside(config);
  const worker = new FakeWorker();
  Object.assign(aside, { worker });
  const pages = ['/', '/zh/'].flatMap((locale) =>
    Array.from({ length: perLocale }, (_, i) => page(locale, i, reads)),
  );
  return { aside, worker, ...aside.build(pages, undefined, write) };
}

describe('the search index made aside', () => {
  it("sends a locale's pages a part at a time, gathering the next part while the worker reads one", async () => {
    const reads: string[] = [];
    const perLocale = 2 * PART_PAGES + 1;
    const { worker, files } = start(reads, { perLocale });
    // the first part is posted and the second gathered meanwhile; nothing of the third is read
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ name: 'index', first: true });
    expect(worker.posted[0].pages).toHaveLength(PART_PAGES);
    expect(reads).toHaveLength(2 * PART_PAGES);
    await worker.answer(1, [['text-0.json', '[]']]);
    await worker.answer(2, []);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(3));
    expect(worker.posted[2].pages).toHaveLength(1);
    expect(worker.posted[2].first).toBe(false);
    expect(reads).toHaveLength(perLocale);
    await worker.answer(3, []);
    // every page sent: the locale's remaining files are asked for
    await worker.answer(4, [['en.json', '{}']]);
    expect(worker.posted[3]).toEqual({ drain: 'index' });
    // the second locale's pages are read only once the first locale is done
    await vi.waitFor(() => expect(worker.posted).toHaveLength(5));
    expect(worker.posted[4]).toMatchObject({ name: 'zh', first: true });
    for (let n = 5; n <= 7; n += 1) await worker.answer(n, []);
    await worker.answer(8, [['zh.json', '{}']]);
    expect(await files).toEqual({
      files: [
        ['text-0.json', '[]'],
        ['en.json', '{}'],
        ['zh.json', '{}'],
      ],
      onWorker: true,
    });
    // ended from here, the worker would lose the cache file it writes after its last reply
    expect(worker.posted.at(-1)).toEqual({ end: true });
    expect(worker.terminated).toBe(false);
  });

  it('makes a locale of one part in one round trip, without asking for its files after', async () => {
    const { worker, files } = start([], {});
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ name: 'index', first: true, whole: true });
    await worker.answer(1, [['en.json', '{}']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(worker.posted[1]).toMatchObject({ name: 'zh', whole: true });
    await worker.answer(2, [['zh.json', '{}']]);
    expect((await files).files).toEqual([
      ['en.json', '{}'],
      ['zh.json', '{}'],
    ]);
    expect(worker.posted.some((m) => m.drain)).toBe(false);
  });

  it('makes every locale on this thread when the worker fails, keeping none of its files twice', async () => {
    const reads: string[] = [];
    const perLocale = PART_PAGES + 1;
    const { worker, manifests, files } = start(reads, { perLocale });
    await worker.answer(1, [['assets/search/index/text-0.x.json', '[]']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    worker.emit('exit', 1);
    const { files: made, onWorker } = await files;
    expect(onWorker).toBe(false);
    expect(worker.terminated).toBe(true);
    // the first locale's text was let go once posted: read again for the redo
    expect(reads.filter((r) => !r.startsWith('/zh/'))).toHaveLength(2 * perLocale);
    expect(reads.filter((r) => r.startsWith('/zh/'))).toHaveLength(perLocale);
    const names = made.map(([file]) => file);
    for (const manifest of Object.values(manifests)) expect(names).toContain(manifest);
    expect(new Set(names).size).toBe(names.length);
  });

  it("writes a locale's files as the worker returns them, before the locale is done", async () => {
    const written: string[] = [];
    const write = async (file: string) => void written.push(file);
    const { worker, files } = start([], { perLocale: PART_PAGES + 1, write });
    await worker.answer(1, [['text-0.json', '[]']]);
    await vi.waitFor(() => expect(written).toEqual(['text-0.json']));
    await worker.answer(2, []);
    await worker.answer(3, [['en.json', '{}']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(4));
    expect(written).toEqual(['text-0.json', 'en.json']);
    await worker.answer(4, []);
    await worker.answer(5, []);
    await worker.answer(6, [['zh.json', '{}']]);
    expect(await files).toEqual({ files: [], onWorker: true });
    expect(written).toEqual(['text-0.json', 'en.json', 'zh.json']);
  });

  it("neither reads nor writes a kept locale's files when the output still holds them as they were", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'index-aside-'));
    try {
      const stores = () => ({
        index: new KeyedStore(path.join(dir, 'search'), storedIndexCodec),
        keys: new KeyedStore(path.join(dir, 'keys'), jsonCodec<[string, string][]>()),
      });
      const run = async (same: (file: string) => boolean) => {
        const { index, keys } = stores();
        const aside = new SearchAside(config);
        const worker = new FakeWorker();
        Object.assign(aside, { worker });
        const pages = ['/', '/zh/'].map((locale) => page(locale, 0, []));
        const written: string[] = [];
        const read = vi.spyOn(index, 'read');
        const stored = vi.spyOn(index, 'write');
        const kept: KeptIndexFiles = {
          keys,
          keyOf: vi.fn((contents: string) => `key of ${contents}`),
          keepIfSame: (file, key) => key === `key of {"${file}":1}` && same(file),
        };
        const write = async (file: string) => void written.push(file);
        const { files } = aside.build(pages, index, write, kept);
        return { worker, files, written, read, stored, kept, stores: [index, keys] };
      };
      const first = await run(() => false);
      await first.worker.answer(1, [['en.json', '{"en.json":1}']]);
      await first.worker.answer(2, [['zh.json', '{"zh.json":1}']]);
      await first.files;
      expect(first.written).toEqual(['en.json', 'zh.json']);
      // the worker keyed the files and kept each locale's index: this thread hashed and stored nothing
      expect(first.kept.keyOf).not.toHaveBeenCalled();
      expect(first.stored).not.toHaveBeenCalled();
      await Promise.all(first.stores.map((store) => store.prune()));
      // the output holds both as made: nothing read, posted or written
      const again = await run(() => true);
      expect(await again.files).toEqual({ files: [], onWorker: false });
      expect(again.read).not.toHaveBeenCalled();
      expect(again.worker.posted.filter((m) => m.name)).toEqual([]);
      expect(again.written).toEqual([]);
      await Promise.all(again.stores.map((store) => store.prune()));
      // one file changed by hand: its locale is read from the store and written again
      const changed = await run((file) => file !== 'zh.json');
      await changed.files;
      expect(changed.read).toHaveBeenCalledTimes(1);
      expect(changed.written).toEqual(['zh.json']);
      // the store's writes land after the files: waited for, so the folder is not removed while one lands
      await Promise.all(changed.stores.map((store) => store.prune()));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has the worker read each locale's memo once, as the pages that changed start compiling", () => {
    const aside = new SearchAside(config);
    const worker = new FakeWorker();
    Object.assign(aside, { worker });
    const sources = ['/', '/', '/zh/'].map((locale) => ({ locale }) as SourcePage);
    aside.compiling(sources);
    expect(worker.posted).toEqual([{ prepare: 'index' }, { prepare: 'zh' }]);
    aside.compiling([]);
    expect(worker.posted).toHaveLength(2);
  });

  it('writes nothing more once the build is abandoned (its output is being removed)', async () => {
    const written: string[] = [];
    const { aside, worker, files } = start([], {
      write: async (file) => void written.push(file),
    });
    await worker.answer(1, [['en.json', '{}']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(written).toEqual(['en.json']);
    aside.abandon();
    await worker.answer(2, [['zh.json', '{}']]);
    await files;
    expect(written).toEqual(['en.json']);
  });
});
