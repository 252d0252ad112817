// The AList site itself, as readers with a screen reader, a keyboard or a phone meet it: axe-core over pages of both
// locales in both colour modes, the phone layout at 390 × 844, and the first-visit dialogs.
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from './axe.ts';
import { openPage } from './open-page.ts';
import { useServedSite } from './serve-site.ts';

const DOCS = path.resolve(import.meta.dirname, '../../docs');
const env = useServedSite(DOCS);
const NOTICE_KEY = 'docs-build-notice:notice-2024-v3';
const ZH_NOTICE_KEY = 'docs-build-notice:/zh/notice-2024-v3';

interface OpenOptions {
  mode?: 'light' | 'dark';
  phone?: boolean;
  languages?: string[];
  firstVisit?: boolean;
}

/** A fresh context; unless `firstVisit`, the reader has chosen the page's language and seen the notice. */
async function open(
  route: string,
  { mode = 'light', phone = false, languages = ['en-US'], firstVisit = false }: OpenOptions = {},
): Promise<Page> {
  const { page } = await openPage(env.browser, env.site.url + route, {
    fresh: true,
    viewport: phone
      ? { width: 390, height: 844, isMobile: true, hasTouch: true }
      : { width: 1280, height: 900 },
    prepare: (page) =>
      page.evaluateOnNewDocument(
        (m: string, langs: string[], first: boolean, noticeKey: string, zhNoticeKey: string) => {
          Object.defineProperty(navigator, 'languages', { get: () => langs });
          localStorage.setItem('docs-build-color-mode', m);
          if (first) return;
          localStorage.setItem(
            'docs-build-language',
            location.pathname.startsWith('/zh/') ? '/zh/' : '/',
          );
          localStorage.setItem(noticeKey, '1');
          localStorage.setItem(zhNoticeKey, '1');
        },
        mode,
        languages,
        firstVisit,
        NOTICE_KEY,
        ZH_NOTICE_KEY,
      ),
  });
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, {}, mode);
  return page;
}

const close = (page: Page) => page.browserContext().close();

describe('axe-core', () => {
  const routes = [
    '/',
    '/zh/',
    '/guide/install/docker',
    '/zh/guide/install/script',
    '/guide/drivers/aliyundrive',
    '/zh/guide/api/fs',
    '/guide/api/fs',
    '/zh/no/such/page',
  ];
  // dark mode changes colours only: one page of each kind, from either locale, covers its components
  const darkRoutes = [
    '/zh/',
    '/guide/install/docker',
    '/guide/drivers/aliyundrive',
    '/zh/guide/api/fs',
    '/zh/no/such/page',
  ];
  for (const mode of ['light', 'dark'] as const) {
    it(`finds no violations on pages of both locales in ${mode} mode`, async () => {
      const found: Record<string, unknown> = {};
      for (const route of mode === 'light' ? routes : darkRoutes) {
        const page = await open(route, { mode });
        const violations = await runAxe(page);
        if (violations.length) found[route] = violations;
        await close(page);
      }
      expect(found).toEqual({});
    }, 120_000);

    it(`finds no violations with the search dialog open on results, in ${mode} mode`, async () => {
      for (const [route, query] of [
        ['/guide/install/docker', 'docker'],
        ['/zh/guide/install/script', '安装'],
      ]) {
        const page = await open(route, { mode });
        await page.click('.search-button');
        await page.waitForSelector('.search-input');
        await page.type('.search-input', query);
        await page.waitForSelector('.search-results [role="option"]');
        expect({ route, violations: await runAxe(page) }).toEqual({ route, violations: [] });
        await close(page);
      }
    }, 60_000);
  }

  it('finds no violations on a phone with the menu open', async () => {
    const page = await open('/zh/guide/install/docker', { phone: true, mode: 'dark' });
    await page.click('.menu-toggle');
    await page.waitForSelector('#mobile-menu');
    expect(await runAxe(page)).toEqual([]);
    await close(page);
  });
});

