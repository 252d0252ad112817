import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE, useServedSite } from './serve-site.ts';

const env = useServedSite(FIXTURE_SITE, { base: '/docs/' });

describe('a site built for a base path', () => {
  it('links pages, assets and chunks under the base and navigates on the client', async () => {
    const page = await env.browser.newPage();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(r.url());
    });
    page.on('pageerror', (e) => failed.push((e as Error).message));
    await page.goto(`${env.site.url}/guide/`, { waitUntil: 'networkidle0' });
    expect(failed).toEqual([]);
    const hrefs = await page.$$eval(
      '.sidebar a, #content a:not([href^="#"]):not([target])',
      (links) => links.map((a) => a.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) expect(href).toMatch(/^\/docs\//);
    await page.click('.sidebar a[href="/docs/guide/deep-dive"]');
    await page.waitForFunction(
      () =>
        location.pathname === '/docs/guide/deep-dive' &&
        document.querySelector('h1.page-title')?.textContent === 'Deep dive',
    );
    expect(failed).toEqual([]);
    await page.close();
  });
});
