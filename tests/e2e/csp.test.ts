import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPolicyStub, type PolicyStub } from '../fixtures/csp-site/stub-server.ts';
import { launchBrowser } from './browser.ts';
import { recordViolations } from './csp-violations.ts';
import { copyFixture } from './fixture-copy.ts';
import { trackOpenRequests, type OpenRequests } from './open-requests.ts';
import { buildAndServe, type ServedSite } from './serve-site.ts';

// Pages under the Content-Security-Policy the build computed, served from `_headers` by `preview` as a host serves
// it: any `securitypolicyviolation` fails. The AList site itself (a page of each kind in both locales, the search
// dialog, the mermaid diagram, client navigation), then a fixture whose comments, video and image come from a stub
// on another origin of 127.0.0.1. The tool pages' forms and flows run under the same policy in tools.test.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// a page left open by a failed test would keep its connections, and the site's server would never close
const open: Page[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((page) => page.close()));
});

interface Tab {
  page: Page;
  requests: OpenRequests;
  violations: string[];
}

async function openTab(): Promise<Tab> {
  const page = await browser.newPage();
  open.push(page);
  await page.setViewport({ width: 1280, height: 800 });
  return {
    page,
    requests: await trackOpenRequests(page),
    violations: await recordViolations(page),
  };
}

/** Loads a page in `tab` and waits until it hydrated and its islands and their requests are done. */
async function visit({ page, requests }: Tab, url: string) {
  try {
    requests.forget();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => '__docsBuild' in window);
    await requests.quiet({ idleMs: 150, timeoutMs: 30_000 });
  } catch (error) {
    throw new Error(`${url}: ${(error as Error).message}`);
  }
}

/**
 * The first route of each kind of page: pages whose HTML has the same element names, `data-` attributes and leading
 * class names are built from the same parts, and what a policy allows or blocks comes from the parts, not the prose.
 */
