import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../cli/markdown/page-cache.ts';
import type { CompiledPage } from '../../../cli/markdown/compile.ts';
import { tempDir } from '../../temp-dir.ts';

const compiled = (dependencies: string[]): CompiledPage => ({
  html: '<p>x</p>',
  headers: [],
  islands: [],
  links: [],
  images: [],
  sections: [],
  dependencies,
  diagnostics: [],
});

describe('page cache dependencies', () => {
  const dir = tempDir('docs-build-page-cache-');
  const part = path.join(dir, 'part.md');
  const folder = path.join(dir, 'folder');
  mkdirSync(folder);

  // each run opens the cache anew, as a build does; `save` waits for the entries to be written
  const stored = async (store: string, dependencies: string[]) => {
    const cache = new PageCache(store);
    cache.set('page.md', 'k', compiled(dependencies));
    await cache.save();
  };
  const lookup = (store: string) => new PageCache(store).get('page.md', 'k');

  it('recompiles a page whose missing include has appeared, and tolerates a folder named as one', async () => {
    const store = path.join(dir, 'cache');
    await stored(store, [part, folder]);
    expect(lookup(store)).not.toBeNull();
    writeFileSync(part, 'now here');
    expect(lookup(store)).toBeNull();
  });

  it('recompiles a page whose include changed', async () => {
    const store = path.join(dir, 'cache2');
    writeFileSync(part, 'one');
    await stored(store, [part]);
    expect(lookup(store)).not.toBeNull();
    writeFileSync(part, 'two');
    expect(lookup(store)).toBeNull();
  });
});
