import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/load.ts';
import { createSession, type Session } from '../core/session.ts';
import { startAside } from '../core/cli-workers.ts';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createLogger, type Logger } from '../diagnostics/logger.ts';
import { printDiagnostics } from '../diagnostics/reporter.ts';
import { applySeverities, ruleSettings } from '../check/severity.ts';
import { buildClient, vendorPackagesFor, type ClientAssets } from '../bundle/client.ts';
import { keepCompressedCopies } from '../bundle/bundle-home.ts';
import { vendorPathsFor, type VendorBundle } from '../bundle/vendor.ts';
import { compileSite, type BuiltPage } from '../markdown/compile-site.ts';
import { noPagesFound } from '../site/scan.ts';
import { readGitHistoryAsync } from '../site/git.ts';
import type { GitInfo } from '../../runtime/shared/types.ts';
import { renderDocument, type RenderAssets } from '../render/render-page.ts';
import { createSiteData, resolveSidebars, siteIcons } from '../site/site-data.ts';
import { contentHash } from '../write/modules.ts';
import type { StoredIndex } from '../search/build-index.ts';
import { SearchAside } from '../search/index-aside.ts';
import { jsonCodec, KeyedStore, textCodec } from '../core/keyed-store.ts';
import { hashTree, sha } from '../core/content-hash.ts';
import { AtomicOutput } from '../write/output.ts';
import { outDirProblem } from '../write/out-dir.ts';
import { Compressor, hasCompressedCopies, wantsCompressedCopies } from '../write/compress.ts';
import {
  writePageChunks,
  writePageTexts,
  writeSiteFiles,
  writeSiteModules,
} from '../write/site-files.ts';
import {
  addDocumentSources,
  collectPageSources,
  createPageSources,
  documentSources,
  type StoredPageSources,
} from '../hosting/page-sources.ts';
import { contentSecurityPolicy } from '../hosting/csp.ts';
import { githubPagesFiles } from '../write/hosting.ts';
import { routeToOutputFile } from '../../runtime/shared/routes.ts';
import { notFoundPage } from '../../runtime/app/not-found-page.ts';

export interface BuildOptions {
  root: string;
  out?: string;
  base?: string;
  clean?: boolean;
  /** Replace the output folder even when docs-build did not write it (never the docs or the project). */
  emptyOutDir?: boolean;
  cache?: boolean;
  /** Also write what GitHub Pages reads: `.nojekyll`, and `CNAME` with the config's hostname. */
  githubPages?: boolean;
  /** `false`: no `.gz`/`.br` copies beside the text files. */
  compress?: boolean;
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
  /** Code blocks coloured by this build (not taken from the cache), and on how many worker threads (0: the main one). */
  highlighted: { blocks: number; workers: number };
  /** Whether the search index was made on a worker thread (not on the main one, nor kept from an earlier build). */
  searchOnWorker: boolean;
  /** Files given compressed copies, and how many on the compression worker; null with `--no-compress`. */
  compressed: { files: number; onWorker: number } | null;
  warnings: Diagnostic[];
}

/**
 * Hashes of the code behind kept documents, made only by a build that keeps them (not with `--clean`): `renderer`
 * turns page data into a document besides the server bundle (the HTML shell and its filler); `sources` reads a
 * document's CSP sources, which are reused only while it is the same.
 */
let codeHashes: { renderer: string; sources: string } | null = null;
const codeVersions = () =>
  (codeHashes ??= {
    renderer:
      hashTree(fileURLToPath(new URL('../render/', import.meta.url))) +
      hashTree(fileURLToPath(new URL('../../templates/', import.meta.url))),
    sources: hashTree(fileURLToPath(new URL('../hosting/', import.meta.url))),
  });

