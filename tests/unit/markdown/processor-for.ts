import path from 'node:path';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import { VFile } from 'vfile';
import { markdownTexts, type MarkdownFileData } from '../../../cli/markdown/context.ts';
import { remarkCodeMeta } from '../../../cli/markdown/plugins/remark-code-meta.ts';
import { withColouredCode } from '../../../cli/markdown/plugins/rehype-code.ts';
import { markContainers } from '../../../cli/markdown/source/container-markers.ts';

export function fileData(overrides: Partial<MarkdownFileData> = {}): MarkdownFileData {
  return {
    relativePath: 'guide/page.md',
    frontmatter: {},
    root: '/docs',
    route: '/guide/page',
    locale: '/',
    lang: 'en-US',
    base: '/',
    routes: new Set(['/guide/page', '/guide/', '/guide/other']),
    dependencies: new Set(),
    headers: [],
    headerDepth: 2,
    islands: new Set(),
    links: [],
    images: [],
    icons: new Set(),
    texts: markdownTexts({ lang: 'en-US' }),
    ...overrides,
  };
}

/** A processor holding only the plugin under test, between parsing and HTML output. */
export async function runPlugin(
  kind: 'remark' | 'rehype',
  pluginUnderTest: Plugin<any[], any>,
  options: unknown,
  source: string,
  data = fileData(),
) {
  // one plugin of either tree type; the processor only needs it callable with its options
  const plugin = pluginUnderTest as unknown as Plugin<[unknown?]>;
  const processor: { process(file: VFile): Promise<unknown> } =
    kind === 'remark'
      ? // fence attributes are read after the plugin, as in the real pipeline, so the HTML shows what it left on code blocks
        unified()
          .use(remarkParse)
          .use(remarkGfm, { singleTilde: false })
          .use(plugin, options)
          .use(remarkCodeMeta)
          .use(remarkRehype, { allowDangerousHtml: true })
          .use(rehypeRaw)
          .use(rehypeStringify)
      : // fence meta reaches rehype plugins through remark-code-meta, as in the real pipeline
        unified()
          .use(remarkParse)
          .use(remarkGfm, { singleTilde: false })
          .use(remarkCodeMeta)
          .use(remarkRehype, { allowDangerousHtml: true })
          .use(rehypeRaw)
          .use(plugin, options)
          .use(rehypeStringify, { allowDangerousHtml: true });
  const file = new VFile({
    path: path.join(data.root, data.relativePath),
    value: markContainers(source),
    data: data as unknown as Record<string, unknown>,
  });
  await processor.process(file);
  // code blocks are written as markers first (rehype-code)
  file.value = await withColouredCode(file, String(file.value));
  return { html: String(file.value).trim(), file, data };
}
