import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServedSite } from './serve-site.ts';

// The site written in VitePress's and theme-hope's markdown (tests/fixtures/dialect-site), in a browser.
const env = useServedSite(path.resolve(import.meta.dirname, '../fixtures/dialect-site/docs'));

describe("a site in another tool's dialect, in the browser", () => {
  it('asks before loading a bilibili player, and loads it when asked', async () => {
    const page = await env.browser.newPage();
    const outside: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith(env.site.url) || request.url().startsWith('data:')) {
        void request.continue();
        return;
      }
      outside.push(request.url());
      void request.abort();
    });
    await page.goto(`${env.site.url}/guide/page`, { waitUntil: 'networkidle0' });
    expect(await page.$('.video-embed iframe')).toBeNull();
    expect(outside).toEqual([]);
    await page.click('.video-embed-load');
    const src = await page
      .waitForSelector('.video-embed iframe')
      .then((frame) => frame!.evaluate((f) => (f as HTMLIFrameElement).src));
    expect(src).toMatch(/^https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1xx411c7mD/);
    await page.close();
  });

  it('shows the home page of `layout: home` and follows its action to the page, whose title shows once', async () => {
    const page = await env.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${env.site.url}/`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('.hero-title', (h) => h.textContent)).toBe('Dialect');
    await page.click('.action-button.primary');
    await page.waitForFunction(
      () =>
        location.pathname === '/guide/page' &&
        document.querySelector('h1')?.textContent?.includes('Page heading'),
    );
    expect(await page.$$eval('h1', (list) => list.length)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
