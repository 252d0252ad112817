import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useThemeSite } from './theme-site.ts';

const { env, open, close } = useThemeSite();
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.textContent?.trim() ?? '');
const title = (page: Page, expected: string) =>
  page.waitForFunction(
    (t) => document.querySelector('h1.page-title')?.textContent === t,
    {},
    expected,
  );

describe('sidebar and navigation', () => {
  it('shows the sidebar of the longest prefix, with one group open at a time', async () => {
    const page = await open('/guide/one');
    expect(
      await page.$$eval('.sidebar-group', (groups) =>
        groups.map((g) => g.querySelector('.sidebar-links') !== null),
      ),
    ).toEqual([true, false]);
    await page.click('.sidebar-group:nth-of-type(1) .sidebar-heading');
    await page.click('.sidebar-items > li:nth-child(2) .sidebar-heading');
    expect(
      await page.$$eval('.sidebar-group', (groups) =>
        groups.map((g) => g.querySelector('.sidebar-links') !== null),
      ),
    ).toEqual([false, true]);
    await page.click('.sidebar a[href="/guide/long"]');
    await title(page, 'Long');
    await page.click('.sidebar a[href="/guide/english-only"]').catch(() => undefined);
    await close(page);
  });

  it('moves to the next and previous page with Alt+Right and Alt+Left', async () => {
    const page = await open('/guide/one');
    await page.keyboard.down('Alt');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Alt');
    await title(page, 'Two');
    await page.keyboard.down('Alt');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Alt');
    await title(page, 'One');
    expect(await text(page, 'h1.page-title')).toBe('One');
    await close(page);
  });

  it('shows the word count, and makes a tag a coloured link that opens the search on it', async () => {
    const page = await open('/guide/one');
    expect(await text(page, '.page-info .readingtime .words')).toMatch(/^About \d+ words$/);
    expect(await page.$('.page-info .pageview')).toBeNull();
    const tag = await page.$eval('.page-info .tag a.term', (a) => ({
      href: a.getAttribute('href'),
      className: a.className,
    }));
    expect(tag.href).toBe('?search=alpha');
    expect(tag.className).toMatch(/\bcolor-\d\b/);
    await page.click('.page-info .tag a.term');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('.search-input')?.value === 'alpha',
      { timeout: 5000 },
    );
    expect(await page.evaluate(() => location.search)).toBe('');
    await close(page);
  });

  it('lists the folder’s pages in the catalog of its index page, under a visible title', async () => {
    const page = await open('/guide/');
    expect(
      await page.$eval(
        '.catalog-title',
        (h) => (h as HTMLElement).offsetHeight > 0 && h.textContent,
      ),
    ).toBe('Catalog');
    const links = await page.$$eval('.catalog a', (a) => a.map((l) => l.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/guide/one', '/guide/two', '/guide/long']));
    await close(page);
  });

  it('builds the breadcrumb from the path', async () => {
    const page = await open('/guide/one');
    expect(await page.$$eval('.breadcrumb li', (items) => items.map((i) => i.textContent))).toEqual(
      ['Home', 'Guide', 'One'],
    );
    // on a phone, crumbs too long for a line wrap inside themselves, each keeping its separator beside it
    await page.setViewport({ width: 390, height: 800 });
    const crumbs = await page.evaluate(() => {
      const items = [...document.querySelectorAll<HTMLElement>('.breadcrumb li')];
      items[1].firstElementChild!.lastChild!.textContent =
        'A section title long enough to wrap twice '.repeat(2);
      const right = document.querySelector('.breadcrumb ol')!.getBoundingClientRect().right;
      return items.map((li) => ({
        extraLine: li.offsetHeight > (li.firstElementChild as HTMLElement).offsetHeight + 1,
        inside: li.getBoundingClientRect().right <= right + 0.5,
      }));
    });
    expect(crumbs).toEqual(Array(3).fill({ extraLine: false, inside: true }));
    await close(page);
  });

  it('follows the hash in the table of contents and offers back-to-top after 100 px', async () => {
    const page = await open('/guide/long#section-5');
    await page.waitForFunction(
      () => document.querySelector('.toc-link.active')?.getAttribute('href') === '#section-5',
      { timeout: 3000 },
    );
    expect(await page.$('.back-to-top')).not.toBeNull();
    // a code name wider than the column breaks at its dots and brackets, never cut off
    const entry = await page.$eval('.toc-link[href$="additionaldata" i]', (a) => ({
      breaks: a.querySelectorAll('wbr').length,
      cut:
        a.scrollWidth > a.clientWidth ||
        a.closest('.toc-list')!.scrollWidth > a.closest('.toc-list')!.clientWidth,
    }));
    expect(entry).toEqual({ breaks: 3, cut: false });
    await page.click('.back-to-top');
    await page.waitForFunction(() => window.scrollY < 5, { timeout: 3000 });
    await page.waitForFunction(() => !document.querySelector('.back-to-top'), { timeout: 3000 });
    await close(page);
  });

  it('lists the open page’s h2 headings under its sidebar link and marks the one being read as the scroll moves', async () => {
    const page = await open('/guide/long');
    const links = await page.$$eval(
      '.sidebar-link.active + .sidebar-headers > li > .sidebar-header-link',
      (a) => a.map((l) => l.getAttribute('href')),
    );
    expect(links.slice(0, 2)).toEqual(['#section-1', '#section-2']);
    await page.evaluate(() => document.getElementById('section-4')!.scrollIntoView());
    await page.waitForFunction(
      () =>
        document.querySelector('.sidebar-header-link.active')?.getAttribute('href') ===
        '#section-4',
      { timeout: 3000 },
    );
    await page.click('.breadcrumb a[href="/guide/"]');
    await title(page, 'Guide');
    expect(await page.$('.sidebar-header-link[href="#section-1"]')).toBeNull();
    await close(page);
  });
});

describe('mobile', () => {
  it('opens the full-screen menu, closes it on navigation, and opens the sidebar with a swipe from the edge', async () => {
    const page = await open('/guide/one', { width: 390, mobile: true });
    await page.click('.menu-toggle');
    expect(await page.$('#mobile-menu')).not.toBeNull();
    await page.click('#mobile-menu a[href="/guide/"]');
    await title(page, 'Guide');
    await page.waitForFunction(() => !document.getElementById('mobile-menu'));
    const swipe = (from: number, to: number) =>
      page.evaluate(
        (a: number, b: number) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
          document.dispatchEvent(
            new TouchEvent('touchstart', { touches: [touch(a)], changedTouches: [touch(a)] }),
          );
          document.dispatchEvent(
            new TouchEvent('touchend', { touches: [], changedTouches: [touch(b)] }),
          );
        },
        from,
        to,
      );
    await swipe(200, 320);
    expect(await page.$eval('.sidebar', (s) => s.classList.contains('open'))).toBe(false);
    await swipe(20, 160);
    await page.waitForFunction(() =>
      document.querySelector('.sidebar')?.classList.contains('open'),
    );
    await swipe(250, 100);
    await page.waitForFunction(
      () => !document.querySelector('.sidebar')?.classList.contains('open'),
    );
    await close(page);
  });
});

