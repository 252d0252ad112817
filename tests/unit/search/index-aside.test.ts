import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';
import { SearchAside } from '../../../cli/search/index-aside.ts';

const config = {
  locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },
  user: {},
} as unknown as ResolvedConfig;

/** A page of `locale` that notes each time its sections are read (what a locale's search text is gathered from). */
function page(locale: string, reads: string[]): BuiltPage {
  const route = `${locale}guide`;
  return {
    data: { locale, route, title: `Guide ${locale}`, description: '', frontmatter: {} },
    compiled: {
      // kept with the compiled page: planning the locale reads it, not the sections
      sectionsDigest: `digest ${locale}`,
      get sections() {
        reads.push(route);
        return [{ slug: '', title: '', text: `mount a storage ${locale}`, code: '' }];
      },
    },
  } as unknown as BuiltPage;
}

/** Stands in for the search worker: keeps what it is sent, answers when told to. */
class FakeWorker extends EventEmitter {
  posted: { name?: string; end?: true }[] = [];
  terminated = false;
  postMessage(message: { name?: string; end?: true }) {
    this.posted.push(message);
  }
  ref() {}
  unref() {}
  terminate() {
    this.terminated = true;
    return Promise.resolve(0);
  }
}

function start(reads: string[], write?: (file: string, contents: string) => Promise<void>) {
  const aside = new SearchAside(config);
  const worker = new FakeWorker();
  Object.assign(aside, { worker });
  const pages = [page('/', reads), page('/zh/', reads)];
  return { aside, worker, ...aside.build(pages, undefined, write) };
}

describe('the search index made aside', () => {
  it("gathers a locale's text only once the locale before it is made, so one locale's text is held at a time", async () => {
    const reads: string[] = [];
    const { worker, manifests, files } = start(reads);
    expect(Object.keys(manifests)).toEqual(['/', '/zh/']);
    expect(reads).toEqual(['/guide']);
    expect(worker.posted).toHaveLength(1);
    worker.emit('message', [['en.json', '{}']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(reads).toEqual(['/guide', '/zh/guide']);
    worker.emit('message', [['zh.json', '{}']]);
    expect(await files).toEqual({
      files: [
        ['en.json', '{}'],
        ['zh.json', '{}'],
      ],
      onWorker: true,
    });
    // ended from here, the worker would lose the cache file it writes after its last reply
    expect(worker.posted.at(-1)).toEqual({ end: true });
    expect(worker.terminated).toBe(false);
  });

  it('gathers the text again on this thread when the worker fails, and makes every locale here', async () => {
    const reads: string[] = [];
    const { worker, manifests, files } = start(reads);
    worker.emit('exit', 1);
    const { files: made, onWorker } = await files;
    expect(onWorker).toBe(false);
    // the first locale's text was let go once posted: read again for the redo
    expect(reads).toEqual(['/guide', '/guide', '/zh/guide']);
    for (const manifest of Object.values(manifests))
      expect(made.map(([file]) => file)).toContain(manifest);
  });

  it("writes each locale's files as soon as they are made, holding none until the end", async () => {
    const written: string[] = [];
    const { worker, files } = start([], async (file) => void written.push(file));
    worker.emit('message', [['en.json', '{}']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    // the first locale is written while the second is still being made
    expect(written).toEqual(['en.json']);
    worker.emit('message', [['zh.json', '{}']]);
    expect(await files).toEqual({ files: [], onWorker: true });
    expect(written).toEqual(['en.json', 'zh.json']);
  });

  it('writes nothing more once the build is abandoned (its output is being removed)', async () => {
    const written: string[] = [];
    const { aside, worker, files } = start([], async (file) => void written.push(file));
    worker.emit('message', [['en.json', '{}']]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(written).toEqual(['en.json']);
    aside.abandon();
    worker.emit('message', [['zh.json', '{}']]);
    await files;
    expect(written).toEqual(['en.json']);
  });
});
