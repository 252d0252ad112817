// A page worker: compiles whole pages (markdown to HTML, the site's components rendered inside)
// while the main thread compiles others. Code colours come from the main thread's highlighter,
// which keeps the cache and the colouring thread the build started early.
import { askMain, serveJobs } from '../core/pool-worker.ts';
import { buildServerRuntime } from '../bundle/server.ts';
import { CodeHighlighter, type HighlightRequest } from '../markdown/highlighter.ts';
import { buildPage, type CompileSession } from '../markdown/compile-site.ts';
import { refreshSourceBoundary } from '../markdown/source/read-inside-root.ts';
import type { SourcePage } from '../site/scan.ts';
import { markdownProcessorFor } from './session.ts';
import type { PageSetup, PageSite } from './page-compiler.ts';

/** Asks the main thread for each block's colours. */
class ColoursFromMain extends CodeHighlighter {
  constructor() {
    super(null);
  }
  override highlight(request: HighlightRequest): Promise<string> {
    return askMain<string>(request);
  }
}

type Compiler = Pick<CompileSession, 'config' | 'server' | 'processor' | 'headingId'>;

let compiler: Promise<Compiler> | null = null;
let site: { routes: Set<string>; summaries: PageSite['summaries'] } | null = null;

async function prepare({ config, cacheDir }: PageSetup): Promise<Compiler> {
  refreshSourceBoundary(config.root);
  const { processor, headingId } = await markdownProcessorFor(config, new ColoursFromMain());
  const { runtime } = await buildServerRuntime(config, cacheDir);
  return { config, server: runtime, processor, headingId };
}

serveJobs<PageSetup>({
  setup(setup) {
    compiler ??= prepare(setup);
    site = { routes: new Set(setup.site.routes), summaries: setup.site.summaries };
    // a page's budget starts once the worker can compile
    return compiler.then(() => undefined);
  },
  async run(job) {
    return (await buildPage(await compiler!, job as SourcePage, site!)).compiled;
  },
});
