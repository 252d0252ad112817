import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './open-page.ts';
import { FIXTURE_SITE, useServedSite } from './serve-site.ts';

const env = useServedSite(FIXTURE_SITE);

async function open(path: string): Promise<Page> {
  return (await openPage(env.browser, env.site.url + path)).page;
}

const selected = (page: Page) =>
  page.$$eval('.tabs[data-tab-group="shell"] [role="tab"][aria-selected="true"]', (tabs) =>
    tabs.map((t) => t.textContent),
  );

describe('markdown in the browser', () => {
  it('remembers a tab group choice across pages and applies it to every tab set of the group', async () => {
    const page = await open('/guide/getting-started');
    expect(await selected(page)).toEqual(['bash']);
    await page.click('.tabs[data-tab-group="shell"] [role="tab"][data-tab="powershell"]');
    expect(await selected(page)).toEqual(['powershell']);
    expect(
      await page.$eval(
        '.tabs[data-tab-group="shell"] .tab-panel[data-tab="bash"]',
        (p) => (p as HTMLElement).hidden,
      ),
    ).toBe(true);
    await page.click('.sidebar a[href="/guide/broken-diagram"]');
    await page.waitForFunction(
      () => document.querySelector('h1.page-title')?.textContent === 'Broken diagram',
    );
    await page.waitForFunction(
      () =>
        document.querySelector('.tabs[data-tab-group="shell"] [aria-selected="true"]')
          ?.textContent === 'powershell',
    );
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () =>
        document.querySelector('.tabs[data-tab-group="shell"] [aria-selected="true"]')
          ?.textContent === 'powershell',
    );
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('copies a code block and says Copied for two seconds', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${env.site.url}/guide/getting-started`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (t: string) => {
            (window as unknown as { copied: string }).copied = t;
            return Promise.resolve();
          },
        },
      });
    });
    await page.hover('.code-block');
    await page.click('.tab-panel:not([hidden]) .copy-code');
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
      'echo one\necho two',
    );
    expect(
      await page.$eval('.tab-panel:not([hidden]) .copy-code', (b) =>
        b.classList.contains('copied'),
      ),
    ).toBe(true);
    await page.waitForFunction(
      () =>
        !document
          .querySelector('.tab-panel:not([hidden]) .copy-code')!
          .classList.contains('copied'),
      { timeout: 3000 },
    );
    await context.close();
  });

  it('shows notation comments: focus blurs the rest until the block is focused, diff lines are marked, a removed line is not copied', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${env.site.url}/guide/deep-dive`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (t: string) => {
            (window as unknown as { copied: string }).copied = t;
            return Promise.resolve();
          },
        },
      });
    });
    const block = '.code-block:has(pre.has-focused)';
    const filterOfKept = () =>
      page.$eval(`${block} .line:not(.focused)`, (l) => getComputedStyle(l).filter);
    expect(await filterOfKept()).toMatch(/blur/);
    expect(
      await page.$eval(`${block} .line.diff.add`, (l) => getComputedStyle(l).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.$eval(`${block} .code-title`, (t) => t.textContent)).toBe('notation.ts');
    // keyboard focus reveals the block as hovering does; a mouse position would race the diagrams above, which
    // change the page's height when they are drawn
    await page.focus(`${block} pre`);
    await page.waitForFunction(
      (sel) =>
        getComputedStyle(document.querySelector(`${sel} .line:not(.focused)`)!).filter === 'none',
      {},
      block,
    );
    await page.$eval(`${block} .copy-code`, (b) => (b as HTMLButtonElement).click());
    await page.waitForFunction(
      () => (window as unknown as { copied?: string }).copied !== undefined,
    );
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
      'const kept = 1;\nconst added = 3; \nconst focused = 4; ',
    );
    await context.close();
  });

  it('names code-group tabs after the fence titles', async () => {
    const page = await open('/guide/deep-dive');
    const group = '.tabs.code-tabs:has([data-tab="pnpm"])';
    expect(
      await page.$$eval(`${group} [role="tab"]`, (tabs) => tabs.map((t) => t.textContent)),
    ).toEqual(['npm', 'pnpm']);
    // the diagrams above change the page's height when drawn; a click aimed before that would land elsewhere
    await page.waitForFunction(() => document.querySelectorAll('[data-rendered] svg').length === 2);
    await page.click(`${group} [role="tab"][data-tab="pnpm"]`);
    await page.waitForFunction(
      (sel) =>
        document.querySelector(`${sel} .tab-panel:not([hidden]) code`)?.textContent ===
        'pnpm add docs-build',
      {},
      group,
    );
    expect(await page.$$(`${group} .code-title`)).toHaveLength(0);
    await page.close();
  });

  it('draws mermaid and flowchart diagrams after the spinner and redraws them on a colour-mode change', async () => {
    const requests: string[] = [];
    const page = await env.browser.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${env.site.url}/guide/getting-started`, { waitUntil: 'networkidle0' });
    expect(requests.some((u) => u.includes('/assets/vendor/'))).toBe(false);
    await page.goto(`${env.site.url}/guide/deep-dive`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-rendered] svg').length === 2,
      { timeout: 10_000 },
    );
    expect(requests.some((u) => u.includes('/assets/vendor/mermaid.'))).toBe(true);
    const before = await page.$eval('[data-diagram="mermaid"] svg', (s) => s.outerHTML);
    await page.evaluate(() =>
      document.documentElement.setAttribute(
        'data-theme',
        document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark',
      ),
    );
    await page.waitForFunction(
      (old) => document.querySelector('[data-diagram="mermaid"] svg')?.outerHTML !== old,
      { timeout: 10_000 },
      before,
    );
    await page.close();
  });

  it('reports corrupt diagram data with the inflate failure kind', async () => {
    const page = await open('/guide/broken-diagram');
    await page.waitForSelector('.diagram-error', { timeout: 5000 });
    expect(await page.$eval('.diagram-error', (p) => p.textContent)).toBe(
      'Diagram data is corrupt: invalid block type',
    );
    await page.close();
  });
});

describe('islands and raw HTML', () => {
  it('hydrates a player island, loads no engine for native media and only warns on an unsupported type', async () => {
    const page = await env.browser.newPage();
    const warnings: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warn') warnings.push(m.text());
    });
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${env.site.url}/guide/media`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () =>
        document.querySelector('.video-player .video-status.error')?.textContent ===
        'Impossible de lire cette vidéo.',
      { timeout: 5000 },
    );
    expect(warnings.some((w) => w.includes('unsupported media type for /media/clip.xyz'))).toBe(
      true,
    );
    expect(requests.some((u) => /vendor\/(hls|dashjs|mpegts)/.test(u))).toBe(false);
    expect(
      await page.$eval('#content img', (img) => [
        img.getAttribute('width'),
        img.getAttribute('height'),
        img.getAttribute('loading'),
      ]),
    ).toEqual(['10', '10', 'lazy']);
    await page.close();
  });

  it('runs a page script once whether the page is loaded directly or reached by client navigation', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.site.url}/guide/media`, { waitUntil: 'networkidle0' });
    expect(
      await page.evaluate(() => (window as unknown as { __scriptRuns?: number }).__scriptRuns),
    ).toBe(1);
    await page.goto(`${env.site.url}/guide/getting-started`, { waitUntil: 'networkidle0' });
    await page.click('.sidebar a[href="/guide/media"]');
    await page.waitForFunction(
      () => document.querySelector('h1.page-title')?.textContent === 'Media',
    );
    await page.waitForFunction(
      () => (window as unknown as { __scriptRuns?: number }).__scriptRuns === 1,
      { timeout: 3000 },
    );
    await page.close();
  });
});
