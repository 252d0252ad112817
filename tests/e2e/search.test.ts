import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevHandle } from '../../cli/commands/dev.ts';
import { createLogger } from '../../cli/diagnostics/logger.ts';
import type { SearchManifest } from '../../runtime/search/format.ts';
import { copyFixture } from './fixture-copy.ts';
import { openPage } from './open-page.ts';
import { buildAndServe, useServedSite, type ServedSite } from './serve-site.ts';
import {
  MOCK_SITE,
  startMockDocSearch,
  type MockDocSearch,
} from '../fixtures/search-site/mock-docsearch.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/search-site');
// built under a base path, so every index URL must carry it
const env = useServedSite(path.join(FIXTURE, 'docs'), { base: '/docs/' });

interface Opened {
  page: Page;
  requests: string[];
  errors: string[];
}

/** A fresh browser context (no storage carried over) on `route` of `site`, recording requests and errors. */
async function open(
  route: string,
  { site = env.site, width = 1280, height = 800, mobile = false } = {},
): Promise<Opened> {
  const { page, requests, errors } = await openPage(env.browser, site.url + route, {
    fresh: true,
    viewport: { width, height, isMobile: mobile, hasTouch: mobile },
    // the reader has chosen this language already: no language prompt covers the page
    prepare: (page) =>
      page.evaluateOnNewDocument(
        (prefix: string) => localStorage.setItem('docs-build-language', prefix),
        route.startsWith('/zh/') ? '/zh/' : '/',
      ),
  });
  return { page, requests, errors };
}

const close = (page: Page) => page.browserContext().close();
const indexRequests = (requests: string[], base = '/docs/') =>
  requests.filter(
    (r) => r.startsWith(`${base}assets/search/`) || r.startsWith(`${base}current/search.`),
  );
const dialogOpen = (page: Page) =>
  page.$eval(
    'body',
    () => document.querySelector('dialog.search-dialog')?.hasAttribute('open') ?? false,
  );

async function search(page: Page, query: string) {
  await page.waitForSelector('dialog.search-dialog[open] .search-input');
  await page.type('.search-input', query);
}

/**
 * Waits until nothing is in flight and a frame has been drawn: had a key or a hover opened the dialog
 * or asked for the index, its requests would have been seen and the dialog drawn by then.
 */
async function settled(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 100 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

async function pressWith(page: Page, modifier: 'Control' | 'Meta', key: string) {
  await page.keyboard.down(modifier);
  await page.keyboard.press(key as never);
  await page.keyboard.up(modifier);
}

describe('opening the search', () => {
  it('fetches no index before first use, then the manifest under the base path on `/`', async () => {
    const { page, requests } = await open('/guide/');
    expect(indexRequests(requests)).toEqual([]);
    // hovering the button may fetch the dialog code, never the index
    await page.hover('.search-button');
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/chunks/SearchDialog.')),
    );
    await settled(page);
    expect(indexRequests(requests)).toEqual([]);
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/docs/current/search.index.json')),
    );
    // the manifest keeps its name from build to build (hosts revalidate it); its shards are named by content
    expect(indexRequests(requests)[0]).toBe('/docs/current/search.index.json');
    await close(page);
  });

  it('opens with Ctrl+K and Cmd+K, closes with Esc and gives focus back', async () => {
    const { page } = await open('/guide/');
    await pressWith(page, 'Control', 'k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.search-dialog'));
    await pressWith(page, 'Meta', 'k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.search-dialog'));
    await page.click('.search-button');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-button'));
    expect(await dialogOpen(page)).toBe(false);
    await close(page);
  });

  it('leaves `/` alone while the reader types in a field', async () => {
    const { page, requests } = await open('/guide/');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'other-field';
      document.body.prepend(input);
      input.focus();
    });
    await page.keyboard.type('a/b');
    await settled(page);
    expect(await dialogOpen(page)).toBe(false);
    expect(await page.$eval('#other-field', (i) => (i as HTMLInputElement).value)).toBe('a/b');
    expect(indexRequests(requests)).toEqual([]);
    await close(page);
  });
});