describe('a phone, 390 × 844', () => {
  it('opens the menu, which holds the navbar links, the community links, the languages and the colour mode, and follows a link', async () => {
    const page = await open('/zh/guide/install/docker', { phone: true });
    await page.click('.menu-toggle');
    const menu = await page.waitForSelector('#mobile-menu');
    // the menu covers the screen below the navbar, rather than a strip trapped inside the navbar
    const box = (await menu!.boundingBox())!;
    expect(box.height).toBeGreaterThan(600);
    const links = await page.$$eval('#mobile-menu a', (as) => as.map((a) => a.textContent?.trim()));
    expect(links).toEqual(
      expect.arrayContaining([
        '指南',
        '配置',
        '常见问题',
        '定价',
        '讨论区',
        'Telegram',
        'English',
        '简体中文',
      ]),
    );
    expect(await page.$('#mobile-menu .color-mode-button')).not.toBeNull();
    await page.click('#mobile-menu a[href="/zh/faq/"]');
    await page.waitForFunction(
      () => location.pathname === '/zh/faq/' && !document.getElementById('mobile-menu'),
    );
    await close(page);
  });

  it('opens the sidebar with a swipe from the left edge, and stays on the page', async () => {
    // a page behind in the history: the browser would go back to it on an edge swipe it was allowed to take
    const page = await open('/guide/', { phone: true });
    await page.goto(`${env.site.url}/guide/install/docker`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('.sidebar', (s) => s.getBoundingClientRect().right <= 0)).toBe(true);
    const opened = () =>
      page
        .waitForFunction(
          () => {
            const sidebar = document.querySelector('.sidebar')!;
            return sidebar.classList.contains('open') && sidebar.getBoundingClientRect().left >= 0;
          },
          { timeout: 3000 },
        )
        .then(
          () => true,
          () => false,
        );
    // the gesture is listened for once the page has hydrated and knows it is on a phone: on a busy machine that
    // may come after the load, so a swipe that found no listener yet is made again
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.touchscreen.touchStart(10, 400);
      await page.touchscreen.touchMove(120, 405);
      await page.touchscreen.touchMove(220, 410);
      await page.touchscreen.touchEnd();
      if (await opened()) break;
    }
    expect(await opened()).toBe(true);
    // the browser did not take the swipe for its own "back" gesture
    expect(new URL(page.url()).pathname).toBe('/guide/install/docker');
    await close(page);
  });

  it('reads a driver option table as one card per option, with nothing off-screen to the side', async () => {
    for (const route of ['/guide/drivers/aliyundrive', '/zh/guide/drivers/aliyundrive']) {
      const page = await open(route, { phone: true });
      const layout = await page.evaluate(() => {
        const rows = [
          ...document.querySelectorAll<HTMLTableRowElement>('.driver-options tbody tr'),
        ];
        return {
          rows: rows.length,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          // every cell, the option's meaning included, lies within the screen
          offScreen: rows
            .flatMap((row) => [...row.cells])
            .filter((cell) => cell.getBoundingClientRect().right > innerWidth + 0.5).length,
          labels: [...rows[0].cells].map((cell) => getComputedStyle(cell, '::before').content),
        };
      });
      expect(layout.rows).toBeGreaterThan(2);
      expect(layout.pageOverflow).toBe(0);
      expect(layout.offScreen).toBe(0);
      expect(layout.labels.slice(1, 4).every((l) => l !== 'none' && l !== 'normal')).toBe(true);
      await close(page);
    }
  });
});

describe('first-visit dialogs', () => {
  it('asks about the language first, with focus inside and Esc closing it, then shows the notice', async () => {
    const page = await open('/zh/guide/install/docker', {
      firstVisit: true,
      languages: ['en-US', 'en'],
    });
    await page.waitForSelector('dialog.language-redirect[open]');
    const state = () =>
      page.evaluate(() => ({
        open: [...document.querySelectorAll('dialog[open]')].map((d) => d.classList[1]),
        focusInside: Boolean(document.activeElement?.closest('dialog[open]')),
      }));
    expect(await state()).toEqual({ open: ['language-redirect'], focusInside: true });
    // Tab stays inside while the page behind is inert
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect((await state()).focusInside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.notice[open]');
    expect(await state()).toEqual({ open: ['notice'], focusInside: true });
    // Esc on the language question means "stay": the page keeps its language and the choice lasts the session
    expect(
      await page.evaluate(() => [location.pathname, sessionStorage.getItem('docs-build-language')]),
    ).toEqual(['/zh/guide/install/docker', '/zh/']);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await page.evaluate((key) => localStorage.getItem(key), ZH_NOTICE_KEY)).toBe('1');
    await close(page);
  });
});
