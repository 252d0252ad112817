// The AList site's navbar at the widths readers use, in both locales and colour modes: everything inside the
// viewport, nothing scrolling sideways, every control reached by a click and by the keyboard; and what goes with it
// (the skip link, the address following the section in view, the page's author, Escape on the phone sidebar, each
// locale's notice, the language button's label).
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from './axe.ts';
import { openPage } from './open-page.ts';
import { useServedSite } from './serve-site.ts';

const DOCS = path.resolve(import.meta.dirname, '../../docs');
const env = useServedSite(DOCS);
const WIDTHS = [320, 390, 720, 800, 1024, 1280, 1366, 1440, 1920];
const PAGES = { en: '/guide/install/docker', zh: '/zh/guide/install/docker' };

/** Each control, by what it is wherever it shows: in the bar, in the "more" menu or in the phone menu. */
const CONTROLS: Record<string, string> = {
  search: '.search-button',
  language: '.language-menu > .nav-dropdown-button, .language-list a',
  repository: '.repo-link',
  'colour mode': '.color-mode-button',
  'theme colour': '.theme-color-menu > .nav-dropdown-button, .theme-color-list button',
  'full screen': '.fullscreen-button',
  community:
    '.navbar-links .nav-dropdown-button, a[href="https://github.com/alist-org/alist/discussions"]',
};
const OPENERS = '.nav-more > .nav-dropdown-button, .menu-toggle';

interface OpenOptions {
  width?: number;
  mode?: 'light' | 'dark';
  phone?: boolean;
  noticeSeen?: boolean;
}

/** A fresh reader who chose the page's language (and, unless told otherwise, has seen the notices). */
async function open(
  route: string,
  { width = 1280, mode = 'light', phone = false, noticeSeen = true }: OpenOptions = {},
): Promise<Page> {
  const { page } = await openPage(env.browser, env.site.url + route, {
    fresh: true,
    viewport: phone
      ? { width: 390, height: 844, isMobile: true, hasTouch: true }
      : { width, height: 800 },
    prepare: (p) =>
      p.evaluateOnNewDocument(
        (m: string, seen: boolean) => {
          localStorage.setItem('docs-build-color-mode', m);
          localStorage.setItem(
            'docs-build-language',
            location.pathname.startsWith('/zh/') ? '/zh/' : '/',
          );
          if (!seen) return;
          localStorage.setItem('docs-build-notice:notice-2024-v3', '1');
          localStorage.setItem('docs-build-notice:/zh/notice-2024-v3', '1');
        },
        mode,
        noticeSeen,
      ),
  });
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, {}, mode);
  return page;
}

/** Where the bar breaks the viewport: elements of the navbar outside it, and the page's sideways overflow. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const outside = [...document.querySelectorAll('.navbar *')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const out = r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5);
      return out ? [`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`] : [];
    });
    const root = document.documentElement;
    return { outside, sideways: root.scrollWidth - root.clientWidth };
  });
}

/** The controls a click can hit now: inside the viewport and on top at their centre. */
function hittable(page: Page): Promise<string[]> {
  return page.evaluate((controls: Record<string, string>) => {
    const onTop = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (!r.width || r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight)
        return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    };
    return Object.entries(controls)
      .filter(([, selector]) =>
        [...document.querySelectorAll(selector)].some(
          (el) => el.closest('.navbar, #mobile-menu') && onTop(el),
        ),
      )
      .map(([name]) => name);
  }, CONTROLS);
}

/** Every control a click reaches: those in the bar, then those behind each menu button the bar shows. */
async function reachedByClick(page: Page): Promise<Set<string>> {
  const reached = new Set(await hittable(page));
  for (const opener of await page.$$(OPENERS)) {
    if (!(await opener.isVisible())) continue;
    await opener.click();
    await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', {}, opener);
    for (const name of await hittable(page)) reached.add(name);
    await opener.click();
    await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'false', {}, opener);
  }
  return reached;
}

/** Every control Tab reaches from the top of the page, opening each menu button with Enter on the way. */
async function reachedByKeyboard(page: Page): Promise<Set<string>> {
  const reached = new Set<string>();
  await page.focus('#page-top');
  for (let step = 0; step < 60 && reached.size < Object.keys(CONTROLS).length; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      (controls: Record<string, string>, openers: string) => {
        const el = document.activeElement;
        if (!el || el.matches('.skip-link')) return { inBar: true, names: [], opener: false };
        const r = el.getBoundingClientRect();
        const seen = r.width > 0 && r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
        return {
          inBar: el.closest('.navbar, #mobile-menu') !== null,
          names: seen ? Object.keys(controls).filter((n) => el.matches(controls[n])) : [],
          opener: el.matches(openers) && el.getAttribute('aria-expanded') !== 'true',
        };
      },
      CONTROLS,
      OPENERS,
    );
    if (!focused.inBar) break;
    for (const name of focused.names) reached.add(name);
    if (focused.opener) await page.keyboard.press('Enter');
  }
  return reached;
}

