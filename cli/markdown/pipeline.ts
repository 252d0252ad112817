import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Pluggable } from 'unified';
import type { HeadingIdRule } from './dialects/heading-ids.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { remarkCodeMeta } from './plugins/remark-code-meta.ts';
import { remarkGfmLean } from './plugins/remark-gfm-lean.ts';
import { remarkParseEvents } from './plugins/remark-parse-events.ts';
import { remarkAlerts } from './plugins/remark-alerts.ts';
import { remarkComponents } from './plugins/remark-components.ts';
import { remarkContainers } from './plugins/remark-containers.ts';
import { remarkInterpolations } from './plugins/remark-interpolations.ts';
import { remarkVueBlocks } from './plugins/remark-vue-blocks.ts';
import { remarkInlineMarks } from './plugins/remark-inline-marks.ts';
import { remarkInlineFootnotes } from './plugins/remark-inline-footnotes.ts';
import { remarkAttributes } from './plugins/remark-attributes.ts';
import { BRACES, type AttributeSyntax } from '../site/attribute-syntax.ts';
import { remarkMathDisplay } from './plugins/remark-math-display.ts';
import { remarkEmojiShortcodes } from './plugins/remark-emoji-shortcodes.ts';
import { remarkSnippets } from './plugins/remark-snippets.ts';
import { toHastHandlers } from './plugins/to-hast-handlers.ts';
import { rehypeCode } from './plugins/rehype-code.ts';
import { rehypeDiagrams } from './plugins/rehype-diagrams.ts';
import { rehypeImageSize } from './plugins/rehype-image-size.ts';
import { rehypeHeadings } from './plugins/rehype-headings.ts';
import { rehypeLinks } from './plugins/rehype-links.ts';
import { rehypeMath } from './plugins/rehype-math.ts';
import { rehypeRawHtml } from './plugins/rehype-raw-html.ts';
import { rehypeScriptWarnings } from './plugins/rehype-script-warnings.ts';
import { rehypeSectionText } from './plugins/rehype-section-text.ts';
import { rehypeToc } from './plugins/rehype-toc.ts';
import { rehypeVueLoops } from './plugins/rehype-vue-loops.ts';

export interface MathPlugins {
  remark: Pluggable;
  rehype: Pluggable;
}

/**
 * remark-math and KaTeX, loaded only for a site that turns math on (KaTeX is
 * large to load).
 */
export async function loadMathPlugins(): Promise<MathPlugins> {
  const [{ default: remarkMath }, { default: katex }] = await Promise.all([
    import('remark-math'),
    import('katex'),
  ]);
  return { remark: { plugins: [remarkMath, remarkMathDisplay] }, rehype: [rehypeMath, { katex }] };
}

/**
 * The only place that knows the order of the markdown plugins. Built once per
 * run and reused for every page. Order matters: snippet imports become code
 * blocks before containers (a code group names its tabs after them), containers
 * before components (components may sit inside containers), inline footnotes
 * before sup/sub (both use `^`), raw HTML parsed before headings and links see
 * it, headings before the `[[toc]]` that lists them and before math (a formula
 * in a heading is named by its TeX), math and diagrams before code highlighting
 * claims their blocks, code last so the section text sees it.
 */
export function createMarkdownProcessor({
  highlighter,
  publicDir,
  math,
  headingId,
  vue = false,
  attributes = BRACES,
}: {
  highlighter: CodeHighlighter;
  publicDir: string;
  math?: MathPlugins | null;
  headingId?: HeadingIdRule;
  /**
   * The pages were written for a Vue-based tool (VitePress, VuePress): `{{ }}`
   * outside code is Vue's.
   */
  vue?: boolean;
  /** How `{…}` attribute lists and `{#id}` are written (the site's `markdown.attrs`). */
  attributes?: AttributeSyntax;
}) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkParseEvents)
      .use(remarkGfmLean, { singleTilde: false })
      // math is off unless the site asks: `$` is common in prose and shell
      // examples
      .use(math ? [math.remark] : [])
      .use(remarkAlerts)
      .use(remarkSnippets)
      .use(remarkContainers)
      // after containers, so a `::: v-pre` block keeps its braces
      .use(remarkInterpolations, { warnCode: vue })
      .use(vue ? [remarkVueBlocks] : [])
      .use(remarkComponents)
      .use(remarkInlineFootnotes)
      .use(remarkAttributes, { syntax: attributes })
      .use(remarkInlineMarks)
      .use(remarkEmojiShortcodes, { markInHeadings: vue })
      .use(remarkCodeMeta)
      .use(remarkRehype, { allowDangerousHtml: true, handlers: toHastHandlers })
      .use(rehypeRawHtml)
      .use(vue ? [rehypeVueLoops] : [])
      .use(rehypeHeadings, { headingId, attributes })
      .use(rehypeToc)
      .use(rehypeScriptWarnings)
      .use(rehypeLinks)
      .use(rehypeImageSize, { publicDir })
      // after headings, which take a formula's TeX as its text; before code
      // highlighting, which would take `$$` blocks
      .use(math ? [math.rehype] : [])
      .use(rehypeDiagrams)
      .use(rehypeCode, { highlighter })
      .use(rehypeSectionText)
      .use(rehypeStringify, { allowDangerousHtml: true })
  );
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;
