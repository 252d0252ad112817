import path from 'node:path';
import { defaultOutDir, siteCacheDir } from '../core/project.ts';
import { loadConfig } from '../foreign/site-config.ts';
import { baseOptionProblem, withTrailingSlash } from '../config/base-path.ts';
import { createSession, type Session } from '../session/session.ts';
import { compileStage } from '../session/compile-stage.ts';
import { openPageFiles, renderSite, type RenderedSite } from '../session/render-site.ts';
import { writeClient, type ClientOutput } from '../session/client-output.ts';
import { startAside } from '../core/cli-workers.ts';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createLogger, type Logger } from '../diagnostics/logger.ts';
import { printDiagnostics } from '../diagnostics/reporter.ts';
import type { ClientAssets } from '../bundle/client.ts';
import { vendorPackagesFor } from '../bundle/vendor-use.ts';
import { keepCompressedCopies } from '../bundle/bundle-home.ts';
import { vendorPathsFor } from '../bundle/vendor.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { readGitHistoryAsync, type GitHistory } from '../site/git.ts';
import { gitLogCacheFile } from '../site/git-log-cache.ts';
import { SearchAside } from '../search/index-aside.ts';
import { AtomicOutput } from '../write/output.ts';
import {
  forgetOutputManifest,
  OutputChanged,
  previousOutput,
  recordOutput,
} from '../write/output-manifest.ts';
import { outDirProblem, outputTarget } from '../write/out-dir.ts';
import { Compressor } from '../write/compress.ts';
import type { CompressLevel } from '../write/compress-level.ts';
import { writeSiteFiles } from '../write/site-files.ts';
import { contentSecurityPolicy } from '../hosting/csp.ts';
import { githubPagesFiles } from '../hosting/host-files.ts';

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
  /** `false`: no `.gz`/`.br` copies beside the text files; `max`: the smallest copies, at many times the CPU. */
  compress?: boolean | CompressLevel;
  logger?: Logger;
  /** Outputs of at least this many files (compressed copies counted) are checked beside the build (tests set 0). */
  checkOutputAsideFrom?: number;
}

export interface BuildResult {
  out: string;
  base: string;
  publicDir: string;
  /** Code the build ran besides the toolchain: the config's files and the site's components. */
  siteCode: string[];
  pages: BuiltPage[];
  pagesPerLocale: Record<string, number>;
  bytes: number;
  files: number;
  ms: number;
  stages: Record<string, number>;
  /** Code blocks coloured by this build (not taken from the cache), and on how many worker threads (0: the main one). */
  highlighted: { blocks: number; workers: number };
  /** Whether the client bundle was made on a worker thread (not on the main one). */
  clientOnWorker: boolean;
  /** Whether the search index was made on a worker thread (not on the main one, nor kept from an earlier build). */
  searchOnWorker: boolean;
  /** Files given compressed copies, and how many on the compression worker; null with `--no-compress`. */
  compressed: { files: number; onWorker: number } | null;
  warnings: Diagnostic[];
  /** Every file the build left in the output with its size and time, as it recorded them (null without the cache). */
  outputFiles: Record<string, { size: number; mtimeMs: number }> | null;
}

/** What the stages of one build share: the session, the output, and the work started beside them. */
interface BuildRun {
  session: Session;
  output: AtomicOutput;
  compressor: Compressor | null;
  /** The client bundle, built in esbuild's own process while the site is scanned. */
  client: Promise<ClientAssets>;
  /** Where the client bundle is made: its `aside` says whether a worker made it. */
  clientAside: ClientOutput;
  /** What markdown waits for first: the client bundle when esbuild calls back into this thread. */
  bundleFirst?: Promise<unknown>;
  /** The search index, loaded while the site is scanned; it reads each page's terms as the page compiles. */
  search: SearchAside;
  git: Promise<GitHistory>;
  githubPages: boolean;
}

/** `docs-build build`: scan → markdown → bundle → render → write, once. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const logger = options.logger ?? createLogger();
  const root = path.resolve(options.root);
  const out = path.resolve(options.out ?? defaultOutDir(root));
  // before anything is read or written, so a refused folder or base costs nothing
  refuse(options.base === undefined ? null : baseOptionProblem(options.base));
  refuse(outDirProblem({ out, source: root, emptyOutDir: options.emptyOutDir }));
  // git runs beside the config's loading and the session's making; the scan takes its answer
  const git = readGitHistoryAsync(
    root,
    keepsCache(options) ? gitLogCacheFile(siteCacheDir(root)) : null,
  );
  const config = await loadConfig(root, { keep: keepsCache(options) });
  // the static-files folder is known once the config is
  const { publicDir } = config;
  refuse(outDirProblem({ out, source: root, emptyOutDir: options.emptyOutDir, publicDir }));
  if (options.base) config.base = withTrailingSlash(options.base);
  logger.progress('docs-build: preparing');
  const session = await createSession({
    config,
    logger,
    mode: 'build',
    cache: keepsCache(options),
  });
  const run = startRun(session, outputTarget(out), options, git);
  try {
    const result = await runStages(run);
    const kept = await run.output.commit();
    const outputFiles = recordOutput(session, run.output, copiesKey(options));
    if (kept.length) printDiagnostics(kept);
    return {
      out,
      base: config.base,
      publicDir: config.publicDir,
      siteCode: [...(config.configInputs ?? []), ...session.serverInputs],
      ...result,
      warnings: [...result.warnings, ...kept],
      bytes: run.output.bytes,
      files: run.output.files,
      outputFiles,
      ms: Math.round(performance.now() - started),
      stages: session.timer.toJSON(),
      clientOnWorker: run.clientAside.aside.onWorker,
      highlighted: {
        blocks: session.highlighter.stats.misses,
        workers: session.highlighter.threads,
      },
      compressed: run.compressor && {
        files: run.compressor.stats.files,
        onWorker: run.compressor.stats.onWorker,
      },
    };
  } catch (error) {
    run.search.abandon();
    // the client bundle and compressed copies may still be landing in the staging folder: let them, then remove it
    await Promise.all([run.client.catch(() => undefined), run.compressor?.abandon()]);
    await run.output.discard();
    if (!(error instanceof OutputChanged)) throw error;
    // the output's check found a file changed since the last build: a file this build took as kept may not be,
    // so it is made again, whole, without the manifest
    forgetOutputManifest(session.cacheDir, run.output.target);
    logger.progress('docs-build: the output changed since the last build; writing all of it');
    return build(options);
  }
}

const keepsCache = (options: BuildOptions) => options.cache !== false && !options.clean;

/** The copies `options` ask for, as the output manifest names them. */
const copiesKey = ({ compress }: BuildOptions) => (compress === 'max' ? 'max' : compress !== false);