/** `docs-build build`: scan → markdown → bundle → render → write, once. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const logger = options.logger ?? createLogger();
  const root = path.resolve(options.root);
  const out = path.resolve(options.out ?? path.join(root, '..', 'dist'));
  // before anything is read or written, so a refused folder costs nothing
  const unsafe = outDirProblem({ out, source: root, emptyOutDir: options.emptyOutDir });
  if (unsafe) throw new UserError([unsafe]);
  // git runs beside the config's loading and the session's making; the scan takes its answer
  const git = readGitHistoryAsync(root);
  const config = await loadConfig(root);
  if (options.base) config.base = options.base.endsWith('/') ? options.base : `${options.base}/`;
  logger.progress('docs-build: preparing');
  const session = await createSession({
    config,
    logger,
    mode: 'build',
    cache: options.cache !== false && !options.clean,
  });
  const output = new AtomicOutput(out);
  // each file is compressed as it is written, on a worker's thread, while the pages after it render
  // off on request: hosts that compress as they serve have no use for the copies (this site: 3-4 s of CPU when cold)
  const compressor =
    options.compress === false
      ? null
      : new Compressor(output.staging, {
          cacheDir: session.useCache ? session.cacheDir : null,
          worker: startAside('compress-worker'),
        });
  if (compressor) output.onWrite((relative, contents) => compressor.add(relative, contents));
  const client = writeClient(session, output, compressor);
  // started now, it loads while the site is scanned, and reads each page's terms as the page compiles
  const search = new SearchAside(config);
  try {
    const result = await runStages(session, output, compressor, client, search, {
      githubPages: options.githubPages,
      git,
    });
    await output.commit();
    const ms = Math.round(performance.now() - started);
    const highlighted = {
      blocks: session.highlighter.stats.misses,
      workers: session.highlighter.threads,
    };
    const compressed = compressor && {
      files: compressor.stats.files,
      onWorker: compressor.stats.onWorker,
    };
    return {
      out,
      base: config.base,
      ...result,
      bytes: output.bytes,
      files: output.files,
      ms,
      stages: session.timer.toJSON(),
      highlighted,
      compressed,
    };
  } catch (error) {
    search.abandon();
    // the client bundle and compressed copies may still be landing in the staging folder: let them, then remove it
    await Promise.all([client.catch(() => undefined), compressor?.abandon()]);
    await output.discard();
    throw error;
  }
}

/**
 * The client bundle, in esbuild's own process while the site is scanned; written (and so compressed, on zlib's
 * threads) as soon as it is ready. Markdown waits for it: esbuild calls back into its plugins here, once per
 * import, and while pages compile each call waits its turn.
 */
function writeClient(
  session: Session,
  output: AtomicOutput,
  compressor: Compressor | null,
): Promise<ClientAssets> {
  const { config, timer } = session;
  const written = timer
    .time('bundle', () =>
      buildClient(config, {
        outRoot: output.staging,
        cacheDir: session.useCache ? session.cacheDir : undefined,
      }),
    )
    .then(async (client) => {
      for (const file of client.files) {
        // a kept file is copied on libuv's threads, with the compressed copies made with it; so is one that gets no
        // copies (KaTeX's 60 fonts), rather than written from memory by this thread
        const copies = compressor && file.source ? hasCompressedCopies(file.source) : false;
        if (
          file.source &&
          (copies || !compressor || !wantsCompressedCopies(file.path, file.contents.byteLength))
        ) {
          output.copyFile(file.source, file.path);
          if (copies) compressor!.copyFrom(file.path, file.source);
        } else {
          await output.write(file.path, file.contents);
        }
      }
      return client;
    });
  written.catch(() => undefined);
  return written;
}

/**
 * The vendor libraries the pages load, copied from the installation with the compressed copies made there, on
 * libuv's threads while pages render: mermaid alone is 8 MB in about 240 files, and read into memory and written
 * back on this thread after the pages were parsed, it made this site's build 0.5 s longer.
 */
function copyVendorFiles(
  output: AtomicOutput,
  compressor: Compressor | null,
  vendor: VendorBundle,
  packages: Iterable<string>,
): void {
  for (const sitePath of vendorPathsFor(vendor, packages)) {
    const source = vendor.sources.get(sitePath)!;
    output.copyFile(source, sitePath);
    compressor?.copyFrom(sitePath, source);
  }
}

