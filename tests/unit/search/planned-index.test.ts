import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';

// The hash that names files, switchable: the planned index must follow it
let prefix = '';
vi.mock('../../../cli/write/modules.ts', async (original) => {
  const real = await original<typeof import('../../../cli/write/modules.ts')>();
  return {
    ...real,
    contentHash: (contents: string, length?: number) => prefix + real.contentHash(contents, length),
  };
});

const config = { locales: { '/': { lang: 'en-US' } }, user: {} } as unknown as ResolvedConfig;
const pages = [] as BuiltPage[];

async function plan() {
  vi.resetModules();
  const { planSearchIndexes } = await import('../../../cli/search/build-index.ts');
  return planSearchIndexes(config, pages)[0];
}

afterEach(() => {
  prefix = '';
});

describe('a planned search index', () => {
  it('is kept under another key once files are named by another hash, so a stored index never outlives its names', async () => {
    const before = await plan();
    expect(await plan()).toEqual(before);
    prefix = 'x';
    const after = await plan();
    expect(after.key).not.toBe(before.key);
    expect(after.storeKey).not.toBe(before.storeKey);
  });
});
