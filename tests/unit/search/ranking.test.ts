import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/foreign/site-config.ts';
import { createSession } from '../../../cli/session/session.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { compileSite, type BuiltPage } from '../../../cli/markdown/compile-site.ts';
import { buildSearchFiles, type LocaleIndexFiles } from '../../../cli/search/build-index.ts';
import { LocalSearchIndex } from '../../../runtime/search/local-index.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/search-site');
let work: string;
let pages: BuiltPage[];
let files: Record<string, LocaleIndexFiles>;

beforeAll(async () => {
  work = copyFixture(fixture);
  const config = await loadConfig(path.join(work, 'docs'));
  const session = await createSession({
    config,
    logger: createLogger({ quiet: true }),
    mode: 'build',
    cache: false,
  });
  ({ pages } = await compileSite(session));
  files = buildSearchFiles(config, pages);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Opens a locale's index the way the browser does, recording which files it loads. */
async function open(prefix: string, locale: LocaleIndexFiles = files[prefix]) {
  const loaded: string[] = [];
  const index = await LocalSearchIndex.open(locale.manifest, async (file) => {
    loaded.push(file);
    if (!locale.files.has(file)) throw new Error(`404 ${file}`);
    return JSON.parse(locale.files.get(file)!);
  });
  return {
    index,
    loaded,
    urls: async (query: string) => (await index.search(query)).map((r) => r.url),
  };
}

describe('index files', () => {
  it('are content-hashed JSON under assets/search, with one manifest per locale under a fixed name', () => {
    expect(files['/'].manifest).toBe('current/search.index.json');
    expect(files['/zh/'].manifest).toBe('current/search.zh.json');
    for (const file of files['/zh/'].files.keys())
      if (file !== files['/zh/'].manifest)
        expect(file).toMatch(
          /^assets\/search\/zh(\/(text-\d+|(latin|cjk)-\d+\.\d+\.map))?\.\w{8}\.json$/,
        );
  });

  it('leave out pages with `search: false`', async () => {
    const { urls } = await open('/');
    expect(await urls('quokka')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the page titled by the query first, opening at its top', async () => {
    const { index } = await open('/');
    const [first] = await index.search('docker');
    expect(first.url).toBe('/guide/docker');
    expect(first.sections[0].anchor).toBe('');
  });

  it('finds words by their beginning, without stemming', async () => {
    const { urls } = await open('/');
    expect((await urls('instal'))[0]).toBe('/guide/install');
    expect(await urls('instal')).toContain('/guide/');
  });

  it('ranks a word in prose above the same word only in code', async () => {
    const { urls } = await open('/');
    expect(await urls('zebrafish')).toEqual(['/guide/storage', '/guide/code-only']);
  });

  it('points at the heading that matches, with the query highlighted in its excerpt', async () => {
    const { index } = await open('/');
    const [storage] = await index.search('refresh token');
    expect(storage.url).toBe('/guide/storage');
    const section = storage.sections[0];
    expect(section.anchor).toBe('refresh-token');
    expect(section.heading?.text).toBe('Refresh token');
    const marked = section.excerpt.ranges.map(([s, e]) =>
      section.excerpt.text.slice(s, e).toLowerCase(),
    );
    expect(marked).toEqual(expect.arrayContaining(['refresh', 'token']));
  });

  it('finds full-width text with an ASCII query and the other way round', async () => {
    const { urls } = await open('/');
    expect(await urls('alist')).toContain('/guide/markup');
    expect(await urls('ｆｕｌｌ－ｗｉｄｔｈ')).toContain('/guide/markup');
  });

  it('finds every page that contains a two-character Chinese word', async () => {
    const { urls } = await open('/zh/');
    expect((await urls('存储')).sort()).toEqual(['/zh/guide/', '/zh/guide/storage']);
    expect((await urls('挂载')).sort()).toEqual(['/zh/guide/mount', '/zh/guide/storage']);
  });

  it('answers a mixed Chinese and English query', async () => {
    const { index } = await open('/zh/');
    const [first] = await index.search('阿里云盘 token');
    expect(first.url).toBe('/zh/guide/aliyun');
    expect(first.sections.map((s) => s.anchor)).toContain('获取-token');
  });

  it('keeps each locale to its own pages', async () => {
    const { urls } = await open('/zh/');
    expect(await urls('docker')).toEqual([]);
    expect(await urls('webdav')).toEqual(['/zh/guide/mount']);
  });

  it('returns nothing for words no page has', async () => {
    const { urls } = await open('/');
    expect(await urls('xyzzyplugh')).toEqual([]);
  });
});

describe('split index', () => {
  it('loads only the shards a query touches', async () => {
    const config = await loadConfig(path.join(work, 'docs'));
    const small = buildSearchFiles(config, pages, {
      sizes: { termShardChars: 200, textShardChars: 200 },
    })['/'];
    const termShards = [...small.files.keys()].filter((f) => f.includes('/latin-'));
    expect(termShards.length).toBeGreaterThan(3);
    const { urls, loaded } = await open('/', small);
    expect(loaded).toEqual([small.manifest]);
    expect(await urls('docker')).toContain('/guide/docker');
    const termsLoaded = loaded.filter((f) => /\/(latin|cjk)-/.test(f));
    expect(termsLoaded).toHaveLength(1);
    expect(loaded.filter((f) => f.includes('/text-')).length).toBeLessThan(
      [...small.files.keys()].filter((f) => f.includes('/text-')).length,
    );
  });
});