async function onePageOfEachKind(url: string, routes: string[]): Promise<string[]> {
  const kinds = new Map<string, string>();
  for (const route of routes) {
    const html = await (await fetch(url + encodeURI(route))).text();
    const parts = html.match(/<[a-z][\w-]*|\sdata-[\w-]+=|\sclass="[\w-]+/g) ?? [];
    const kind = [...new Set(parts)].sort().join(' ');
    if (!kinds.has(kind)) kinds.set(kind, route);
  }
  return [...kinds.values()];
}

describe('the AList site under its own policy', () => {
  let site: ServedSite;
  beforeAll(async () => {
    site = await buildAndServe(path.resolve(import.meta.dirname, '../../docs'));
  }, 300_000);
  afterAll(async () => {
    await site?.close();
  });

  it('is served with a policy that allows only what the site uses', async () => {
    const response = await fetch(`${site.url}/guide/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[\w+/]+=*'/);
    expect(csp).toContain("object-src 'none'; base-uri 'self'; frame-ancestors 'self'");
    expect(csp).toContain(
      "connect-src 'self' http://api-my-api-5hw5ou-b810d8-80-75-218-107.traefik.me http://localhost:3002 https://api.nn.ci",
    );
    expect(csp).toContain("frame-src 'self' https://giscus.app");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it(
    'loads a page of every kind in both locales, the 404 pages and a legacy .html URL without a violation',
    { timeout: 300_000 },
    async () => {
      const routes = [
        ...(await onePageOfEachKind(
          site.url,
          site.result.pages.map((p) => p.data.route),
        )),
        '/no/such/page',
        '/zh/no/such/page',
        '/guide/install/docker.html',
      ];
      expect(routes.length).toBeGreaterThan(40);
      const tabs = await Promise.all([openTab(), openTab(), openTab()]);
      const queue = [...routes];
      await Promise.all(
        tabs.map(async (tab) => {
          for (let route = queue.shift(); route; route = queue.shift())
            await visit(tab, site.url + encodeURI(route));
        }),
      );
      expect(tabs.flatMap((t) => t.violations)).toEqual([]);
    },
  );

  it(
    'draws the mermaid diagram, searches in both locales and navigates on the client without a violation',
    { timeout: 60_000 },
    async () => {
      const tab = await openTab();
      const { page, violations } = tab;
      // the notice and the offer of the reader's language are modals that the walk above met; here they were seen
      await page.evaluateOnNewDocument(() => {
        localStorage.setItem('docs-build-notice:notice-2024-v3', '1');
        localStorage.setItem('docs-build-notice:/zh/notice-2024-v3', '1');
        localStorage.setItem('docs-build-language', '/');
      });
      await visit(tab, `${site.url}/guide/`);
      await page.waitForSelector('[data-diagram][data-rendered="mermaid"] svg', {
        timeout: 20_000,
      });
      for (const [home, query] of [
        ['/', 'docker'],
        ['/zh/', '安装'],
      ]) {
        await visit(tab, site.url + home);
        await page.click('.search-button');
        await page.waitForSelector('dialog.search-dialog[open] .search-input');
        await page.waitForFunction(() =>
          document.activeElement?.classList.contains('search-input'),
        );
        await page.type('.search-input', query);
        await page.waitForSelector('.search-results li a', { timeout: 15_000 });
        await page.keyboard.press('Escape');
      }
      await visit(tab, `${site.url}/guide/install/docker`);
      await page.click('.sidebar a[href="/guide/install/manual"]');
      await page.waitForFunction(
        () =>
          location.pathname === '/guide/install/manual' && document.querySelector('#content pre'),
      );
      expect(violations).toEqual([]);
    },
  );
});

describe('comments, a video stream and an outside image from another origin', () => {
  let stub: PolicyStub;
  let site: ServedSite;
  let work: string;
  beforeAll(async () => {
    stub = await startPolicyStub();
    work = copyFixture(path.resolve(import.meta.dirname, '../fixtures/csp-site'));
    const replaceStub = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) replaceStub(file);
        else if (/\.(md|ts)$/.test(entry.name))
          writeFileSync(
            file,
            readFileSync(file, 'utf8').replaceAll('http://stub.invalid', stub.url),
          );
      }
    };
    replaceStub(path.join(work, 'docs'));
    site = await buildAndServe(path.join(work, 'docs'));
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await stub?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('allows the stub in exactly the directives that need it', async () => {
    const csp = (await fetch(`${site.url}/guide/`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of [
      'script-src',
      'style-src',
      'frame-src',
      'img-src',
      'connect-src',
      'media-src',
    ])
      expect(directive(name), name).toContain(stub.url);
    expect(directive('media-src')).toContain('blob:');
    // the highlighter's colours are style attributes, allowed by their hashes
    expect(directive('style-src-attr')).toMatch(/^style-src-attr 'unsafe-hashes' 'sha256-/);
  });

  for (const prefix of ['/', '/zh/']) {
    it(
      `shows the image, tries the stream and loads the comment widget on ${prefix}guide/ without a violation`,
      { timeout: 60_000 },
      async () => {
        const tab = await openTab();
        const { page, violations } = tab;
        // a reader who chose this language: no offer of another one covers the page
        await page.evaluateOnNewDocument(() => localStorage.setItem('docs-build-language', '/'));
        await visit(tab, `${site.url}${prefix}guide/`);
        await page.waitForFunction(
          () =>
            (document.querySelector('#content img') as HTMLImageElement | null)?.naturalWidth === 1,
        );
        await page.waitForSelector(
          '.video-player[data-state="failed"], .video-player[data-state="ready"]',
          { timeout: 20_000 },
        );
        await page.click('.comments button');
        const frame = await (await page.waitForSelector('iframe.giscus-frame'))!.contentFrame();
        await frame.waitForSelector('#widget');
        expect(stub.seen).toEqual(
          expect.arrayContaining([
            '/pixel.png',
            '/stream/index.m3u8',
            '/client.js',
            '/default.css',
            '/widget',
          ]),
        );
        expect(violations).toEqual([]);
      },
    );
  }

  it(
    'reports what the policy blocks: the test would see a violation',
    { timeout: 30_000 },
    async () => {
      const tab = await openTab();
      const { page, violations } = tab;
      await visit(tab, `${site.url}/`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = 1';
        document.body.append(script);
      });
      await vi.waitFor(() => expect(violations.length).toBeGreaterThan(0));
      expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
      expect(violations.join('\n')).toMatch(/script-src-elem blocked inline/);
    },
  );
});