describe('colour mode', () => {
  it('cycles light → dark → auto and remembers the choice', async () => {
    const page = await open('/guide/one');
    const status = () => page.$eval('.color-mode-button', (b) => (b as HTMLElement).dataset.status);
    expect(await status()).toBe('auto');
    await page.click('.navbar-tools .color-mode-button');
    expect(await status()).toBe('light');
    expect(await page.$eval('html', (h) => h.dataset.theme)).toBe('light');
    await page.click('.navbar-tools .color-mode-button');
    expect(await status()).toBe('dark');
    expect(await page.$eval('html', (h) => h.dataset.theme)).toBe('dark');
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (h) => h.dataset.theme)).toBe('dark');
    await page.click('.navbar-tools .color-mode-button');
    expect(await status()).toBe('auto');
    await close(page);
  });

  it('picks a theme colour from the keyboard, applies it to the brand colour and remembers it', async () => {
    const page = await open('/guide/one');
    const brand = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      );
    expect(await brand()).toBe('#1769b8');
    await page.focus('.navbar-tools .nav-dropdown-button[aria-label="Theme colour"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.theme-color-option[data-color="red"]', { visible: true });
    await page.focus('.theme-color-option[data-color="red"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() === '#c0262d',
    );
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.documentElement.dataset.themeColor === 'red');
    expect(await brand()).toBe('#c0262d');
    await close(page);
  });

  it('enters and leaves full screen, and hides the button where the Fullscreen API is missing', async () => {
    const page = await open('/guide/one');
    await page.click('.navbar-tools .fullscreen-button');
    await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
    await page.waitForSelector('.navbar-tools .fullscreen-button[aria-pressed="true"]');
    await page.click('.navbar-tools .fullscreen-button');
    await page.waitForFunction(() => document.fullscreenElement === null);
    await close(page);

    const context = await env.browser.createBrowserContext();
    const bare = await context.newPage();
    await bare.evaluateOnNewDocument(() =>
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }),
    );
    await bare.goto(env.site.url + '/guide/one', { waitUntil: 'networkidle0' });
    await bare.waitForSelector('.navbar-tools .color-mode-button');
    expect(await bare.$('.fullscreen-button')).toBeNull();
    await context.close();
  });
});

