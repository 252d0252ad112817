import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteCacheDir } from '../core/project.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Logger } from '../diagnostics/logger.ts';
import { siteAttributeSyntax } from '../site/attribute-syntax.ts';
import { headingIdRule } from '../markdown/dialects/index.ts';
import type { HeadingIdRule } from '../markdown/dialects/heading-ids.ts';
import { CodeHighlighter } from '../markdown/highlighter.ts';
import { expectedBlocksInFiles } from '../markdown/expected-blocks.ts';
import { pageFiles } from '../site/scan.ts';
import { pageCacheDir } from '../markdown/page-cache.ts';
import {
  createMarkdownProcessor,
  loadMathPlugins,
  type MarkdownProcessor,
} from '../markdown/pipeline.ts';
import { buildServerRuntime, type ServerRuntime } from '../bundle/server.ts';
import { StageTimer } from '../core/timing.ts';
import { buildPagesFor } from './page-compiler.ts';
import type { PageBuilder } from '../markdown/compile-site.ts';

export type Mode = 'build' | 'dev' | 'check';

/** What every stage of a run shares: built once per run (the processor, the highlighter, the server runtime). */
export interface Session {
  config: ResolvedConfig;
  logger: Logger;
  mode: Mode;
  cacheDir: string;
  highlighter: CodeHighlighter;
  processor: MarkdownProcessor;
  /** The site's rule for heading ids: the processor's, and includes that pick a section by its heading's id. */
  headingId: HeadingIdRule;
  server: ServerRuntime;
  /** Files the server runtime was built from (theme and site components), for dev rebuilds. */
  serverInputs: string[];
  /** Name of the server bundle, which carries its content hash: a change to the theme or a component changes it. */
  serverVersion: string;
  timer: StageTimer;
  /** Whether caches from earlier runs may be read (off for `--clean`). */
  useCache: boolean;
  /** Whether every file's code blocks were sent for colouring while the session loaded: the scan then sends none. */
  blocksStarted: boolean;
  /** Where a build's `count` pages compile: on worker threads or here. */
  pageBuilder(count: number): PageBuilder;
}

/** The site's markdown processor (the same on the main thread and on page workers). */
export async function markdownProcessorFor(
  config: ResolvedConfig,
  highlighter: CodeHighlighter,
): Promise<{ processor: MarkdownProcessor; headingId: HeadingIdRule }> {
  const math = config.user.markdown?.math ? await loadMathPlugins() : null;
  const headingId = headingIdRule(config.user.markdown?.dialect);
  const processor = createMarkdownProcessor({
    highlighter,
    publicDir: config.publicDir,
    math,
    headingId,
    vue: config.user.markdown?.dialect !== undefined,
    attributes: siteAttributeSyntax(config.user.markdown?.attrs),
  });
  return { processor, headingId };
}

export async function createSession({
  config,
  logger,
  mode,
  cache = true,
}: {
  config: ResolvedConfig;
  logger: Logger;
  mode: Mode;
  cache?: boolean;
}): Promise<Session> {
  const timer = new StageTimer();
  const cacheDir = siteCacheDir(config.root);
  for (const note of config.notes) logger.info(note);
  const highlighter = new CodeHighlighter(cache ? path.join(cacheDir, 'highlight.json') : null, {
    plain: mode === 'check',
    preload: mode === 'build',
  });
  // a build's code starts colouring now, while the rest loads, not from the scan: the colouring
  // thread is the longer path of the markdown stage. Not over pages kept from an earlier build,
  // whose blocks no page asks for
  const blocksStarted = mode === 'build' && !(cache && existsSync(pageCacheDir(cacheDir)));
  if (blocksStarted) highlighter.prefetch(expectedBlocksInFiles(pageFiles(config)));
  const { processor, headingId } = await markdownProcessorFor(config, highlighter);
  const { runtime, inputs, version } = await timer.time('server bundle', () =>
    buildServerRuntime(config, cacheDir),
  );
  const session: Session = {
    config,
    logger,
    mode,
    cacheDir,
    highlighter,
    processor,
    headingId,
    server: runtime,
    serverInputs: inputs,
    serverVersion: version,
    timer,
    useCache: cache,
    blocksStarted,
    pageBuilder: (count) => buildPagesFor(session, count),
  };
  return session;
}
