// A page worker: compiles whole pages (markdown to HTML, the site's components rendered inside)
// while the main thread compiles others. Code colours come from the main thread's highlighter,
// which keeps the cache and the colouring thread the build started early.
import { askMain, serveJobs } from '../core/pool-worker.ts';
import { buildServerRuntime } from '../bundle/server.ts';
import { CodeHighlighter, type HighlightRequest } from '../markdown/highlighter.ts';
import { buildPage, type CompileSession } from '../markdown/compile-site.ts';
import { refreshSourceBoundary } from '../markdown/source/read-inside-root.ts';
import { markdownProcessorFor } from './session.ts';
import {
  colourKey,
  type PageJob,
  type PageResult,
  type PageSetup,
  type PageSite,
} from './page-compiler.ts';

/**
 * A block's colours from the page's job when the main thread sent them along, and asked of the main
 * thread otherwise.
 */
class ColoursFromMain extends CodeHighlighter {
  /** The job's colours, and the blocks taken from them (pages run one at a time). */
  known = new Map<string, string>();
  taken: HighlightRequest[] = [];
  constructor() {
    super(null);
  }
  override highlight(request: HighlightRequest): Promise<string> {
    const html = this.known.get(colourKey(request));
    if (html === undefined) return askMain<string>(request);
    this.taken.push(request);
    return Promise.resolve(html);
  }
}
const colours = new ColoursFromMain();

type Compiler = Pick<CompileSession, 'config' | 'server' | 'processor' | 'headingId'>;

let compiler: Promise<Compiler> | null = null;
let site: { routes: Set<string>; summaries: PageSite['summaries'] } | null = null;

async function prepare({ config, cacheDir }: PageSetup): Promise<Compiler> {
  refreshSourceBoundary(config.root);
  const { processor, headingId } = await markdownProcessorFor(config, colours);
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
  async run(job): Promise<PageResult> {
    const { page, colours: known } = job as PageJob;
    colours.known = new Map(known);
    colours.taken = [];
    const { compiled } = await buildPage(await compiler!, page, site!);
    return { compiled, coloured: colours.taken };
  },
});
