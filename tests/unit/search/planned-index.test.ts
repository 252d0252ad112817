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

/** A searchable page whose section texts throw when read: planning must not need them. */
function unreadPage(route: string, title: string, digest: string): BuiltPage {
  const compiled = { sectionsDigest: digest };
  Object.defineProperty(compiled, 'sections', {
    get: () => {
      throw new Error(`${route}: section texts read`);
    },
  });
  const data = { route, locale: '/', title, description: '', layout: 'Layout', frontmatter: {} };
  return { compiled, data } as unknown as BuiltPage;
}

describe("a locale's key", () => {
  it("follows each page's title and section digest without reading the pages' text", async () => {
    vi.resetModules();
    const { planSearchIndex } = await import('../../../cli/search/build-index.ts');
    const key = (list: BuiltPage[]) => planSearchIndex('/', list).key;
    const first = key([unreadPage('/a', 'A', 'd1'), unreadPage('/b', 'B', 'd2')]);
    expect(key([unreadPage('/a', 'A', 'd1'), unreadPage('/b', 'B', 'd2')])).toBe(first);
    expect(key([unreadPage('/a', 'A', 'd1'), unreadPage('/b', 'B', 'd3')])).not.toBe(first);
    expect(key([unreadPage('/a', 'A2', 'd1'), unreadPage('/b', 'B', 'd2')])).not.toBe(first);
  });
});
