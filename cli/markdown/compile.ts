import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePage } from '../site/scan.ts';
import type { Header } from '../../runtime/shared/types.ts';
import type { MarkdownFileData } from './context.ts';
import type { MarkdownProcessor } from './pipeline.ts';
import type { TextSection } from './plugins/rehype-section-text.ts';
import { markContainers } from './source/container-markers.ts';
import { expandIncludes } from './source/include.ts';

export interface CompiledPage {
  html: string;
  headers: Header[];
  islands: string[];
  links: MarkdownFileData['links'];
  images: MarkdownFileData['images'];
  sections: TextSection[];
  dependencies: string[];
  diagnostics: Diagnostic[];
}

export interface CompileContext {
  processor: MarkdownProcessor;
  /** The docs folder: includes and snippets resolve inside it. */
  root: string;
  routes: Set<string>;
  lang: string;
  base: string;
  renderComponent: MarkdownFileData['renderComponent'];
}

/** Markdown of one page → HTML and what the rest of the pipeline needs from it. */
export async function compilePage(page: SourcePage, ctx: CompileContext): Promise<CompiledPage> {
  // blank lines in place of the front matter keep every position equal to the line in the file
  const body = '\n'.repeat(page.bodyLineOffset) + page.body;
  const included = expandIncludes(body, { file: page.file, displayPath: page.displayPath, root: ctx.root });
  const data: MarkdownFileData = {
    relativePath: page.relativePath, root: ctx.root, route: page.route, locale: page.locale, lang: ctx.lang, base: ctx.base, routes: ctx.routes,
    dependencies: new Set(included.files), headers: [], headerDepth: Number(page.frontmatter.headerDepth ?? 2),
    islands: new Set(), links: [], images: [], icons: new Set(), renderComponent: ctx.renderComponent,
  };
  const file = new VFile({ path: page.file, value: markContainers(included.source), data: data as unknown as Record<string, unknown> });
  const diagnostics = [...included.diagnostics];
  try {
    await ctx.processor.process(file);
  } catch (error) {
    const err = error as Error & { line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const at = err.place && 'start' in err.place ? err.place.start : err.place;
    const origin = included.origins[(at?.line ?? err.line ?? 1) - 1];
    diagnostics.push({ severity: 'error', file: origin?.displayPath ?? page.displayPath, line: origin?.line ?? 1, column: at?.column ?? err.column ?? 1, message: `markdown could not be compiled: ${err.message}`, rule: 'markdown/compile' });
    return { html: '', headers: [], islands: [], links: [], images: [], sections: [], dependencies: [...data.dependencies], diagnostics };
  }
  for (const m of file.messages) {
    // lines brought in by includes are reported in the file they came from
    const origin = m.line ? included.origins[m.line - 1] : undefined;
    diagnostics.push({
      severity: m.fatal ? 'error' : 'warning', file: origin?.displayPath ?? page.displayPath, line: origin?.line ?? m.line ?? undefined, column: m.column ?? undefined,
      message: m.reason, rule: m.ruleId ?? 'markdown', hint: m.note ?? undefined,
    });
  }
  const sections = (file.data as { sections?: TextSection[] }).sections ?? [];
  return {
    html: String(file.value), headers: data.headers, islands: [...data.islands], links: data.links, images: data.images,
    sections, dependencies: [...data.dependencies], diagnostics,
  };
}
