import { snippetSettings } from './site-paths.ts';
import { scanStage } from './scan-stage.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { StageTimer } from '../core/timing.ts';
import type { Logger } from '../diagnostics/logger.ts';
import type { HeadingIdRule } from '../foreign/shared/dialect.ts';
import type { CodeHighlighter } from './highlighter.ts';
import type { MarkdownProcessor } from './pipeline.ts';
import { environmentKey, PageCache, pageCacheDir } from './page-cache.ts';
import type { SourcePage } from '../site/scan.ts';
import type { GitHistory } from '../site/git.ts';
import type { TranslationRecord } from '../site/translations.ts';
import type { MarkdownComponentEnv } from '../../runtime/islands/markdown-env.ts';
import { toPageData } from './page-data.ts';
import { compilePage } from './compile.ts';
import { localeMarkdownTexts, type MarkdownFileData } from './context.ts';
import { expectedBlocks } from './expected-blocks.ts';
import { refreshSourceBoundary } from './source/read-inside-root.ts';
import { EventTurns } from '../core/event-turns.ts';
import type { BuiltPage, PageBuilder, PageSummary } from './page-builder.ts';
import { pageListKey, routeList, stillCurrent, summarize, watchPageList } from './page-list.ts';

export type { BuiltPage, PageBuilder, PageSummary };
export { summarize };

/**
 * A page waits for its blocks from the highlighting thread while the next ones
 * are parsed; with fewer in flight this thread sits idle waiting for colours.
 * Each page in flight holds its tree.
 */
const PAGES_IN_FLIGHT = 32;

/**
 * What the markdown stage reads of a run's session (cli/session builds it): the stage names only
 * this, so it need not know the rooms above it.
 */
export interface CompileSession {
  config: ResolvedConfig;
  logger: Logger;
  mode: 'build' | 'dev' | 'check';
  cacheDir: string;
  useCache: boolean;
  blocksStarted: boolean;
  highlighter: CodeHighlighter;
  processor: MarkdownProcessor;
  headingId: HeadingIdRule;
  /** Renders the site's components while a page compiles (the server bundle does). */
  server: {
    renderComponent(
      name: string,
      props: Record<string, unknown>,
      env: MarkdownComponentEnv,
    ): { html: string; island: boolean };
  };
  serverInputs: string[];
  timer: StageTimer;
  /** Where `count` pages compile: on worker threads or here (cli/session/page-compiler.ts). */
  pageBuilder?: (count: number) => PageBuilder;
}

/** Compiles one page with the site's components available to it. */
export async function buildPage(
  session: Pick<CompileSession, 'config' | 'server' | 'processor' | 'headingId'>,
  page: SourcePage,
  site: { routes: Set<string>; summaries: PageSummary[] },
): Promise<BuiltPage> {
  const { config, server, processor, headingId } = session;
  // a page served where its translation is missing is written in the source's language
  const textLocale = page.fallback ? '/' : page.locale;
  const lang = config.locales[textLocale]?.lang ?? 'en-US';
  const componentDiagnostics: Diagnostic[] = [];
  const islands = new Set<string>();
  let readsPageList = false;
  const renderComponent: NonNullable<MarkdownFileData['renderComponent']> = (
    name,
    props,
    position,
  ) => {
    const at = {
      file: position?.file ?? page.displayPath,
      line: position?.line,
      column: position?.column,
    };
    const env: MarkdownComponentEnv = watchPageList(
      {
        route: page.route,
        locale: page.locale,
        lang,
        base: config.base,
        relativePath: page.relativePath,
        data: config.data,
        pages: site.summaries,
        warn: (message) =>
          componentDiagnostics.push({
            ...at,
            severity: 'warning',
            message,
            rule: `component/${name}`,
          }),
        error: (message) =>
          componentDiagnostics.push({
            ...at,
            severity: 'error',
            message,
            rule: `component/${name}`,
          }),
      },
      () => (readsPageList = true),
    );
    const result = server.renderComponent(name, props, env);
    if (result.island) islands.add(name);
    return result.html;
  };
  const customContainers = config.user.markdown?.containers ?? {};
  const compiled = await compilePage(page, {
    processor,
    root: config.root,
    ...snippetSettings(config),
    routes: site.routes,
    lang,
    base: config.base,
    renderComponent,
    headingId,
    texts: localeMarkdownTexts(config, textLocale),
    customContainers: Object.keys(customContainers),
    languageContainers: config.user.markdown?.languageContainers,
    includeAliases: includeAliases(config.user.markdown?.includeAliases),
  });
  compiled.diagnostics.push(...componentDiagnostics);
  compiled.islands = [...islands];
  if (readsPageList) compiled.pageList = pageListKey(site.summaries);
  return { source: page, compiled, data: toPageData(page, compiled) };
}

