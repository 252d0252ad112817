import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyedTable } from '../../../cli/core/keyed-table.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';
import type { AtomicOutput } from '../../../cli/write/output.ts';
import { PageFiles } from '../../../cli/write/site-files.ts';
import { contentHash, dataModule } from '../../../cli/write/modules.ts';

// A rebuild names an unchanged page's chunk from the digest kept by the build before, without its HTML.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page with `html`; `unread` makes reading its HTML throw, as a page whose HTML must stay where it is. */
function page(title: string, html: string, digest: string, unread = false): BuiltPage {
  const data: Record<string, unknown> = { route: '/guide/a', locale: '/', title };
  Object.defineProperty(data, 'html', {
    enumerable: true,
    get: () => {
      if (unread) throw new Error('HTML read');
      return html;
    },
  });
  data.layout = 'Layout';
  return {
    data,
    compiled: { htmlDigest: digest },
    source: { body: 'text' },
  } as unknown as BuiltPage;
}

/** An output that holds what it was given: a file made from the same key is not made again. */
function output() {
  const keys = new Map<string, string>();
  return {
    writeKeyed: async (file: string, key: string, make: () => string) => {
      if (keys.get(file) === key) return false;
      make();
      keys.set(file, key);
      return true;
    },
    write: async () => undefined,
  } as unknown as AtomicOutput;
}

async function chunkOf(file: string, built: BuiltPage, out = output()) {
  const files = new PageFiles(out, new KeyedTable<string>(file));
  files.add(built);
  const chunks = await files.chunksOf([built], new Map());
  await files.prune();
  return chunks.get('/guide/a');
}

describe("a page's chunk", () => {
  it('is named from the kept digest when its data is unchanged, its HTML not read', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chunk-digests-'));
    dirs.push(dir);
    const file = path.join(dir, 'chunk-digests.json');
    const out = output();
    const first = await chunkOf(file, page('A', '<p>one</p>', 'h1'), out);
    expect(await chunkOf(file, page('A', '<p>one</p>', 'h1', true), out)).toBe(first);
    // the same name as a build that kept nothing gives
    const unkept = new PageFiles(output(), null);
    expect(await unkept.chunksOf([page('A', '<p>one</p>', 'h1')], new Map())).toEqual(
      new Map([['/guide/a', first]]),
    );
    // another title or other HTML: named anew
    expect(await chunkOf(file, page('B', '<p>one</p>', 'h1'), out)).not.toBe(first);
    expect(await chunkOf(file, page('A', '<p>two</p>', 'h2'), out)).not.toBe(first);
  });
});

describe("a page's own files", () => {
  it('are handed to the output when the page is added, and the chunks of pages never added when asked for', async () => {
    const written: string[] = [];
    const out = {
      writeKeyed: async (file: string, _key: string, make: () => string) => {
        make();
        written.push(file);
        return true;
      },
      write: async (file: string) => void written.push(file),
    } as unknown as AtomicOutput;
    const files = new PageFiles(out, null);
    const first = page('A', '<p>one</p>', 'h1');
    files.add(first);
    // before anything awaits: the compressor has them while later pages compile
    expect(written).toEqual([expect.stringMatching(/^assets\/pages\/.+\.js$/), 'guide/a.md']);
    const second = page('B', '<p>two</p>', 'h2');
    (second.data as { route: string }).route = '/guide/b';
    const keys = new Map<string, string>();
    const chunks = await files.chunksOf([first, second], keys);
    expect([...chunks.keys()]).toEqual(['/guide/a', '/guide/b']);
    expect([...keys.keys()]).toEqual(['/guide/a', '/guide/b']);
    expect(written).toHaveLength(4);
    expect(written.slice(2)).toEqual([chunks.get('/guide/b'), 'guide/b.md']);
  });

  it('hold a failed write for the chunks to report, not as a rejection nobody awaits meanwhile', async () => {
    const out = {
      writeKeyed: async () => {
        throw new Error('disk full');
      },
      write: async () => undefined,
    } as unknown as AtomicOutput;
    const files = new PageFiles(out, null);
    const added = page('A', '<p>one</p>', 'h1');
    files.add(added);
    // later pages compile meanwhile: turns of the event loop with the write failed and unawaited
    await new Promise((resolve) => setImmediate(resolve));
    await expect(files.chunksOf([added], new Map())).rejects.toThrow('disk full');
  });
  it('are named by the hash of the module they hold, which the output gets as bytes', async () => {
    const made: [string, string | Uint8Array][] = [];
    const out = {
      writeKeyed: async (file: string, _key: string, make: () => string | Uint8Array) => {
        made.push([file, make()]);
        return true;
      },
      write: async () => undefined,
    } as unknown as AtomicOutput;
    const files = new PageFiles(out, null);
    const added = page('中文 title', '<p>“quoted” 字</p>', 'h1');
    const chunks = await files.chunksOf([added], new Map());
    const module = dataModule(added.data);
    expect(chunks.get('/guide/a')).toBe(`assets/pages/guide_a.${contentHash(module)}.js`);
    expect(made).toHaveLength(1);
    expect(Buffer.from(made[0][1]).toString('utf8')).toBe(module);
  });
});
