import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './open-page.ts';
import { useThemeSite } from './theme-site.ts';

const { env, open, close } = useThemeSite();

/**
 * A page loaded with stored settings and, unless `scripts` is true, none of the site's script files: what shows
 * then comes from the HTML, the CSS and the inline boot script alone, as in the moment before the app starts.
 */
async function openStored(
  route: string,
  stored: Record<string, string>,
  { scripts = false } = {},
): Promise<Page> {
  const prepare = async (page: Page) => {
    await page.evaluateOnNewDocument(
      (entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      { 'docs-build-notice:test-notice': '1', ...stored },
    );
    if (!scripts) {
      await page.setRequestInterception(true);
      page.on(
        'request',
        (request) =>
          void (request.resourceType() === 'script' ? request.abort() : request.continue()),
      );
    }
  };
  const viewport = { width: 1280, height: 800 };
  return (await openPage(env.browser, env.site.url + route, { fresh: true, viewport, prepare }))
    .page;
}

/** The file names of the visible images and background layers under `selector`, each loaded. */
const shown = (page: Page, selector: string) =>
  page.$$eval(`${selector} img, ${selector} .home-background`, (elements) =>
    elements
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => {
        const url =
          el instanceof HTMLImageElement
            ? el.complete && el.naturalWidth > 0
              ? el.currentSrc
              : 'not loaded'
            : getComputedStyle(el).backgroundImage;
        return url.replace(/^.*\/([^/"]+)"?\)?$/, '$1');
      }),
  );

describe('home page images', () => {
  it('shows the variant of the stored colour mode from the first paint, with no script running', async () => {
    const dark = await openStored('/', { 'docs-build-color-mode': 'dark' });
    expect(await shown(dark, '.hero')).toEqual(['dots-dark.svg', 'hero-dark.svg']);
    expect(await shown(dark, '.home-panel')).toEqual(['dots-light.svg', 'hero-dark.svg']);
    await close(dark);
    const light = await openStored('/', { 'docs-build-color-mode': 'light' });
    expect(await shown(light, '.hero')).toEqual(['dots-light.svg', 'hero-light.svg']);
    expect(await shown(light, '.home-panel')).toEqual(['dots-light.svg', 'hero-light.svg']);
    await close(light);
  });

  it('switches the variants with the colour mode, and applies the front matter styles', async () => {
    const page = await open('/');
    expect(await shown(page, '.hero')).toEqual(['dots-light.svg', 'hero-light.svg']);
    // auto (a light system here) → light → dark
    await page.click('.navbar-tools .color-mode-button');
    await page.click('.navbar-tools .color-mode-button');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.hero img')].some(
        (img) =>
          getComputedStyle(img).display !== 'none' &&
          img.complete &&
          img.src.endsWith('hero-dark.svg'),
      ),
    );
    expect(await shown(page, '.hero')).toEqual(['dots-dark.svg', 'hero-dark.svg']);
    // Chromium 150 writes a computed `40px auto` as `40px`, as the CSS serialization rules allow
    const size = (selector: string) =>
      page.$eval(selector, (element) =>
        getComputedStyle(element).backgroundSize.replace(/ auto$/, ''),
      );
    expect(
      await page.$eval(
        '.hero-image.dark-only',
        (element) => getComputedStyle(element).borderTopLeftRadius,
      ),
    ).toBe('12px');
    expect(await size('.hero > .home-background.dark-only')).toBe('40px');
    expect(await size('.home-panel > .home-background')).toBe('20px');
    await close(page);
  });
});

describe('theme colour', () => {
  it('applies a stored theme colour before any script file runs, and ignores an unknown one', async () => {
    const red = await openStored('/guide/one', { 'docs-build-theme-color': 'red' });
    expect(
      await red.evaluate(() => [
        document.documentElement.dataset.themeColor,
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      ]),
    ).toEqual(['red', '#c0262d']);
    await close(red);
    const unknown = await openStored('/guide/one', { 'docs-build-theme-color': 'url(x)' });
    expect(
      await unknown.evaluate(() => document.documentElement.hasAttribute('data-theme-color')),
    ).toBe(false);
    await close(unknown);
  });

  it('keeps the stored colour through the app start, never falling back to the default on the way', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    // every value the attribute takes from the first script on, the boot script's included
    await page.evaluateOnNewDocument(() => {
      localStorage.setItem('docs-build-notice:test-notice', '1');
      localStorage.setItem('docs-build-theme-color', 'green');
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const r of records) seen.push(String((r.target as HTMLElement).dataset.themeColor));
      }).observe(document, { subtree: true, attributeFilter: ['data-theme-color'] });
    });
    await page.goto(env.site.url + '/guide/one', { waitUntil: 'networkidle0' });
    await page.waitForSelector('.navbar-tools .color-mode-button');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen[0]).toBe('green');
    expect(seen.filter((v) => v !== 'green')).toEqual([]);
    await context.close();
  });
});

