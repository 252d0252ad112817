import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePage } from '../site/scan.ts';
import type { Header, ReadingTime } from '../../runtime/shared/types.ts';
import type { MarkdownFileData, MarkdownTexts } from './context.ts';
import type { HeadingIdRule } from './dialects/heading-ids.ts';
import type { MarkdownProcessor } from './pipeline.ts';
import type { TextSection } from './plugins/rehype-section-text.ts';
import { markContainers } from './source/container-markers.ts';
import { parseWithoutFenceBodies } from './source/fence-bodies.ts';
import { expandIncludes } from './source/include.ts';
import type { IncludeAliases } from './source/include-aliases.ts';
import { findExcessiveNesting } from './source/nesting-limit.ts';
import { guardFor, PageTimeoutError } from './time-budget.ts';
import { withColouredCode } from './plugins/rehype-code.ts';

export interface CompiledPage {
  html: string;
  headers: Header[];
  /** The page has its own `# Title`. */
  titleInContent?: boolean;
  islands: string[];
  links: MarkdownFileData['links'];
  images: MarkdownFileData['images'];
  sections: TextSection[];
  dependencies: string[];
  diagnostics: Diagnostic[];
  /** When the page's components read the site's page list: that list's key (page-list.ts). */
  pageList?: string;
  /**
   * The words and minutes of the page's sections, counted once when the page is compiled and kept
   * with it in the cache: a rebuild reads it rather than counting every page's words again.
   */
  readingTime?: ReadingTime;
  /**
   * A hash of `sections`, made once when the page is compiled and kept with it in the cache: a
   * rebuild tells a locale's search index unchanged from these, without reading every page's text.
   */
  sectionsDigest?: string;
  /** A hash of `html`, made and kept the same way: a rebuild names an unchanged page's chunk by it. */
  htmlDigest?: string;
  /** The first text's opening (a description) and whether the HTML names the video player: kept the same way. */
  leadText?: string;
  namesVideoPlayer?: boolean;
}

export interface CompileContext {
  processor: MarkdownProcessor;
  /** The docs folder: includes and snippets resolve inside it. */
  root: string;
  /** The folder `@/` names in include and snippet paths, when not `root`. */
  atRoot?: string;
  /** A snippet's missing region imports the whole file, with a warning (VitePress's way). */
  wholeFileWithoutRegion?: boolean;
  routes: Set<string>;
  lang: string;
  base: string;
  renderComponent: MarkdownFileData['renderComponent'];
  /**
   * The site's rule for heading ids, for includes that pick a heading's section
   * (the session's).
   */
  headingId?: HeadingIdRule;
  /**
   * How long one synchronous stretch of the compile may run (default
   * PAGE_TIME_BUDGET_MS).
   */
  timeBudgetMs?: number;
  /** The locale's words that pages hold (see markdownTexts). */
  texts: MarkdownTexts;
  /** The names of the site's own hint containers (`markdown.containers`). */
  customContainers?: readonly string[];
  /** The site's language containers (`markdown.languageContainers`), when it names them. */
  languageContainers?: readonly string[];
  /** Path prefixes of includes and the folders they stand for. */
  includeAliases?: IncludeAliases;
}

type Failure = Omit<Diagnostic, 'severity' | 'file'> & { file?: string };
type Included = ReturnType<typeof expandIncludes>;
/** Where a line of the expanded source came from: its file and line there. */
type Place = (line: number | undefined) => { file: string; line: number | undefined };

/** Markdown of one page → HTML and what the rest of the pipeline needs from it. */
export async function compilePage(page: SourcePage, ctx: CompileContext): Promise<CompiledPage> {
  const diagnostics: Diagnostic[] = [];
  const failed = (d: Failure, dependencies: Iterable<string> = []): CompiledPage => {
    diagnostics.push({ severity: 'error', file: page.displayPath, ...d });
    return emptyPage(diagnostics, dependencies);
  };
  let included: Included;
  let source: string;
  try {
    ({ included, source } = expandSource(page, ctx));
  } catch (error) {
    return failed(compileFailure(error));
  }
  diagnostics.push(...included.diagnostics);
  /**
   * Lines brought in by includes are reported in the file and at the line they
   * came from.
   */
  const place: Place = (line) => {
    const origin = line ? included.origins[line - 1] : undefined;
    return { file: origin?.displayPath ?? page.displayPath, line: origin?.line ?? line };
  };
  const data = fileData(page, ctx, included, place);
  const file = new VFile({
    path: page.file,
    value: source,
    data: data as unknown as Record<string, unknown>,
  });
  const tooDeep = findExcessiveNesting(source);
  if (tooDeep) return failed({ ...tooDeep, rule: 'markdown/nesting' }, data.dependencies);
  let html: string;
  let sections: TextSection[];
  try {
    const written = await writeOut(source, file, ctx.processor, ctx.timeBudgetMs);
    sections = (file.data as { sections?: TextSection[] }).sections ?? [];
    // the syntax tree is gone by now: only the page's text waits for its code's
    // colours
    html = await withColouredCode(file, written, sections);
  } catch (error) {
    const failure = compileFailure(error);
    return failed({ ...failure, ...place(failure.line) }, data.dependencies);
  }
  // a link or image an included file brought is reported there, as the page's
  // own messages are
  for (const ref of [...data.links, ...data.images])
    if (ref.line) Object.assign(ref, place(ref.line));
  for (const m of file.messages) diagnostics.push(messageDiagnostic(m, place));
  return {
    html,
    headers: data.headers,
    titleInContent: data.titleInContent,
    islands: [...data.islands],
    links: data.links,
    images: data.images,
    sections,
    dependencies: [...data.dependencies],
    diagnostics,
  };
}

