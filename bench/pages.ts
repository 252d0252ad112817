// Page weight in headless Chromium against the built site served as a static host would: bytes of a first visit
// (raw and compressed), requests, requests to other hosts, a client-side navigation, and LCP/TBT under 4× CPU throttling.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { build } from '../cli/commands/build.ts';
import { serveStatic } from '../cli/hosting/static-files.ts';
import { createLogger } from '../cli/diagnostics/logger.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';

const CANDIDATES: Record<string, string[]> = {
  home: ['/'],
  'install page': ['/guide/install/docker', '/guide/install/'],
  'driver page': ['/guide/drivers/onedrive', '/guide/drivers/115'],
  'API page': ['/guide/api/fs', '/guide/api/'],
  'Chinese page': ['/zh/guide/drivers/onedrive', '/zh/'],
};

interface Weight {
  requests: number;
  otherHosts: number;
  byType: Record<string, { raw: number; gzip: number; brotli: number }>;
}

async function record(page: Page, action: () => Promise<unknown>, origin: string): Promise<Weight> {
  const weight: Weight = { requests: 0, otherHosts: 0, byType: {} };
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('puppeteer-core').HTTPResponse) => {
    const url = new URL(response.url());
    // a data: URL (an inline SVG in the stylesheet) is part of a file already counted, not a request
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    weight.requests += 1;
    if (url.origin !== origin) {
      weight.otherHosts += 1;
      return;
    }
    const type = /\.js$/.test(url.pathname)
      ? 'js'
      : /\.css$/.test(url.pathname)
        ? 'css'
        : /\.json$/.test(url.pathname)
          ? 'json'
          : response.request().resourceType() === 'document'
            ? 'html'
            : 'other';
    pending.push(
      response.buffer().then(
        (body) => {
          const entry = (weight.byType[type] ??= { raw: 0, gzip: 0, brotli: 0 });
          entry.raw += body.length;
          entry.gzip += gzipSync(body, { level: 9 }).length;
          entry.brotli += brotliCompressSync(body).length;
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await Promise.all(pending);
  page.off('response', onResponse);
  return weight;
}

async function vitals(page: Page, url: string): Promise<{ lcpMs: number; tbtMs: number }> {
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __lcp: number; __tbt: number };
    w.__lcp = 0;
    w.__tbt = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__tbt += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 500));
  const result = await page.evaluate(() => ({
    lcpMs: Math.round((window as unknown as { __lcp: number }).__lcp),
    tbtMs: Math.round((window as unknown as { __tbt: number }).__tbt),
  }));
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function run(): Promise<{ figures: unknown; rows: string[][] }> {
  process.env.NODE_ENV ??= 'production';
  const out = path.join(os.tmpdir(), `docs-build-bench-pages-${process.pid}`);
  const result = await build({ root: 'docs', out, logger: createLogger({ quiet: true }) });
  const routes = new Set(result.pages.map((p) => p.data.route));
  const server = await serveStatic(out, { port: 0 });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchBrowser();
  const figures: Record<string, unknown> = {};
  const rows: string[][] = [];
  try {
    for (const [label, candidates] of Object.entries(CANDIDATES)) {
      const route = candidates.find((r) => routes.has(r));
      if (!route || !existsSync(out)) continue;
      const page = await browser.newPage();
      // a reader who has seen the notice and chosen a language: popups would cover the links clicked below
      await page.evaluateOnNewDocument(() => {
        localStorage.setItem(
          'docs-build-language',
          location.pathname.startsWith('/zh/') ? '/zh/' : '/',
        );
        localStorage.setItem('docs-build-notice:notice-2024-v3', '1');
        localStorage.setItem('docs-build-notice:/zh/notice-2024-v3', '1');
      });
      const first = await record(
        page,
        () => page.goto(origin + route, { waitUntil: 'networkidle0' }),
        origin,
      );
      // a client-side navigation to another page of the same section
      const target = await page.evaluate(
        (current) =>
          [
            ...document.querySelectorAll<HTMLAnchorElement>(
              '.page-nav a, .sidebar a, .hero-actions a',
            ),
          ]
            .map((a) => a.getAttribute('href')!)
            .find((h) => h && h !== current && h.startsWith('/')),
        route,
      );
      let navigation: (Weight & { ms: number }) | null = null;
      if (target) {
        let ms = 0;
        const weight = await record(
          page,
          async () => {
            // timed inside the page, from the click to the frame after the new page's content is in the DOM
            ms = await page.evaluate(
              (t) =>
                new Promise<number>((resolve) => {
                  const link = document.querySelector<HTMLAnchorElement>(
                    `.page-nav a[href="${t}"], .sidebar a[href="${t}"], .hero-actions a[href="${t}"]`,
                  )!;
                  const before = document.getElementById('content')?.innerHTML;
                  const started = performance.now();
                  link.click();
                  // no named function here: the bench runs through tsx, whose name helper does not exist in the page
                  const timer = setInterval(() => {
                    if (
                      location.pathname !== t ||
                      document.getElementById('content')?.innerHTML === before
                    )
                      return;
                    clearInterval(timer);
                    requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
                  }, 2);
                }),
              target,
            );
            await page.waitForNetworkIdle({ idleTime: 100 });
          },
          origin,
        );
        navigation = { ...weight, ms };
      }
      const vitalPage = await browser.newPage();
      const v = await vitals(vitalPage, origin + route);
      await vitalPage.close();
      await page.close();
      figures[label] = { route, first, navigation, ...v };
      const sum = (w: Weight, k: 'raw' | 'gzip' | 'brotli', types?: string[]) =>
        Object.entries(w.byType)
          .filter(([t]) => !types || types.includes(t))
          .reduce((n, [, e]) => n + e[k], 0);
      rows.push([
        `${label} ${route}`,
        `${first.requests} requests (${first.otherHosts} other hosts)`,
        `JS ${kb(sum(first, 'raw', ['js']))} raw / ${kb(sum(first, 'gzip', ['js']))} gz`,
        `CSS ${kb(sum(first, 'gzip', ['css']))} gz`,
        `HTML ${kb(sum(first, 'gzip', ['html']))} gz`,
        `LCP ${v.lcpMs} ms, TBT ${v.tbtMs} ms (4× CPU)`,
      ]);
      if (navigation)
        rows.push([
          `  → navigation ${target}`,
          `${navigation.requests} requests`,
          `${kb(sum(navigation, 'gzip'))} gz`,
          `${navigation.ms} ms`,
        ]);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { figures, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await run();
  console.log(rows.map((r) => r.join('  ')).join('\n'));
}
