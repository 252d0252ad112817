import os from 'node:os';
import type { ResolvedConfig } from '../config/types.ts';
import { bundledWorker } from '../core/cli-workers.ts';
import { JobTimeoutError, WorkerDiedError, WorkerPool } from '../core/worker-pool.ts';
import type { HighlightRequest } from '../markdown/highlighter.ts';
import {
  buildPage,
  type BuiltPage,
  type CompileSession,
  type PageBuilder,
  type PageSummary,
} from '../markdown/compile-site.ts';
import { emptyPage, type CompiledPage } from '../markdown/compile.ts';
import { expectedBlocks } from '../markdown/expected-blocks.ts';
import { toPageData } from '../markdown/page-data.ts';
import { PAGE_TIME_BUDGET_MS } from '../markdown/time-budget.ts';
import type { SourcePage } from '../site/scan.ts';

/** What a page worker is told before its first page (page-worker.ts). */
export interface PageSetup {
  config: ResolvedConfig;
  cacheDir: string;
  site: PageSite;
}
export interface PageSite {
  routes: string[];
  summaries: PageSummary[];
}
type Site = Parameters<PageBuilder['build']>[1];

/** A page for a worker, with the colours of its blocks already made: [colourKey, HTML]. */
export interface PageJob {
  page: SourcePage;
  colours: [string, string][];
}
/** A worker's page, and the blocks it took from the job's colours. */
export interface PageResult {
  compiled: CompiledPage;
  coloured: HighlightRequest[];
}

/** How a page job names a block's colours. */
export const colourKey = ({ code, lang, highlight }: HighlightRequest): string =>
  `${lang}\0${highlight || ''}\0${code}`;

/**
 * Pages handed to each worker at once: the next is there when one is done, so the worker does not
 * wait for this thread, busy parsing a page of its own, to send it.
 */
const WORKER_DEPTH = 2;

/**
 * Below this many pages to compile, a build compiles them on the main thread: a worker's start-up
 * (the bundle, the server runtime, the processor) costs more than it would save.
 */
const MIN_PAGES_FOR_WORKERS = 40;

/** How many page workers: `DOCS_BUILD_PAGE_WORKERS` when set, `wanted` otherwise. */
function poolSize(wanted: number): number {
  const set = process.env.DOCS_BUILD_PAGE_WORKERS;
  if (set !== undefined) return Number(set) || 0;
  return wanted;
}

/**
 * A build's pages: shared between this thread and worker threads when there are cores beyond the two
 * this thread and the colouring worker keep busy, and enough pages to pay for the workers' start-up;
 * on this thread otherwise (the same code, the same bytes). On two cores a page worker does not pay,
 * even loading from its code cache: a worker's pages run cold (V8 warms and optimises each thread's
 * code on its own), so one took about 1.4 s of CPU to take 0.5 s off this thread, and a cold build
 * used 10-16% more CPU in all, on this repository's site and on VitePress's docs, while the
 * compression, search and colouring workers already fill most of the second core.
 */
export function buildPagesFor(session: CompileSession, count: number): PageBuilder {
  const spare = os.availableParallelism() - 2;
  const size = poolSize(count >= MIN_PAGES_FOR_WORKERS ? Math.max(0, spare) : 0);
  return pagesOn(session, Math.min(size, count), { shareWithMain: true });
}

/**
 * The dev server's pages: always on workers when there are any (two at least, so one page stuck at
 * the time budget leaves another free), so no compile holds up a request.
 */
export function devPagesFor(session: CompileSession): PageBuilder {
  return pagesOn(session, poolSize(Math.max(2, os.availableParallelism())));
}

/**
 * `shareWithMain`: a page goes to a worker only when one is free, and compiles here otherwise, so this
 * thread works too (a build's); without it every page waits for a worker (the dev server's, whose
 * thread must stay free for requests).
 */
function pagesOn(
  session: CompileSession,
  size: number,
  { shareWithMain = false } = {},
): PageBuilder {
  const here: PageBuilder['build'] = (page, site) => buildPage(session, page, site);
  const file = size > 0 ? bundledWorker('page-worker') : null;
  if (!file) return { build: here, workers: 0, close() {} };
  let site: Site | null = null;
  const setup = (): PageSetup => ({
    // its front-matter readers (functions) serve the scan only, which stays on this thread
    config: { ...session.config, frontMatterKeys: undefined },
    cacheDir: session.cacheDir,
    site: { routes: [...(site?.routes ?? [])], summaries: site?.summaries ?? [] },
  });
  const pool = new WorkerPool({
    file,
    size,
    budgetMs: PAGE_TIME_BUDGET_MS,
    setup,
    answer: (request) => session.highlighter.highlight(request as HighlightRequest),
    // the dev server's workers take one page at a time, so none waits behind a page that is stuck
    depth: shareWithMain ? WORKER_DEPTH : 1,
  });
  const onWorker = workerPages(session, pool);
  let handed = 0;
  const build: PageBuilder['build'] = async (page, pageSite) => {
    if (pageSite.routes !== site?.routes || pageSite.summaries !== site.summaries) {
      site = pageSite;
      pool.setup();
    }
    if (shareWithMain && handed >= size * WORKER_DEPTH) return here(page, pageSite);
    let compiled: CompiledPage;
    handed++;
    try {
      compiled = await onWorker(page);
    } catch (error) {
      // a page that stopped or killed its worker would do the same here; any other failure is retried here
      if (!(error instanceof JobTimeoutError || error instanceof WorkerDiedError))
        return here(page, pageSite);
      compiled = failedPage(page, error as Error);
    } finally {
      handed--;
    }
    return { source: page, compiled, data: toPageData(page, compiled) } satisfies BuiltPage;
  };
  return { build, workers: size, close: () => pool.close(), pool };
}

/**
 * Compiles a page on `pool` with the colours of the blocks it is expected to hold, once made: a
 * worker asking this thread for each block waits until this thread is between two pages of its own.
 */
function workerPages(session: CompileSession, pool: WorkerPool) {
  const { highlighter } = session;
  return async (page: SourcePage): Promise<CompiledPage> => {
    const colours = await highlighter.coloured(expectedBlocks(page.source));
    const job: PageJob = {
      page,
      colours: colours.map(([request, html]) => [colourKey(request), html]),
    };
    const { compiled, coloured } = await pool.run<PageResult>(job);
    // counted and kept as any block a page asks for
    for (const request of coloured) void highlighter.highlight(request);
    return compiled;
  };
}

/** A page whose worker was ended at the time budget, or died. */
function failedPage(page: SourcePage, error: Error): CompiledPage {
  const timeout = error instanceof JobTimeoutError;
  return emptyPage(
    [
      {
        severity: 'error',
        file: page.displayPath,
        line: 1,
        column: 1,
        rule: timeout ? 'markdown/timeout' : 'markdown/worker',
        message: timeout
          ? `compiling this page took longer than ${error.ms / 1000} s and was stopped`
          : `the thread compiling this page ended (${error.message})`,
        hint: timeout
          ? 'look for a very long paragraph, line or table, or deeply nested emphasis or links, and split it up'
          : undefined,
      },
    ],
    [],
  );
}