describe('small behaviours', () => {
  it('confirms a code copy with a toast', async () => {
    const page = await open('/guide/two');
    await page.click('.copy-code');
    const toast = await page.waitForSelector('.toast.success', { timeout: 3000 });
    expect(await toast?.evaluate((t) => t.textContent)).toBe('Copied');
    await close(page);
  });

  it('widens the text column from 1440 px up', async () => {
    const page = await open('/guide/one', { width: 1439 });
    const width = () => page.$eval('.article', (a) => getComputedStyle(a).maxWidth);
    expect(await width()).toBe('768px');
    await page.setViewport({ width: 1440, height: 800 });
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.article')!).maxWidth === '864px',
      { timeout: 3000 },
    );
    await close(page);
  });
});

describe('languages', () => {
  it('keeps the page when it exists in the other locale and falls back to that locale’s home otherwise', async () => {
    const page = await open('/guide/one');
    expect(
      await page.$eval('.navbar-tools .nav-dropdown-menu a[lang="zh-CN"]', (a) =>
        a.getAttribute('href'),
      ),
    ).toBe('/zh/guide/one');
    await page.click('.sidebar-items > li:nth-child(2) .sidebar-heading');
    await page.click('.sidebar a[href="/guide/long"]');
    await title(page, 'Long');
    expect(
      await page.$eval('.navbar-tools .nav-dropdown-menu a[lang="zh-CN"]', (a) =>
        a.getAttribute('href'),
      ),
    ).toBe('/zh/');
    await close(page);
  });

  it('offers the preferred language once; Switch goes to the counterpart and is remembered', async () => {
    const page = await open('/guide/one', { languages: ['zh-CN', 'zh'] });
    await page.waitForSelector('.language-redirect');
    expect(await text(page, '#language-redirect-title')).toBe('切换到简体中文？');
    await page.click('.language-redirect .remember input');
    await page.click('.language-redirect .action-button.primary');
    await page.waitForFunction(() => location.pathname === '/zh/guide/one');
    await page.goto(`${env.site.url}/guide/two`, { waitUntil: 'networkidle0' });
    expect(await page.$('.language-redirect')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('docs-build-language'))).toBe('/zh/');
    await close(page);
  });

  it('Cancel keeps the page and is remembered for the session only', async () => {
    const page = await open('/guide/one', { languages: ['zh-CN'] });
    await page.waitForSelector('.language-redirect');
    await page.click('.language-redirect .action-button.default');
    expect(await page.$('.language-redirect')).toBeNull();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docs-build-language'),
        sessionStorage.getItem('docs-build-language'),
      ]),
    ).toEqual([null, '/']);
    await close(page);
  });
});

