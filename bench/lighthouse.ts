// Lighthouse (npm `lighthouse`, driving the Chromium the tests use) against the built site served as a static host
// would: the four category scores of six pages with the mobile preset (slow 4G, 4× CPU) and the desktop preset.
// LIGHTHOUSE_ORIGIN=http://127.0.0.1:4173 measures a site already served there instead (an older build, say);
// LIGHTHOUSE_PRESETS=mobile runs one preset only (alternating runs of two builds take half the time).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import os from 'node:os';
import path from 'node:path';
import { build } from '../cli/commands/build.ts';
import { serveStatic } from '../cli/hosting/static-files.ts';
import { createLogger } from '../cli/diagnostics/logger.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';

const PAGES: Record<string, string> = {
  home: '/',
  'zh home': '/zh/',
  'install page': '/guide/install/docker',
  'driver page': '/guide/drivers/aliyundrive',
  'API page': '/guide/api/fs',
  'zh guide page': '/zh/guide/install/script',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof CATEGORIES)[number], number>;

function presets(): ('mobile' | 'desktop')[] {
  const asked = process.env.LIGHTHOUSE_PRESETS?.split(',');
  return (['mobile', 'desktop'] as const).filter((p) => !asked || asked.includes(p));
}

async function serveBuild(): Promise<{
  origin: string;
  routes: Set<string>;
  close(): Promise<unknown>;
}> {
  const out = path.join(os.tmpdir(), `docs-build-bench-lighthouse-${process.pid}`);
  const result = await build({ root: 'docs', out, logger: createLogger({ quiet: true }) });
  const server = await serveStatic(out, { port: 0 });
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    routes: new Set(result.pages.map((p) => p.data.route)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function run(): Promise<{ figures: unknown; rows: string[][] }> {
  const given = process.env.LIGHTHOUSE_ORIGIN;
  const site = given
    ? { origin: given, routes: new Set(Object.values(PAGES)), close: async () => undefined }
    : await serveBuild();
  const { origin, routes } = site;
  const browser = await launchBrowser();
  const figures: Record<string, Record<string, Scores & { lcpMs: number; tbtMs: number }>> = {};
  const rows: string[][] = [];
  try {
    for (const [label, route] of Object.entries(PAGES)) {
      if (!routes.has(route))
        throw new Error(`bench/lighthouse: ${route} is not a page of docs/; update PAGES`);
      for (const preset of presets()) {
        // a fresh page each time; Lighthouse clears the origin's storage and cache, so every run is a first visit
        const page = await browser.newPage();
        // Lighthouse pins its own puppeteer-core; the page is the same object at run time
        const runner = await lighthouse(
          origin + route,
          { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
          preset === 'desktop' ? desktopConfig : undefined,
          page as unknown as Parameters<typeof lighthouse>[3],
        );
        await page.close();
        const lhr = runner?.lhr;
        if (!lhr) throw new Error(`bench/lighthouse: no result for ${route}`);
        if (lhr.runtimeError)
          throw new Error(`bench/lighthouse: ${route}: ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Scores;
        const lcpMs = Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
        const tbtMs = Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0));
        (figures[label] ??= {})[preset] = { ...scores, lcpMs, tbtMs };
        const below = Object.entries(lhr.audits)
          .filter(
            ([, a]) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map(([id]) => id);
        rows.push([
          `lighthouse ${preset.padEnd(7)} ${label} ${route}`,
          CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', '),
          `LCP ${lcpMs} ms, TBT ${tbtMs} ms`,
          below.length ? `below 90: ${below.join(' ')}` : '',
        ]);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return { figures, rows };
}