/** Scan and markdown stages for the whole site, shared by build and check. */
export async function compileSite(
  session: CompileSession,
  {
    before,
    onPage,
    onCompile,
    git,
  }: {
    before?: Promise<unknown>;
    onPage?: (page: BuiltPage) => void;
    /** The pages the cache did not keep, before they compile. */
    onCompile?: (pages: SourcePage[]) => void;
    git?: Promise<GitHistory>;
  } = {},
): Promise<{
  sources: SourcePage[];
  pages: BuiltPage[];
  diagnostics: Diagnostic[];
  reused: number;
  translations: TranslationRecord[];
}> {
  const { config, timer } = session;
  const { scan, translations } = await scanStage(session, git);
  const diagnostics: Diagnostic[] = [...scan.diagnostics];
  const routes = new Set(scan.pages.map((p) => p.route));
  const summaries = summarize(scan.pages);
  const cache = new PageCache(session.useCache ? pageCacheDir(session.cacheDir) : null);
  // which files pages may include follows from the repository's folder, found anew each run (a `git init` above
  // the docs folder moves it) and part of the key of every kept page
  const boundary = refreshSourceBoundary(config.root);
  const environment = cache.enabled ? siteEnvironment(session, summaries, boundary) : '';
  const listKey = cache.enabled ? pageListKey(summaries) : '';
  // git dates are not part of the key: they only reach the page data, which is rebuilt from the source each run
  const keys = new Map(
    scan.pages.map((page) => [
      page,
      cache.key(environment, `${page.relativePath}\0${page.source}`),
    ]),
  );
  const built = new Map<SourcePage, BuiltPage>();
  let followed: Awaited<typeof translations.followed> | undefined;
  const add = (page: BuiltPage) => {
    // a page served in place of a translation says what its source says, before anything reads its data
    const notice = followed!.notices.get(page.data.route);
    if (notice) page.data.translation = notice;
    built.set(page.source, page);
    onPage?.(page);
  };
  const hits = scan.pages.map((page) => keptPage(cache, keys.get(page)!, page, listKey));
  // which translations are outdated, git reads meanwhile: a page waits for it only to be added
  if (hits.some(Boolean)) followed = await translations.followed;
  scan.pages.forEach((page, i) => {
    const hit = hits[i];
    if (hit) add({ source: page, compiled: hit, data: toPageData(page, hit) });
  });
  const missing = scan.pages.filter((page) => !built.has(page));
  onCompile?.(missing);
  // the same files' blocks, when the session has not already started them from the files as they are
  if (session.mode === 'build' && !session.blocksStarted)
    session.highlighter.prefetch(missing.flatMap((page) => expectedBlocks(page.source)));
  // work that needs many turns of the event loop (esbuild calling back into its
  // plugins) finishes first: while pages compile, each turn waits for one
  await before?.catch(() => undefined);
  followed ??= await translations.followed;
  const reused = built.size;
  await timer.time('markdown', () =>
    compileMissing(session, missing, { routes, summaries }, (made) => {
      cache.set(made.source.relativePath, keys.get(made.source)!, made.compiled);
      add(made);
    }),
  );
  // in the scan's order, whatever order the pages were compiled in
  const pages = scan.pages.map((page) => built.get(page)!);
  for (const page of pages)
    if (!page.source.fallback) diagnostics.push(...page.compiled.diagnostics);
  session.highlighter.save();
  await cache.save();
  return { sources: scan.pages, pages, diagnostics, reused, translations: followed.records };
}

/** The page as an earlier build compiled it, when that is still current. */
const keptPage = (cache: PageCache, key: string, page: SourcePage, listKey: string) =>
  stillCurrent(cache.get(page.relativePath, key), listKey);

/** What every kept page of this site depends on besides its own source. */
function siteEnvironment(
  session: CompileSession,
  summaries: PageSummary[],
  boundary: string,
): string {
  const { config } = session;
  const key = environmentKey({
    siteDir: config.siteDir,
    serverInputs: session.serverInputs,
    pageList:
      config.base +
      routeList(summaries) +
      JSON.stringify(config.user.markdown ?? {}) +
      boundary +
      JSON.stringify(Object.keys(config.locales).map((l) => localeMarkdownTexts(config, l))),
  });
  // check compiles code unhighlighted: its pages are kept apart from those a
  // build renders
  return key + (session.mode === 'check' ? ':check' : '');
}

/**
 * Pages are parsed on this thread, a few in flight: while one waits for shiki
 * (on a thread of its own) to colour its blocks, the next is parsed. Whole
 * pages on several threads cost more CPU on two cores without lowering wall
 * time (each thread loads and warms every module).
 */
async function compileMissing(
  session: CompileSession,
  missing: SourcePage[],
  site: { routes: Set<string>; summaries: PageSummary[] },
  add: (page: BuiltPage) => void,
): Promise<void> {
  const queue = missing.values();
  const pages = session.pageBuilder?.(missing.length);
  const build = pages?.build ?? ((page, known) => buildPage(session, page, known));
  let done = 0;
  const turns = new EventTurns();
  const compileNext = async () => {
    for (const page of queue) {
      if (done++ % 20 === 0)
        session.logger.progress(`docs-build: markdown ${done - 1}/${missing.length}`);
      // a turn of the event loop of its own for each page, so replies from the
      // workers and esbuild's output wait behind one page at most
      await turns.next();
      add(await build(page, site));
    }
  };
  try {
    await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, compileNext));
  } finally {
    pages?.close();
    // blocks started ahead for pages that failed before asking for them
    session.highlighter.dropPrefetched();
  }
}

/** `markdown.includeAliases` with each prefix's folders as a list. */
function includeAliases(
  written: Record<string, string | string[]> | undefined,
): Record<string, string[]> | undefined {
  if (!written) return undefined;
  return Object.fromEntries(
    Object.entries(written).map(([prefix, folders]) => [prefix, [folders].flat()]),
  );
}
