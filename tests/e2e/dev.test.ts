import http from 'node:http';
import { mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevHandle } from '../../cli/commands/dev.ts';
import { createLogger } from '../../cli/diagnostics/logger.ts';
import { launchBrowser } from './browser.ts';
import { copyFixture } from './fixture-copy.ts';
import { openPage } from './open-page.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site');
let work: string;
let server: DevHandle;
let browser: Browser;
const docs = (rel: string) => path.join(work, 'docs', rel);

beforeAll(async () => {
  work = copyFixture(fixture);
  [server, browser] = await Promise.all([
    dev({
      root: path.join(work, 'docs'),
      port: 0,
      logger: createLogger({ quiet: true }),
      warm: false,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

async function open(route: string): Promise<Page> {
  // the live-update stream stays open, so the network never idles: wait for the router instead
  const { page } = await openPage(browser, new URL(route.slice(1), server.url).href, {
    waitUntil: 'load',
  });
  await page.waitForFunction(
    'window.__docsBuild !== undefined && window.__docsBuildLive === true',
    { timeout: 10_000 },
  );
  return page;
}

const until = (page: Page, fn: string, timeout = 10_000) => page.waitForFunction(fn, { timeout });

describe('dev server', () => {
  it('serves a page server-rendered', async () => {
    const res = await fetch(new URL('guide/getting-started', server.url));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Install it and run it.');
  });

  it('swaps an edited page in place, keeping the scroll position', async () => {
    const page = await open('/guide/getting-started');
    await page.setViewport({ width: 1200, height: 300 });
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
      window.scrollTo(0, 200);
    });
    const file = docs('guide/getting-started.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'Install it and run it.',
        'Install it, then run it again.',
      ),
    );
    await until(
      page,
      "document.querySelector('#content p')?.textContent === 'Install it, then run it again.'",
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    await page.close();
  });

  it('updates a page when a file it shows from elsewhere in the repository changes', async () => {
    mkdirSync(path.join(work, '.git'), { recursive: true });
    const code = path.join(work, 'answer.ts');
    writeFileSync(code, 'export const answer = 41;\n');
    writeFileSync(docs('guide/snippet.md'), '# Snippet\n\n<<< ../../answer.ts\n');
    try {
      const page = await open('/guide/snippet');
      await until(page, "document.querySelector('#content pre')?.textContent.includes('41')");
      // the file is watched once the page has read it; saved again until that watch has seen a save
      let saves = 0;
      const save = setInterval(
        () => writeFileSync(code, `export const answer = 42; // save ${++saves}\n`),
        300,
      );
      try {
        await until(page, "document.querySelector('#content pre')?.textContent.includes('42')");
      } finally {
        clearInterval(save);
      }
      expect(await page.$eval('#content pre', (pre) => pre.textContent)).toContain('answer = 42');
      await page.close();
    } finally {
      unlinkSync(docs('guide/snippet.md'));
      rmSync(path.join(work, '.git'), { recursive: true });
    }
  });

  it('shows an overlay for a broken file and clears it when the file is fixed', async () => {
    const page = await open('/guide/deep-dive');
    const file = docs('guide/deep-dive.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('title: Deep dive', 'title: Deep: dive'));

    await until(
      page,
      "document.getElementById('docs-build-error-overlay')?.textContent.includes('deep-dive.md:2')",
    );
    writeFileSync(file, original.replace('Lots of text here.', 'Fixed text here.'));
    await until(
      page,
      "!document.getElementById('docs-build-error-overlay') && document.body.textContent.includes('Fixed text here.')",
    );
    expect(await page.$('#docs-build-error-overlay')).toBeNull();
    await page.close();
  });

  it('picks up added, renamed and deleted pages', async () => {
    writeFileSync(docs('guide/new-page.md'), '---\ntitle: New page\norder: 3\n---\n\nFresh.\n');
    await expect
      .poll(async () => (await fetch(new URL('guide/new-page', server.url))).status, {
        timeout: 10_000,
      })
      .toBe(200);
    const page = await open('/guide/new-page');
    expect(await page.$eval('h1.page-title', (h) => h.textContent)).toBe('New page');
    expect(await page.$$eval('.sidebar a', (links) => links.map((a) => a.textContent))).toContain(
      'New page',
    );
    await page.close();
    renameSync(docs('guide/new-page.md'), docs('guide/renamed-page.md'));
    await expect
      .poll(async () => (await fetch(new URL('guide/renamed-page', server.url))).status, {
        timeout: 10_000,
      })
      .toBe(200);
    await expect
      .poll(async () => (await fetch(new URL('guide/new-page', server.url))).status, {
        timeout: 10_000,
      })
      .toBe(404);
    unlinkSync(docs('guide/renamed-page.md'));
    await expect
      .poll(async () => (await fetch(new URL('guide/renamed-page', server.url))).status, {
        timeout: 10_000,
      })
      .toBe(404);
  });

  it('keeps every path outside the site unreachable', async () => {
    for (const attempt of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '//etc/passwd',
      '/logo.svg/..%2f..%2f..%2fpackage.json',
      '/__docs-build/client/../../package.json',
    ]) {
      const res = await fetch(server.url.replace(/\/$/, '') + attempt);
      expect([403, 404], attempt).toContain(res.status);
      expect(await res.text()).not.toContain('"dependencies"');
    }
    expect((await fetch(new URL('logo.svg', server.url))).status).toBe(200);
  });

  it('answers only to its own host names, so another site cannot reach it by DNS rebinding', async () => {
    const { port } = new URL(server.url);
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    expect(await status('evil.example:80')).toBe(403);
    expect(await status(`attacker.test:${port}`)).toBe(403);
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `docs.localhost:${port}`,
    ])
      expect(await status(host), host).toBe(200);
  });

  it('knows only the locales the site has', async () => {
    for (const locale of ['__proto__', 'constructor', 'toString', '/nope/']) {
      expect(
        (
          await fetch(
            new URL(`__docs-build/site.js?locale=${encodeURIComponent(locale)}`, server.url),
          )
        ).status,
        locale,
      ).toBe(404);
    }
    expect((await fetch(new URL('__docs-build/site.js?locale=%2Fzh%2F', server.url))).status).toBe(
      200,
    );
  });
});

describe('closing the dev server', () => {
  it('ends at once with a page still open, whose live stream tries to reconnect', async () => {
    const second = await dev({
      root: path.join(work, 'docs'),
      port: 0,
      logger: createLogger({ quiet: true }),
      warm: false,
    });
    const page = await browser.newPage();
    try {
      await page.goto(new URL('guide/', second.url).href, { waitUntil: 'load' });
      await until(page, 'window.__docsBuildLive === true');
      // the stream's end makes the page reconnect within 500 ms, over a connection the server still holds
      const closing = second.close();
      await until(page, 'window.__docsBuildLive === false');
      // a close that waited on the page's connection would hold here until the test's time limit
      await closing;
      expect(second.server.listening).toBe(false);
    } finally {
      await page.close();
    }
  });
});