describe('constants', () => {
  it('rests the TOC marker 1.7rem above the list until a heading is active, then moves it to the entry', async () => {
    const page = await open('/guide/long', { width: 1440 });
    const marker = () =>
      page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('.toc-list')!;
        const mark = document.querySelector<HTMLElement>('.toc-marker')!;
        const active = box.querySelector<HTMLElement>('.toc-link.active');
        return {
          top: parseFloat(getComputedStyle(mark).top),
          rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
          activeTop: active?.offsetTop ?? null,
          hiddenAbove: mark.getBoundingClientRect().bottom <= box.getBoundingClientRect().top,
        };
      });
    const before = await marker();
    expect(before).toMatchObject({ activeTop: null, hiddenAbove: true });
    expect(before.top).toBeCloseTo(-1.7 * before.rem, 1);
    await page.evaluate(() => document.getElementById('section-3')!.scrollIntoView());
    await page.waitForFunction(
      () => document.querySelector('.toc-link.active')?.getAttribute('href') === '#section-3',
    );
    await page.waitForFunction(() => {
      const mark = document.querySelector<HTMLElement>('.toc-marker')!;
      return (
        parseFloat(getComputedStyle(mark).top) ===
        document.querySelector<HTMLElement>('.toc-link.active')!.offsetTop
      );
    });
    expect((await marker()).hiddenAbove).toBe(false);
    await close(page);
  });

  it('lets a code copy button arrive 500 ms after its page shows', async () => {
    const page = await open('/guide/two');
    expect(await page.$eval('.copy-code', (b) => getComputedStyle(b).animationDelay)).toBe('0.5s');
    // a button put in the page now is hidden at first and shows by itself
    const hiddenAtFirst = await page.evaluate(() => {
      const original = document.querySelector<HTMLElement>('.copy-code')!;
      const copy = original.cloneNode(true) as HTMLElement;
      copy.id = 'late-copy';
      original.parentElement!.append(copy);
      return getComputedStyle(copy).visibility;
    });
    expect(hiddenAtFirst).toBe('hidden');
    await page.waitForFunction(
      () => getComputedStyle(document.getElementById('late-copy')!).visibility === 'visible',
      { timeout: 3000 },
    );
    await close(page);
  });

  it('shows about 6.6 options in a navbar menu and scrolls the rest; a short menu does not scroll', async () => {
    const page = await open('/guide/one');
    const measure = (label: string) =>
      page.evaluate((text) => {
        const button = [
          ...document.querySelectorAll<HTMLElement>('.navbar .nav-dropdown-button'),
        ].find((b) => b.textContent?.trim() === text || b.getAttribute('aria-label') === text)!;
        const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
        const style = getComputedStyle(menu);
        const inner =
          menu.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const row = menu.querySelector<HTMLElement>('li > *')!.offsetHeight;
        return {
          rows: inner / row,
          scrolls: menu.scrollHeight > menu.clientHeight,
          items: menu.children.length,
        };
      }, label);
    // from the keyboard: a pointer would open the menu on hover and close it again with the click
    await page.focus('.navbar-links .nav-dropdown-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.navbar-links .nav-dropdown-menu:not([hidden])');
    const more = await measure('More');
    expect(more.items).toBe(11);
    expect(more.rows).toBeCloseTo(6.6, 1);
    expect(more.scrolls).toBe(true);
    await page.focus('.navbar-tools .nav-dropdown-button[aria-label="Theme colour"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.theme-color-option', { visible: true });
    expect(await measure('Theme colour')).toMatchObject({ items: 5, scrolls: false });
    await close(page);
  });
});