describe('results', () => {
  it('are grouped by page and move with the arrows, wrapping around', async () => {
    const { page } = await open('/guide/');
    await page.keyboard.press('/');
    await search(page, 'server');
    await page.waitForSelector('.search-results li');
    const titles = await page.$$eval('.search-group-title', (h) => h.map((t) => t.textContent));
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    const ids = await page.$$eval('.search-results li', (items) => items.map((li) => li.id));
    const active = () => page.$eval('.search-results li.active', (li) => li.id);
    expect(await active()).toBe(ids[0]);
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(ids[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(ids[ids.length - 1]);
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(ids[0]);
    await close(page);
  });

  it('open on Enter with the client router, scrolled to the matching heading', async () => {
    // a short window, so the heading can scroll to the top of it
    const { page, requests, errors } = await open('/guide/', { height: 400 });
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.keyboard.press('/');
    await search(page, 'refresh token');
    await page.waitForSelector('.search-results li');
    expect(await page.$eval('.search-group-title', (h) => h.textContent)).toBe('Storage');
    expect(await page.$eval('.search-results li.active a', (a) => a.getAttribute('href'))).toBe(
      '/docs/guide/storage#refresh-token',
    );
    const before = requests.length;
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => location.pathname === '/docs/guide/storage' && location.hash === '#refresh-token',
    );
    await page.waitForFunction(
      () => document.querySelector('h1.page-title')?.textContent === 'Storage',
    );
    expect(await dialogOpen(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(requests.slice(before).some((r) => r === '/docs/guide/storage')).toBe(false);
    await page.waitForFunction(() => {
      const top = document.getElementById('refresh-token')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 120;
    });
    expect(errors).toEqual([]);
    await close(page);
  });

  it('open the clicked result', async () => {
    const { page } = await open('/guide/');
    await page.click('.search-button');
    await search(page, 'docker');
    await page.waitForSelector('.search-results li');
    await page.click('.search-results li:first-child a');
    await page.waitForFunction(() => location.pathname === '/docs/guide/docker');
    expect(await dialogOpen(page)).toBe(false);
    await close(page);
  });

  it('show only the current locale, Chinese words included', async () => {
    const { page } = await open('/zh/guide/');
    await page.keyboard.press('/');
    await search(page, '挂载');
    await page.waitForSelector('.search-results li');
    const hrefs = await page.$$eval('.search-results a', (links) =>
      links.map((a) => a.getAttribute('href')!),
    );
    expect(new Set(hrefs.map((h) => h.split('#')[0]))).toEqual(
      new Set(['/docs/zh/guide/storage', '/docs/zh/guide/mount']),
    );
    expect(
      await page.$$eval('.search-results mark', (marks) => marks.map((m) => m.textContent)),
    ).toContain('挂载');
    await close(page);
  });

  it('render text from the content and the query as text, never as HTML', async () => {
    const { page } = await open('/guide/');
    await page.keyboard.press('/');
    await search(page, 'onerror');
    await page.waitForSelector('.search-results li');
    expect(await page.$eval('.search-hit-excerpt', (e) => e.textContent)).toContain(
      '<img src=x onerror=alert(1)>',
    );
    expect(
      await page.$$eval('.search-hit-excerpt mark', (marks) => marks.map((m) => m.textContent)),
    ).toEqual(['onerror']);
    expect(await page.$$('dialog img, dialog b')).toHaveLength(0);
    await page.click('.search-input', { count: 3 });
    await page.type('.search-input', '<b>xyzzy</b>');
    await page.waitForSelector('.search-empty');
    expect(await page.$eval('.search-empty q', (q) => q.textContent)).toBe('<b>xyzzy</b>');
    expect(await page.$$('dialog b')).toHaveLength(0);
    await close(page);
  });

  it('say so when nothing matches', async () => {
    const { page } = await open('/guide/');
    await page.keyboard.press('/');
    await search(page, 'xyzzyplugh');
    await page.waitForSelector('.search-empty');
    expect(await page.$eval('.search-empty', (p) => p.textContent)).toContain(
      'No related results found',
    );
    await close(page);
  });

  it('remember the searches that led somewhere, per locale, and forget one on request', async () => {
    const { page } = await open('/guide/');
    await page.keyboard.press('/');
    await search(page, 'docker');
    await page.waitForSelector('.search-results li');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs/guide/docker');
    await page.keyboard.press('/');
    await page.waitForSelector('.search-recent li');
    expect(
      await page.$$eval('.search-recent-query', (items) => items.map((i) => i.textContent)),
    ).toEqual(['docker']);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.search-results li');
    expect(await page.$eval('.search-input', (i) => (i as HTMLInputElement).value)).toBe('docker');
    await page.click('.search-input', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.click('.search-recent-forget');
    await page.waitForFunction(() => !document.querySelector('.search-recent'));
    expect(await page.evaluate(() => localStorage.getItem('docs-build-search-recent:/'))).toBe(
      '[]',
    );
    await close(page);
  });

  it('show the network error when the index cannot be loaded', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setRequestInterception(true);
    page.on('request', (r) =>
      /\/(assets\/search\/|current\/search\.)/.test(r.url())
        ? r.abort('internetdisconnected')
        : r.continue(),
    );
    await page.goto(`${env.site.url}/guide/`, { waitUntil: 'networkidle0' });
    await page.keyboard.press('/');
    await search(page, 'docker');
    await page.waitForSelector('.search-failed');
    expect(await page.$eval('.search-failed', (e) => e.textContent)).toContain(
      'Results could not be fetched. Check your network connection.',
    );
    await close(page);
  });
});

describe('on a phone', () => {
  it('fills the screen and opens a tapped result', async () => {
    const { page } = await open('/guide/', { width: 390, mobile: true });
    await page.tap('.search-button');
    await search(page, 'install');
    await page.waitForSelector('.search-results li');
    const box = await page.$eval('.search-panel', (p) => {
      const r = p.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height];
    });
    expect(box).toEqual([0, 0, 390, 800]);
    expect(await page.$eval('.search-close-text', (s) => getComputedStyle(s).display)).not.toBe(
      'none',
    );
    await page.tap('.search-results li:first-child a');
    await page.waitForFunction(() => location.pathname.startsWith('/docs/guide/install'));
    await close(page);
  });
});

describe('hosted search', () => {
  let mock: MockDocSearch;
  let work: string;
  let hosted: ServedSite;
  beforeAll(async () => {
    mock = await startMockDocSearch();
    work = copyFixture(FIXTURE);
    const config = path.join(work, 'docs/.site/config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "description: 'A small site for the search tests',",
        `description: 'A small site for the search tests', hostname: '${MOCK_SITE}',\n  search: { provider: 'hosted', appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'fixture', host: '${mock.url}' },`,
      ),
    );
    hosted = await buildAndServe(path.join(work, 'docs'));
  });
  afterAll(async () => {
    await hosted?.close();
    await mock?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('asks once the reader pauses for 500 ms, for the current language, and builds no local index', async () => {
    const { page, requests } = await open('/guide/', { site: hosted });
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.search-dialog[open] .search-input');
    // the word arrives in one input event: keystrokes of a loaded machine can be
    // further apart than the pause the search waits for, and would each be asked
    await page.focus('.search-input');
    // taken before the word is sent: the page starts its wait once the event arrives, which is later, and the reply
    // to the send could reach this process later still on a loaded machine (221 ms measured from there once)
    const typed = Date.now();
    await page.keyboard.sendCharacter('dock');
    await page.waitForSelector('.search-results li');
    expect(mock.queries.map((q) => q.body.query)).toEqual(['dock']);
    expect(mock.queries[0].at - typed).toBeGreaterThanOrEqual(400);
    expect(mock.queries[0].body.facetFilters).toEqual([['lang:en-US']]);
    expect(mock.queries[0].headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(indexRequests(requests, '/')).toEqual([]);
    expect(await page.$eval('.search-results li.active a', (a) => a.getAttribute('href'))).toBe(
      '/guide/docker#start-a-container',
    );
    await close(page);
  });

  it('keeps the service’s markup as text and navigates on the client', async () => {
    const { page } = await open('/guide/', { site: hosted });
    await page.keyboard.press('/');
    await search(page, 'docker');
    await page.waitForSelector('.search-results li');
    expect(await page.$eval('.search-hit-excerpt', (e) => e.textContent)).toContain(
      '<img src=x onerror="window.__pwned=1"> and <b>bold</b> & more',
    );
    expect(await page.$$('dialog img, dialog b')).toHaveLength(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => location.pathname === '/guide/docker' && location.hash === '#start-a-container',
    );
    await close(page);
  });

  it('filters by the Chinese facet on Chinese pages', async () => {
    const before = mock.queries.length;
    const { page } = await open('/zh/guide/', { site: hosted });
    await page.keyboard.press('/');
    await search(page, 'docker');
    await page.waitForSelector('.search-results li');
    expect(mock.queries.slice(before).map((q) => q.body.facetFilters)).toEqual([[['lang:zh-CN']]]);
    await close(page);
  });

  it('shows the no-result text for an empty answer and the network error for a failing one', async () => {
    const { page } = await open('/guide/', { site: hosted });
    await page.keyboard.press('/');
    await search(page, 'nothing');
    await page.waitForSelector('.search-empty');
    await page.click('.search-input', { count: 3 });
    await page.type('.search-input', 'fail');
    await page.waitForSelector('.search-failed');
    expect(await page.$eval('.search-failed', (e) => e.textContent)).toContain(
      'Results could not be fetched. Check your network connection.',
    );
    await close(page);
  });
});

describe('dev server', () => {
  let work: string;
  let server: DevHandle;
  beforeAll(async () => {
    work = copyFixture(FIXTURE);
    server = await dev({
      root: path.join(work, 'docs'),
      port: 0,
      logger: createLogger({ quiet: true }),
      warm: false,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the index from memory, built from every page, and picks up an edit', async () => {
    const manifest = async () =>
      (await (
        await fetch(new URL('__docs-build/search/index.json', server.url))
      ).json()) as SearchManifest;
    const first = await manifest();
    expect(first.pages.map(([route]) => route)).toContain('/guide/docker');
    // a flexsearch export part, as the manifest names it
    const [, shardFile] = first.terms.latin[0][0];
    const shard = await fetch(new URL(shardFile, server.url));
    expect(shard.status).toBe(200);
    expect(((await shard.json()) as [string, unknown][]).length).toBeGreaterThan(0);
    const page = await env.browser.newPage();
    await page.goto(new URL('guide/', server.url).href, { waitUntil: 'load' });
    await page.waitForFunction('window.__docsBuild !== undefined');
    await page.keyboard.press('/');
    await search(page, 'docker');
    await page.waitForSelector('.search-results li');
    expect(await page.$eval('.search-results li.active a', (a) => a.getAttribute('href'))).toBe(
      '/guide/docker',
    );
    await page.close();
    const file = path.join(work, 'docs/guide/docker.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Docker', 'title: Containers'));
    await expect
      .poll(
        async () => (await manifest()).pages.find(([route]) => route === '/guide/docker')?.[1],
        { timeout: 10_000 },
      )
      .toBe('Containers');
  });
});
