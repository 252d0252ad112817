import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './open-page.ts';
import { useServedSite } from './serve-site.ts';

// What a first visit loads after the page has painted: chunks only where the page calls for them, and text that is
// costly in the browser (dates through Intl) kept as the server wrote it.
const THEME_SITE = path.resolve(import.meta.dirname, '../fixtures/theme-site/docs');
const env = useServedSite(THEME_SITE);

/** A fresh context with an English browser; `returning` readers have closed the notice and chosen a language. */
async function open(
  route: string,
  returning: boolean,
): Promise<{ page: Page; requests: string[] }> {
  const { page, requests } = await openPage(env.browser, env.site.url + route, {
    fresh: true,
    prepare: (page) =>
      page.evaluateOnNewDocument((seen: boolean) => {
        Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
        if (seen) {
          localStorage.setItem('docs-build-notice:test-notice', '1');
          localStorage.setItem('docs-build-language', '/');
        }
      }, returning),
  });
  await page.waitForFunction('window.__docsBuild !== undefined');
  return { page, requests };
}

const close = (page: Page) => page.browserContext().close();
const chunk = (requests: string[], name: string) =>
  requests.some((p) => p.includes(`/chunks/${name}.`));

describe('first visit', () => {
  it('loads the dialogs and watermark chunk only where one is due, image zoom only where there are images', async () => {
    const returning = await open('/guide/one', true);
    // the zoom chunk is asked for once the browser is idle: wait for it, then for the network to settle
    await returning.page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/chunks\/Lightbox\./.test(e.name)),
    );
    await returning.page.waitForNetworkIdle({ idleTime: 300 });
    expect(chunk(returning.requests, 'PageExtras')).toBe(false);
    // a page with a watermark makes it due: the chunk loads on the client navigation and draws the layer
    await returning.page.click('.page-nav a[href="/guide/two"]');
    await returning.page.waitForSelector('body > .watermark');
    expect(chunk(returning.requests, 'PageExtras')).toBe(true);
    await close(returning.page);

    const first = await open('/guide/one', false);
    await first.page.waitForSelector('dialog.notice[open]');
    expect(chunk(first.requests, 'PageExtras')).toBe(true);
    await close(first.page);

    const noImages = await open('/guide/long', true);
    await noImages.page.waitForNetworkIdle({ idleTime: 500 });
    expect(chunk(noImages.requests, 'Lightbox')).toBe(false);
    await close(noImages.page);
  });

  it('keeps the server-written date on the first page and formats the next page’s date after a client navigation', async () => {
    const served = async (route: string) => {
      const html = await (await fetch(env.site.url + route)).text();
      return /<time dateTime="[^"]+"[^>]*>([^<]+)<\/time>/i.exec(
        html.slice(html.indexOf('class="page-meta"')),
      )?.[1];
    };
    const { page } = await open('/guide/one', true);
    const time = () => page.$eval('.page-meta time', (el) => el.textContent);
    const firstDate = await served('/guide/one');
    expect(firstDate).toBeTruthy();
    expect(await time()).toBe(firstDate);
    await page.click('.page-nav a[href="/guide/two"]');
    await page.waitForFunction(
      () =>
        location.pathname === '/guide/two' &&
        document.querySelector('h1.page-title')?.textContent === 'Two',
    );
    expect(await time()).toBe(await served('/guide/two'));
    // moved by the page and the state waited for, as in core.test.ts, not through puppeteer's navigation events
    await page.evaluate(() => history.back());
    await page.waitForFunction(
      () => document.querySelector('h1.page-title')?.textContent === 'One',
    );
    expect(await time()).toBe(firstDate);
    await close(page);
  });
});