describe('overlays', () => {
  it('shows the notice until it is closed, then never again', async () => {
    const page = await open('/guide/one', { keepNotice: true });
    await page.waitForSelector('.notice');
    expect(await text(page, '#notice-title')).toBe('Hello reader');
    await page.click('.notice-close');
    expect(await page.$('.notice')).toBeNull();
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.$('.notice')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('docs-build-notice:test-notice'))).toBe(
      '1',
    );
    await close(page);
  });

  it('opens an image in the lightbox and closes it with Escape', async () => {
    const page = await open('/guide/one');
    await page.click('#content img');
    const shown = await page.waitForSelector('.lightbox img');
    expect(await shown?.evaluate((img) => (img as HTMLImageElement).src)).toBeTruthy();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.lightbox'));
    expect(await page.$('.lightbox')).toBeNull();
    await close(page);
  });

  it('draws the watermark and puts it back when removed', async () => {
    const page = await open('/guide/two');
    await page.waitForSelector('body > .watermark');
    await page.evaluate(() => document.querySelector('body > .watermark')!.remove());
    await page.waitForSelector('body > .watermark', { timeout: 2000 });
    expect(await page.$$eval('body > .watermark', (w) => w.length)).toBe(1);
    await close(page);
  });

  it('loads comments only on request and says so when the service is unreachable', async () => {
    const page = await open('/guide/one');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    expect(await text(page, '.comments button')).toBe('Load comments');
    expect(requests.filter((u) => u.includes('giscus'))).toEqual([]);
    await page.click('.comments button');
    await page.waitForSelector('.comments-failed', { timeout: 10_000 });
    await close(page);
  });

  it('types the portfolio titles one character at a time', async () => {
    const page = await open('/guide/english-only');
    expect(await text(page, '.portfolio-name')).toBe('Ada');
    const seen = new Set<string>();
    // each pass waits for the next character typed rather than a fixed time
    for (let i = 0; i < 6; i += 1) {
      const shown = await page.$eval('.portfolio-titles span', (s) => s.textContent ?? '');
      seen.add(shown);
      await page.waitForFunction(
        (before) => document.querySelector('.portfolio-titles span')?.textContent !== before,
        {},
        shown,
      );
    }
    // several states were seen, and some of them were titles still being typed
    expect(seen.size).toBeGreaterThan(3);
    expect(
      [...seen].some(
        (t) =>
          t !== 'Writer' && t !== 'Tester' && ('Writer'.startsWith(t) || 'Tester'.startsWith(t)),
      ),
    ).toBe(true);
    await close(page);
  });
});

/** Size, number of distinct colours and mean brightness (0-255) of a PNG, decoded on a blank page. */
async function pixels(png: Uint8Array) {
  const blank = await env.browser.newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) {
        colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
        sum += data[i] + data[i + 1] + data[i + 2];
      }
      const { width, height } = canvas;
      return { width, height, colours: colours.size, brightness: sum / (width * height * 3) };
    }, Buffer.from(png).toString('base64'));
  } finally {
    await blank.close();
  }
}

describe('screens', () => {
  it('saves screenshots of home, an article and the 404 page at phone and desktop widths in both modes', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const brightness = new Map<string, number>();
    for (const mode of ['light', 'dark'] as const) {
      for (const [label, width] of [
        ['phone', 390],
        ['desktop', 1440],
      ] as const) {
        for (const [name, route] of [
          ['home', '/'],
          ['article', '/guide/one'],
          ['404', '/missing'],
        ] as const) {
          const page = await open(route, { width, mobile: width < 700 });
          await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: mode }]);
          await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
          const file = path.join(ARTIFACTS, `${name}-${label}-${mode}.png`);
          const shot = await pixels(await page.screenshot({ path: file }));
          // the viewport, drawn: text and borders give many colours, a blank page one
          expect([shot.width, shot.height], file).toEqual([width, 800]);
          expect(shot.colours, file).toBeGreaterThan(16);
          brightness.set(`${name}-${label}-${mode}`, shot.brightness);
          await close(page);
        }
      }
    }
    // each screen is darker in dark mode than the same screen in light mode
    for (const [key, light] of brightness) {
      if (key.endsWith('-light'))
        expect(brightness.get(key.replace(/light$/, 'dark')), key).toBeLessThan(light);
    }
    // twelve page loads, each waiting for the network to settle (the first-visit chunk loads after hydration)
  }, 90_000);
});
