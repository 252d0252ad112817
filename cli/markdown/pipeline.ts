import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { CodeHighlighter } from './highlighter.ts';
import { remarkCodeMeta } from './plugins/remark-code-meta.ts';
import { remarkAlerts } from './plugins/remark-alerts.ts';
import { remarkComponents } from './plugins/remark-components.ts';
import { remarkContainers } from './plugins/remark-containers.ts';
import { remarkInlineMarks } from './plugins/remark-inline-marks.ts';
import { remarkSnippets } from './plugins/remark-snippets.ts';
import { rehypeCode } from './plugins/rehype-code.ts';
import { rehypeDiagrams } from './plugins/rehype-diagrams.ts';
import { rehypeImageSize } from './plugins/rehype-image-size.ts';
import { rehypeHeadings } from './plugins/rehype-headings.ts';
import { rehypeLinks } from './plugins/rehype-links.ts';
import { rehypeScriptWarnings } from './plugins/rehype-script-warnings.ts';
import { rehypeSectionText } from './plugins/rehype-section-text.ts';
import { rehypeToc } from './plugins/rehype-toc.ts';

/**
 * The only place that knows the order of the markdown plugins. Built once per run and reused for every page.
 * Order matters: snippet imports become code blocks before containers (a code group names its tabs after them),
 * containers before components (components may sit inside containers), raw HTML parsed before
 * headings and links see it, headings before the `[[toc]]` that lists them, diagrams before code highlighting claims their fences, code
 * last so the section text sees it.
 */
export function createMarkdownProcessor({ highlighter, publicDir }: { highlighter: CodeHighlighter; publicDir: string }) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm, { singleTilde: false })
    .use(remarkAlerts)
    .use(remarkSnippets)
    .use(remarkContainers)
    .use(remarkComponents)
    .use(remarkInlineMarks)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeHeadings)
    .use(rehypeToc)
    .use(rehypeScriptWarnings)
    .use(rehypeLinks)
    .use(rehypeImageSize, { publicDir })
    .use(rehypeDiagrams)
    .use(rehypeCode, { highlighter })
    .use(rehypeSectionText)
    .use(rehypeStringify, { allowDangerousHtml: true });
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;
