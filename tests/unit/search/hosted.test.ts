import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupHits,
  HostedSearch,
  localUrl,
  parseHighlight,
} from '../../../runtime/search/hosted.ts';
import {
  MOCK_SITE,
  mockHits,
  startMockDocSearch,
  type MockDocSearch,
} from '../../fixtures/search-site/mock-docsearch.ts';

const context = { lang: 'zh-CN', base: '/', origins: ['http://127.0.0.1:9', MOCK_SITE] };

describe('highlight markup', () => {
  it('becomes text and ranges; entities are decoded after splitting', () => {
    expect(parseHighlight('Run <em>Docker</em> &amp; <em>docker</em>-compose')).toEqual({
      text: 'Run Docker & docker-compose',
      ranges: [
        [4, 10],
        [13, 19],
      ],
    });
  });

  it('leaves any other markup as literal text', () => {
    const parsed = parseHighlight(
      '&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark>hit</mark>',
    );
    expect(parsed.text).toBe('<img src=x onerror=alert(1)> <b>bold</b> hit');
    expect(parsed.ranges).toEqual([[41, 44]]);
  });

  it('closes a mark left open at the end', () => {
    expect(parseHighlight('a <em>b')).toEqual({ text: 'a b', ranges: [[2, 3]] });
  });
});

describe('hits', () => {
  it('on this site become routes with their anchor; others stay absolute', () => {
    expect(localUrl(`${MOCK_SITE}/zh/guide/docker#启动容器`, context)).toEqual({
      url: '/zh/guide/docker',
      anchor: '启动容器',
    });
    expect(localUrl('https://elsewhere.test/a#b', context)).toEqual({
      url: 'https://elsewhere.test/a',
      anchor: 'b',
    });
    expect(localUrl(`${MOCK_SITE}/docs/guide/x`, { ...context, base: '/docs/' }).url).toBe(
      '/guide/x',
    );
  });

  it('are grouped by page, each keeping its deepest heading', () => {
    const pages = groupHits(mockHits('docker'), context);
    expect(
      pages.map((p) => [
        p.url,
        p.title.text,
        p.sections.map((s) => [s.anchor, s.heading?.text ?? null]),
      ]),
    ).toEqual([
      [
        '/guide/docker',
        'Docker',
        [
          ['start-a-container', 'Start a container'],
          ['environment-variables', 'Environment variables'],
        ],
      ],
      ['/guide/install', 'Install', [['', null]]],
    ]);
    expect(pages[0].title.ranges).toEqual([[0, 6]]);
    expect(pages[0].sections[0].excerpt.text).toContain('<img src=x onerror="window.__pwned=1">');
  });
});

describe('the hosted service, mocked on 127.0.0.1', () => {
  let mock: MockDocSearch;
  beforeAll(async () => {
    mock = await startMockDocSearch();
  });
  afterAll(async () => {
    await mock.close();
  });
  const engine = () =>
    new HostedSearch(
      { appId: 'APP', apiKey: 'KEY', indexName: 'alist docs', host: mock.url },
      context,
    );

  it('is asked with the credentials, the query and the language facet', async () => {
    const results = await engine().search('docker', { limit: 4, sectionsPerPage: 2 });
    expect(results.map((r) => r.url)).toEqual(['/guide/docker', '/guide/install']);
    const [request] = mock.queries.slice(-1);
    expect(request.path).toBe('/1/indexes/alist%20docs/query');
    expect(request.headers['x-algolia-application-id']).toBe('APP');
    expect(request.headers['x-algolia-api-key']).toBe('KEY');
    expect(request.body).toEqual({
      query: 'docker',
      facetFilters: [['lang:zh-CN']],
      hitsPerPage: 8,
    });
  });

  it('answers an empty hit list with no results', async () => {
    expect(await engine().search('nothing here')).toEqual([]);
  });

  it('rejects when the service fails, so the dialog can show the network error', async () => {
    await expect(engine().search('please fail')).rejects.toThrow(/500/);
  });

  it('rejects when the service cannot be reached', async () => {
    const unreachable = new HostedSearch(
      { appId: 'APP', apiKey: 'KEY', indexName: 'docs', host: 'http://127.0.0.1:9' },
      context,
    );
    await expect(unreachable.search('docker')).rejects.toThrow();
  });
});
