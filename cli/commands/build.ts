import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { createSession, type Session } from '../core/session.ts';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createLogger, type Logger } from '../diagnostics/logger.ts';
import { printDiagnostics } from '../diagnostics/reporter.ts';
import { buildClient } from '../bundle/client.ts';
import { compileSite, type BuiltPage } from '../markdown/compile-site.ts';
import { renderDocument, type RenderAssets } from '../render/render-page.ts';
import { createSiteData, resolveSidebars } from '../site/site-data.ts';
import { writeSearchIndexes } from '../search/build-index.ts';
import { AtomicOutput } from '../write/output.ts';
import { chunkName, contentHash, dataModule } from '../write/modules.ts';
import { headersFile, redirectPage, redirectsFile, robots, sitemap } from '../write/hosting.ts';
import { llmsFull, llmsIndex, markdownPath, pageMarkdown } from '../write/llms.ts';
import { routeToOutputFile } from '../../runtime/shared/routes.ts';
import { notFoundPage } from '../../runtime/app/not-found-page.ts';
import type { SiteData } from '../../runtime/shared/types.ts';

export interface BuildOptions {
  root: string;
  out?: string;
  base?: string;
  clean?: boolean;
  cache?: boolean;
  logger?: Logger;
}

export interface BuildResult {
  out: string;
  base: string;
  pages: BuiltPage[];
  pagesPerLocale: Record<string, number>;
  bytes: number;
  files: number;
  ms: number;
  stages: Record<string, number>;
  warnings: Diagnostic[];
}

/** `docs-build build`: scan → markdown → bundle → render → write, once. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const logger = options.logger ?? createLogger();
  const config = await loadConfig(options.root);
  if (options.base) config.base = options.base.endsWith('/') ? options.base : `${options.base}/`;
  const out = path.resolve(options.out ?? path.join(config.root, '..', 'dist'));
  logger.progress('docs-build: preparing');
  const session = await createSession({ config, logger, mode: 'build', cache: options.cache !== false && !options.clean });
  const output = new AtomicOutput(out);
  try {
    const result = await runStages(session, output);
    output.commit();
    const ms = Math.round(performance.now() - started);
    return { out, base: config.base, ...result, bytes: output.bytes, files: output.files, ms, stages: session.timer.toJSON() };
  } catch (error) {
    output.discard();
    throw error;
  }
}

async function runStages(session: Session, output: AtomicOutput) {
  const { config, logger, timer } = session;
  // esbuild works in its own process, so the client bundle is built while markdown compiles
  const clientPromise = timer.time('bundle', () => buildClient(config, { outRoot: output.staging, cacheDir: session.useCache ? session.cacheDir : undefined }));
  clientPromise.catch(() => undefined);

  const { sources, pages, diagnostics } = await compileSite(session);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new UserError(diagnostics);
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length) printDiagnostics(warnings);

  const client = await clientPromise;
  for (const file of client.files) output.write(file.path, file.contents);

  logger.progress('docs-build: rendering');
  const chunks = new Map<string, string>();
  await timer.time('render', () => {
    for (const page of pages) {
      const module = dataModule(page.data);
      const file = `assets/pages/${chunkName(page.data.route)}.${contentHash(module)}.js`;
      output.write(file, module);
      chunks.set(page.data.route, file);
    }
    const { sidebars } = resolveSidebars(config, sources);
    const sites = createSiteData({ config, pages: sources, chunks, islands: client.islands, sidebars });
    const searchIndexes = timer.measure('search', () => writeSearchIndexes(config, pages, (file, contents) => output.write(file, contents)));
    for (const [prefix, manifest] of Object.entries(searchIndexes)) {
      const search = sites[prefix].search;
      if (search.provider === 'local') search.index = { [prefix]: manifest };
    }
    const siteModules = writeSiteModules(output, sites);
    const assets = (prefix: string): RenderAssets => ({ entry: client.entry, preload: client.entryImports, css: client.css, siteModule: siteModules[prefix] });
    for (const page of pages) {
      output.write(routeToOutputFile(page.data.route), renderDocument(session, sites[page.data.locale], page.data, assets(page.data.locale)));
    }
    output.write('404.html', renderDocument(session, sites['/'], notFoundPage('/404', sites['/']), assets('/'), { noIndex: true }));
    for (const [from, to] of Object.entries(config.redirects)) output.write(routeToOutputFile(from), redirectPage(config, to));
  });

  await timer.time('write', () => {
    output.copyDir(config.publicDir);
    const map = sitemap(config, pages);
    if (map) output.write('sitemap.xml', map);
    output.write('robots.txt', robots(config));
    output.write('_headers', headersFile(config));
    output.write('_redirects', redirectsFile(config));
    output.write('llms.txt', llmsIndex(config, pages));
    output.write('llms-full.txt', llmsFull(pages));
    for (const page of pages) output.write(markdownPath(page.data.route), pageMarkdown(page));
  });

  const pagesPerLocale: Record<string, number> = {};
  for (const p of pages) pagesPerLocale[p.data.locale] = (pagesPerLocale[p.data.locale] ?? 0) + 1;
  return { pages, pagesPerLocale, warnings };
}

/**
 * One module per locale. Each names the others (for locale switches), so every name hashes the content of all
 * of them: a change in one locale renames every module and no cached copy can point at a removed file.
 */
function writeSiteModules(output: AtomicOutput, sites: Record<string, SiteData>): Record<string, string> {
  const own = Object.fromEntries(Object.entries(sites).map(([prefix, site]) => [prefix, contentHash(JSON.stringify(site), 16)]));
  const all = Object.values(own).join('');
  const names = Object.fromEntries(Object.keys(sites).map((prefix) => [prefix, `assets/site.${chunkName(prefix)}.${contentHash(own[prefix] + all)}.js`]));
  for (const [prefix, site] of Object.entries(sites)) {
    site.siteModules = names;
    output.write(names[prefix], dataModule(site));
  }
  return names;
}