/** The stages of one build, in order; each is a shared service that dev and check use too. */
async function runStages(
  session: Session,
  output: AtomicOutput,
  compressor: Compressor | null,
  clientPromise: Promise<ClientAssets>,
  search: SearchAside,
  { githubPages = false, git }: { githubPages?: boolean; git: Promise<Map<string, GitInfo>> },
) {
  const { config, logger, timer } = session;
  // 1. the client bundle, started by the caller (writeClient)
  // 2. scan and markdown; any error stops the build before anything is written
  const compiled = await compileSite(session, {
    before: clientPromise,
    onPage: (page) => search.add(page),
    git,
  });
  session.highlighter.release();
  const { sources, pages } = compiled;
  // the same rule settings as `check`, so a rule the site silenced (or one quiet by default) is quiet here too
  const diagnostics = applySeverities(
    compiled.diagnostics,
    ruleSettings(config.user.check?.rules, { building: true }),
  );
  if (diagnostics.some((d) => d.severity === 'error')) throw new UserError(diagnostics);
  // an empty site would replace the previous one and prune every cache: almost always a wrong folder
  if (!pages.length) throw new UserError([noPagesFound(config.root)]);
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length) printDiagnostics(warnings);

  // 3. page chunks, site data per locale and search indexes
  const client = await clientPromise;
  copyVendorFiles(
    output,
    compressor,
    client.vendor,
    vendorPackagesFor(
      client,
      pages.map((p) => p.compiled),
    ),
  );
  logger.progress('docs-build: rendering');
  // indexes and HTML of the previous build, reused where everything they were made from is the same
  const storeDir = (name: string) => (session.useCache ? path.join(session.cacheDir, name) : null);
  const stores = {
    search: new KeyedStore(storeDir('search'), jsonCodec<StoredIndex>()),
    html: new KeyedStore(storeDir('html'), textCodec),
    sources: new KeyedStore(storeDir('sources'), jsonCodec<StoredPageSources>()),
  };
  // the inline scripts, styles and outside hosts of every document, for the Content-Security-Policy
  const pageSources = createPageSources();
  let searchOnWorker = false;
  let pageTexts = new Map<string, string>();
  await timer.time('render', async () => {
    const chunks = await writePageChunks(output, pages);
    pageTexts = await writePageTexts(output, config, pages);
    const { sidebars } = resolveSidebars(config, sources);
    const icons = siteIcons(config, sources);
    const sprite = `assets/icons.${contentHash(icons.svg)}.svg`;
    await output.write(sprite, icons.svg);
    const sites = createSiteData({
      config,
      pages: sources,
      chunks,
      islands: client.islands,
      islandStyles: client.islandCss,
      sidebars,
      icons: { sprite, names: icons.names },
    });
    const searchIndexes = search.build(pages, stores.search);
    for (const [prefix, manifest] of Object.entries(searchIndexes.manifests)) {
      const search = sites[prefix].search;
      if (search.provider === 'local') search.index = { [prefix]: manifest };
    }
    // 4. one HTML document per page, and the 404 page
    const siteModules = await writeSiteModules(output, sites);
    const assets = (prefix: string): RenderAssets => ({
      entry: client.entry,
      preload: client.entryImports,
      css: client.css,
      islandCss: client.islandCss,
      siteModule: siteModules[prefix],
      iconSymbols: icons.symbols,
    });
    // a page's HTML follows from the renderer's code, its locale's site data and assets, and its own data; a build
    // that keeps nothing (`--clean`) makes no keys (serialising every page's data again for them)
    const localeKeys = session.useCache
      ? Object.fromEntries(
          Object.keys(sites).map((prefix) => [
            prefix,
            sha(
              session.serverVersion,
              codeVersions().renderer,
              JSON.stringify(sites[prefix]),
              JSON.stringify(assets(prefix)),
            ),
          ]),
        )
      : {};
    for (const page of pages) {
      const { locale, route } = page.data;
      const key = session.useCache ? sha(localeKeys[locale], JSON.stringify(page.data)) : '';
      const html = stores.html.get(route, key, () =>
        renderDocument(session, sites[locale], page.data, assets(locale)),
      );
      // a reused document's sources are reused with it rather than read again (0.27 s of a warm build here)
      addDocumentSources(
        pageSources,
        stores.sources.get(route, session.useCache ? sha(key, codeVersions().sources) : '', () =>
          documentSources(html),
        ),
      );
      await output.write(routeToOutputFile(route), html);
    }
    // one 404 page per locale (`404.html`, `zh/404.html`); hosting rules serve each for unknown paths under its prefix
    for (const [prefix, site] of Object.entries(sites)) {
      const html = renderDocument(
        session,
        site,
        notFoundPage(`${prefix}404`, site),
        assets(prefix),
        { noIndex: true },
      );
      collectPageSources(pageSources, html);
      await output.write(`${prefix.slice(1)}404.html`, html);
    }
    // what rendering did not cover of the search index's making
    const index = await timer.time('search', () => searchIndexes.files);
    searchOnWorker = index.onWorker;
    for (const [file, contents] of index.files) await output.write(file, contents);
  });
  await Promise.all(Object.values(stores).map((store) => store.prune()));
  // 5. public files, sitemap, hosting and llms files; then wait for every write
  await timer.time('write', async () => {
    await writeSiteFiles(
      output,
      config,
      pages,
      contentSecurityPolicy(config, pageSources),
      pageTexts,
    );
    if (githubPages)
      for (const [file, text] of Object.entries(githubPagesFiles(config)))
        await output.write(file, text);
    await output.flush();
  });
  if (compressor) {
    await timer.time('compress', () => compressor.finish());
    await keepCompressedCopies(client.files, output.staging);
  }

  const pagesPerLocale: Record<string, number> = {};
  for (const p of pages) pagesPerLocale[p.data.locale] = (pagesPerLocale[p.data.locale] ?? 0) + 1;
  return { pages, pagesPerLocale, warnings, searchOnWorker };
}