/** Layout shifts of the navbar's own elements since the page started loading. */
function navbarShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as {
            sources?: { node?: Node | null }[];
          }[];
          resolve(
            entries.filter((e) =>
              e.sources?.some((s) => s.node instanceof Element && s.node.closest('.navbar')),
            ).length,
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // no entry at all calls back nothing: the next frame settles it
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}

describe('the navbar at every width', () => {
  // colour mode changes no width, so the modes alternate across the widths rather than doubling the walk
  for (const [locale, route] of Object.entries(PAGES))
    it(
      `fits and reaches every control (${locale}, light and dark)`,
      { timeout: 240_000 },
      async () => {
        const all = Object.keys(CONTROLS).sort();
        for (const [index, width] of WIDTHS.entries()) {
          const mode = index % 2 === (locale === 'en' ? 0 : 1) ? 'light' : 'dark';
          const page = await open(route, { width, mode });
          expect({ width, ...(await overflow(page)) }).toEqual({ width, outside: [], sideways: 0 });
          expect({ width, shifts: await navbarShifts(page) }).toEqual({ width, shifts: 0 });
          expect({ width, click: [...(await reachedByClick(page))].sort() }).toEqual({
            width,
            click: all,
          });
          expect({ width, keys: [...(await reachedByKeyboard(page))].sort() }).toEqual({
            width,
            keys: all,
          });
          await page.browserContext().close();
        }
      },
    );

  it("sets the language button's label in the size of the other labels", async () => {
    const page = await open(PAGES.zh, { width: 1920 });
    const sizes = await page.evaluate(() =>
      ['.navbar-tools .nav-label', '.navbar-links .nav-link span'].map(
        (s) => getComputedStyle(document.querySelector(s)!).fontSize,
      ),
    );
    expect(sizes[0]).toBe(sizes[1]);
    await page.browserContext().close();
  });
});

describe('around the navbar', () => {
  it('the "more" menu passes axe, and a colour mode chosen there shows on the bar\'s own button', async () => {
    const page = await open(PAGES.en, { width: 1024 });
    await page.click('.nav-more > .nav-dropdown-button');
    await page.waitForSelector('.nav-more .color-mode-button', { visible: true });
    expect(await runAxe(page)).toEqual([]);
    await page.click('.nav-more .color-mode-button');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.setViewport({ width: 1920, height: 800 });
    await page.waitForSelector('.navbar-tools .color-mode-button', { visible: true });
    expect(
      await page.$eval('.navbar-tools .color-mode-button', (b) => b.getAttribute('data-status')),
    ).toBe('dark');
    await page.browserContext().close();
  });

  it('the skip link focuses the main content, and the next Tab goes into it', async () => {
    const page = await open(PAGES.en);
    await page.focus('#page-top');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.getElementById('main-content')!.contains(document.activeElement),
      ),
    ).toBe(true);
    await page.browserContext().close();
  });

  it('the address follows the section in view, without new history entries', async () => {
    const page = await open(PAGES.en);
    const entries = await page.evaluate(() => history.length);
    const slugs = await page.evaluate(() =>
      [...document.querySelectorAll('#main-content h2[id]')].slice(1, 3).map((h) => h.id),
    );
    for (const slug of slugs) {
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), slug);
      await page.waitForFunction((id) => location.hash === `#${id}`, {}, slug);
    }
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.browserContext().close();
  });

  it("the page info row shows the site's author first, in each locale's words", async () => {
    const authors = { en: 'AList contributors', zh: 'AList 贡献者' };
    for (const [locale, route] of Object.entries(PAGES)) {
      const page = await open(route);
      const first = await page.$eval('.page-info > .page-info-item', (el) => [
        el.className,
        el.textContent,
      ]);
      expect(first).toEqual(['page-info-item author', authors[locale as keyof typeof authors]]);
      await page.browserContext().close();
    }
  });

  it('Escape closes the open phone sidebar and focus returns to its button', async () => {
    const page = await open(PAGES.en, { phone: true });
    await page.click('.navbar .sidebar-toggle');
    await page.waitForSelector('.theme-container.sidebar-open');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.theme-container.sidebar-open'));
    expect(
      await page.evaluate(() => document.activeElement?.matches('.navbar .sidebar-toggle')),
    ).toBe(true);
    await page.browserContext().close();
  });

  it('closing the English notice leaves the Chinese one to be read', async () => {
    const page = await open('/', { noticeSeen: false });
    await page.waitForSelector('dialog.notice[open]');
    await page.click('dialog.notice .notice-close');
    await page.waitForFunction(() => !document.querySelector('dialog.notice[open]'));
    await page.goto(`${env.site.url}/zh/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('dialog.notice[open]', { timeout: 10_000 });
    await page.browserContext().close();
  });
});
