// `node --import tsx bench/markdown-parse.ts [SITE] [--rounds N] [--against DIR]`: the CPU time of
// the markdown parse alone (`processor.parse`, one thread, warm), over the texts a build of SITE
// (default docs) hands the parser: includes expanded, fence bodies removed. Plain remark-parse runs
// beside it for scale; with `--against DIR` (another checkout, such as main's) its processor parses
// the same texts in turn with ours, and the trees, positions included, must be the same.
import os from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createLogger } from '../cli/diagnostics/logger.ts';
import { loadConfig } from '../cli/foreign/site-config.ts';
import { buildPage, summarize } from '../cli/markdown/compile-site.ts';
import { createMarkdownProcessor } from '../cli/markdown/pipeline.ts';
import { createSession } from '../cli/session/session.ts';
import { scanSite } from '../cli/site/scan.ts';

type Parser = { parse(text: string): unknown };

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const rounds = Number(option('rounds') ?? 5);
const against = option('against');
const site = args[0] ?? 'docs';

/** Every text the session's processor parses while the site's pages compile once. */
async function parsedTexts(root: string): Promise<string[]> {
  const config = await loadConfig(root);
  const logger = createLogger({ quiet: true });
  const session = await createSession({ config, logger, mode: 'build', cache: false });
  const texts: string[] = [];
  const processor = session.processor as unknown as Parser;
  const parse = processor.parse.bind(processor);
  processor.parse = (text) => (texts.push(String(text)), parse(text));
  const { pages } = scanSite(config);
  const known = { routes: new Set(pages.map((p) => p.route)), summaries: summarize(pages) };
  for (const page of pages) await buildPage(session, page, known);
  return texts;
}

const options = { highlighter: {} as never, publicDir: '/nonexistent' };
const parsers: Record<string, Parser> = {
  'remark-parse': unified().use(remarkParse),
  ours: createMarkdownProcessor(options),
};
if (against) {
  const pipeline = path.resolve(against, 'cli/markdown/pipeline.ts');
  const other = (await import(pipeline)) as {
    createMarkdownProcessor: typeof createMarkdownProcessor;
  };
  parsers.against = other.createMarkdownProcessor(options);
}

process.env.NODE_ENV ??= 'production';
const texts = await parsedTexts(site);
const chars = texts.reduce((sum, text) => sum + text.length, 0);
console.log(`${site}: ${texts.length} texts, ${(chars / 1e6).toFixed(2)} M characters`);
if (parsers.against) {
  const differ = texts.filter(
    (t) => JSON.stringify(parsers.ours.parse(t)) !== JSON.stringify(parsers.against.parse(t)),
  );
  console.log(`trees that differ from ${against}: ${differ.length}`);
}
const cpu: Record<string, number[]> = {};
for (let round = 0; round < rounds; round++)
  for (const [name, parser] of Object.entries(parsers)) {
    const started = process.cpuUsage();
    for (const text of texts) parser.parse(text);
    const { user, system } = process.cpuUsage(started);
    // the first round warms each parser up
    if (round > 0) (cpu[name] ??= []).push((user + system) / 1000);
  }
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
for (const [name, values] of Object.entries(cpu))
  console.log(
    `${name.padEnd(12)} CPU ${Math.round(median(values))} ms (median of ${values.length})`,
  );
console.log(
  `load average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
process.exit(0);
