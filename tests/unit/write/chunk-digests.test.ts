import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyedTable } from '../../../cli/core/keyed-table.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';
import { ChunkDigests } from '../../../cli/write/chunk-digests.ts';
import type { AtomicOutput } from '../../../cli/write/output.ts';
import { writePageChunks } from '../../../cli/write/site-files.ts';

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
  return { data, compiled: { htmlDigest: digest } } as unknown as BuiltPage;
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
  } as unknown as AtomicOutput;
}

async function chunkOf(file: string, built: BuiltPage, out = output()) {
  const table = new KeyedTable<string>(file);
  const chunks = await writePageChunks(out, [built], undefined, new ChunkDigests(table));
  await table.prune();
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
    expect(await writePageChunks(output(), [page('A', '<p>one</p>', 'h1')])).toEqual(
      new Map([['/guide/a', first]]),
    );
    // another title or other HTML: named anew
    expect(await chunkOf(file, page('B', '<p>one</p>', 'h1'), out)).not.toBe(first);
    expect(await chunkOf(file, page('A', '<p>two</p>', 'h2'), out)).not.toBe(first);
  });
});