export function emptyPage(diagnostics: Diagnostic[], dependencies: Iterable<string>): CompiledPage {
  return {
    html: '',
    headers: [],
    islands: [],
    links: [],
    images: [],
    sections: [],
    dependencies: [...dependencies],
    diagnostics,
  };
}

/** The page's markdown with its includes expanded and its containers marked. */
function expandSource(page: SourcePage, ctx: CompileContext) {
  // blank lines in place of the front matter keep every position equal to the
  // line in the file
  const body = '\n'.repeat(page.bodyLineOffset) + page.body;
  // text rewriting is bounded too: includes and container markers run before
  // any parser limit applies
  return guardFor(
    body,
    ctx.timeBudgetMs,
  )(() => {
    const expanded = expandIncludes(body, {
      file: page.file,
      displayPath: page.displayPath,
      root: ctx.root,
      atRoot: ctx.atRoot,
      headingId: ctx.headingId,
      aliases: ctx.includeAliases,
    });
    return { included: expanded, source: markContainers(expanded.source) };
  });
}

/** What the plugins read and fill in for one page. */
function fileData(
  page: SourcePage,
  ctx: CompileContext,
  included: Included,
  place: Place,
): MarkdownFileData {
  const render = ctx.renderComponent;
  return {
    relativePath: page.relativePath,
    frontmatter: page.frontmatter,
    root: ctx.root,
    atRoot: ctx.atRoot,
    wholeFileWithoutRegion: ctx.wholeFileWithoutRegion,
    route: page.route,
    locale: page.locale,
    lang: ctx.lang,
    base: ctx.base,
    routes: ctx.routes,
    texts: ctx.texts,
    customContainers: ctx.customContainers,
    languageContainers: ctx.languageContainers,
    dependencies: new Set(included.files),
    headers: [],
    headerDepth: Number(page.frontmatter.headerDepth ?? 2),
    islands: new Set(),
    links: [],
    images: [],
    icons: new Set(),
    // a component an included file brought reports its problems there, as links
    // do
    renderComponent:
      render &&
      ((name, props, position) => {
        if (!position) return render(name, props);
        const { file, line } = place(position.line);
        return render(name, props, { column: position.column, file, line: line ?? position.line });
      }),
  };
}

function messageDiagnostic(m: VFile['messages'][number], place: Place): Diagnostic {
  return {
    severity: m.fatal ? 'error' : 'warning',
    ...place(m.line ?? undefined),
    column: m.column ?? undefined,
    message: m.reason,
    rule: m.ruleId ?? 'markdown',
    hint: m.note ?? undefined,
  };
}

/**
 * The page parsed, transformed and written as HTML, code blocks still as
 * markers. On a page that may run long, each synchronous stretch runs under the
 * page's time budget (one stretch each: starting the timer costs a thread).
 */
async function writeOut(
  source: string,
  file: VFile,
  processor: MarkdownProcessor,
  budget: number | undefined,
): Promise<string> {
  const guarded = guardFor(source, budget);
  const transformed = await guarded(() =>
    processor.run(
      parseWithoutFenceBodies(source, (markdown) => processor.parse(markdown)),
      file,
    ),
  );
  return String(guarded(() => processor.stringify(transformed, file)));
}

/**
 * What a failed compile tells the writer: where, when the error knows it, and
 * what to do.
 */
function compileFailure(error: unknown): Omit<Diagnostic, 'severity' | 'file'> {
  const err = error as Error & {
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
  };
  const at = err.place && 'start' in err.place ? err.place.start : err.place;
  const line = at?.line ?? err.line ?? 1;
  const column = at?.column ?? err.column ?? 1;
  if (error instanceof PageTimeoutError) {
    return {
      line,
      column,
      rule: 'markdown/timeout',
      message: err.message,
      hint: 'look for a very long paragraph, line or table, or deeply nested emphasis or links, and split it up',
    };
  }
  if (error instanceof RangeError && /call stack/i.test(err.message)) {
    return {
      line,
      column,
      rule: 'markdown/nesting',
      message: 'the page nests too deeply for the markdown parser',
      hint: 'flatten nested lists, quotes, emphasis or HTML',
    };
  }
  if (at || err.line)
    return {
      line,
      column,
      rule: 'markdown/compile',
      message: `markdown could not be compiled: ${err.message}`,
    };
  return {
    line,
    column,
    rule: 'internal',
    message: `docs-build failed on this page (an internal error, not a mistake in the page): ${err.message}`,
    hint: 'please report it to the docs-build issue tracker with this page attached; the rest of the site is not affected',
  };
}