function refuse(problem: Diagnostic | null): void {
  if (problem) throw new UserError([problem]);
}

/** The output, its compressor, and the work that runs beside the scan: the client bundle and the search index. */
function startRun(
  session: Session,
  out: string,
  options: BuildOptions,
  git: Promise<GitHistory>,
): BuildRun {
  const previous = previousOutput(session, out, copiesKey(options), options.checkOutputAsideFrom);
  const output = new AtomicOutput(out, !!options.emptyOutDir, previous);
  // each file is compressed as it is written, on a worker's thread, while the pages after it
  // render; off on request: hosts that compress as they serve have no use for the copies
  const compressor =
    options.compress === false
      ? null
      : new Compressor(output.staging, {
          cacheDir: session.useCache ? session.cacheDir : null,
          // a build into an earlier output writes what changed, often a few files: a worker only for many
          worker: previous ? () => startAside('compress-worker') : startAside('compress-worker'),
          level: options.compress === 'max' ? 'max' : 'standard',
        });
  if (compressor)
    output.onWrite((relative, contents, givable) => compressor.add(relative, contents, givable));
  const clientAside = writeClient(session, output, compressor);
  const client = clientAside.written;
  const bundleFirst = clientAside.onThisThread ? client : undefined;
  const search = new SearchAside(session.config, session.useCache ? session.cacheDir : null);
  const githubPages = !!options.githubPages;
  return {
    session,
    output,
    compressor,
    client,
    clientAside,
    bundleFirst,
    search,
    git,
    githubPages,
  };
}

/** The stages of one build, in order; each is a shared service that dev and check use too. */
async function runStages({
  session,
  output,
  compressor,
  client,
  bundleFirst,
  search,
  git,
  githubPages,
}: BuildRun) {
  const { logger, timer } = session;
  // 1. the client bundle, started with the run (writeClient)
  // 2. scan and markdown, each page's chunk and markdown staged as it compiles; any error stops the
  // build, and the staged output is discarded
  const pageFiles = openPageFiles(session, output);
  const { pages, sources, warnings } = await compileStage(
    session,
    bundleFirst,
    search,
    git,
    pageFiles,
  );
  // 3. the vendor libraries the pages load
  const assets = await client;
  copyVendorFiles({ output, compressor }, assets, pages);
  logger.progress('docs-build: rendering');
  // 4. site data, search indexes, one HTML document per page, the 404 pages
  const rendered = await renderSite({
    session,
    output,
    pages,
    sources,
    client: assets,
    search,
    pageFiles,
  });
  // 5. public files, sitemap, hosting and llms files; then wait for every write
  await timer.time('write', () => writeStage({ session, output, githubPages }, pages, rendered));
  // 6. the compressed copies still being made
  if (compressor) {
    await timer.time('compress', () => compressor.finish({ prune: !output.incremental }));
    await keepCompressedCopies(assets.files, output.staging);
  }
  const pagesPerLocale: Record<string, number> = {};
  for (const p of pages) pagesPerLocale[p.data.locale] = (pagesPerLocale[p.data.locale] ?? 0) + 1;
  return { pages, pagesPerLocale, warnings, searchOnWorker: rendered.searchOnWorker };
}

/**
 * The vendor libraries the pages load, copied from the installation with the compressed copies made
 * there, on libuv's threads while pages render: mermaid alone is 8 MB in about 240 files, too much
 * to read into memory and write back on this thread.
 */
function copyVendorFiles(
  { output, compressor }: Pick<BuildRun, 'output' | 'compressor'>,
  client: ClientAssets,
  pages: BuiltPage[],
): void {
  const packages = vendorPackagesFor(
    client,
    pages.map((p) => p.compiled),
  );
  for (const sitePath of vendorPathsFor(client.vendor, packages)) {
    const source = client.vendor.sources.get(sitePath)!;
    if (output.copyFile(source, sitePath)) compressor?.copyFrom(sitePath, source);
  }
}

/** Public files, sitemap, hosting and llms files (and GitHub Pages' own on request); then every write lands. */
async function writeStage(
  { session, output, githubPages }: Pick<BuildRun, 'session' | 'output' | 'githubPages'>,
  pages: BuiltPage[],
  { pageSources, pageTexts }: RenderedSite,
): Promise<void> {
  const { config } = session;
  const csp = contentSecurityPolicy(config, pageSources);
  await writeSiteFiles(output, config, pages, csp, pageTexts);
  if (githubPages)
    for (const [file, text] of Object.entries(githubPagesFiles(config)))
      await output.write(file, text);
  await output.flush();
}
