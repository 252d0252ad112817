// The markdown stage alone: pages per second for the real site with a cold highlight cache and with a warm one.
import { loadConfig } from '../cli/foreign/site-config.ts';
import { createSession } from '../cli/session/session.ts';
import { createLogger } from '../cli/diagnostics/logger.ts';
import { buildPage, summarize } from '../cli/markdown/compile-site.ts';
import { scanSite } from '../cli/site/scan.ts';

async function pass(root: string, cache: boolean) {
  const config = await loadConfig(root);
  const session = await createSession({
    config,
    logger: createLogger({ quiet: true }),
    mode: 'build',
    cache,
  });
  const { pages } = scanSite(config);
  const site = { routes: new Set(pages.map((p) => p.route)), summaries: summarize(pages) };
  const started = performance.now();
  for (const page of pages) await buildPage(session, page, site);
  const ms = performance.now() - started;
  session.highlighter.save();
  return {
    pages: pages.length,
    ms: Math.round(ms),
    pagesPerSecond: Math.round((pages.length / ms) * 1000),
    highlight: session.highlighter.stats,
  };
}

export async function run(): Promise<{ figures: unknown; rows: string[][] }> {
  process.env.NODE_ENV ??= 'production';
  const cold = await pass('docs', false);
  await pass('docs', true); // fills the cache
  const warm = await pass('docs', true);
  const row = (label: string, f: typeof cold) => [
    label,
    `${f.pages} pages`,
    `${f.ms} ms`,
    `${f.pagesPerSecond} pages/s`,
    `highlight: ${f.highlight.misses} blocks in ${Math.round(f.highlight.ms)} ms, ${f.highlight.hits} from cache`,
  ];
  return {
    figures: { cold, warm },
    rows: [row('markdown, no highlight cache', cold), row('markdown, warm highlight cache', warm)],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await run();
  console.log(rows.map((r) => r.join('  ')).join('\n'));
}
