import { randomBytes } from 'node:crypto';
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import type { CodeHighlighter } from '../highlighter.ts';
import { resolveLanguage } from '../dialects/languages.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import { codeText, type TextSection } from './rehype-section-text.ts';

export interface RehypeCodeOptions {
  highlighter: CodeHighlighter;
}

/**
 * A block's place in the page's HTML until its colours arrive: a private-use
 * character around a number, and a token drawn once per process, which no page
 * can know to write.
 */
const MARK = `\uE000${randomBytes(6).toString('hex')}:`;
const MARKED = new RegExp(`${MARK}(\\d+)\uE000`, 'g');

/** The blocks a page waits for, in the order of their markers. */
const pendingBlocks = new WeakMap<VFile, Promise<string>[]>();

/**
 * Highlights fenced code with shiki (cached) and wraps it with a title and a
 * copy button. The fence's attributes (highlighted lines, title, line numbers)
 * were read by remark-code-meta and arrive as `data-*` attributes.
 *
 * The page does not wait for the colours: each block is a marker in the tree,
 * and `withColouredCode` puts the HTML in once the page is written out. A
 * page's tree is large and short-lived; kept while its blocks wait for the
 * highlighting thread, trees would outlive the young generation and each
 * collection would copy them.
 */
export const rehypeCode: Plugin<[RehypeCodeOptions], Root> =
  ({ highlighter }) =>
  (tree, file) => {
    const blocks: Promise<string>[] = [];
    const { texts } = fileData(file);
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0] as Element | undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const { className, dataHighlight, dataTitle, dataLineNumbers, dataLineStart } =
        code.properties;
      const written = (
        (className as string[] | undefined)?.find((c) => c.startsWith('language-')) ?? 'language-'
      ).slice(9);
      const language = resolveLanguage(written);
      if (!language.known) {
        report(
          file,
          'warning',
          `unknown code language \`${written}\`; shown as plain text`,
          node.position,
          'code/language',
          'use a language name shiki knows (https://shiki.style/languages), or `text`',
        );
      }
      const lineNumbers = dataLineNumbers === 'true';
      const lineStart = Number(dataLineStart ?? 1);
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['code-block', ...(lineNumbers ? ['line-numbers'] : [])],
          dataLang: written || undefined,
          style: lineNumbers && lineStart !== 1 ? `--line-start:${lineStart - 1}` : undefined,
        },
        children: [],
      };
      parent.children[index] = wrapper;
      const source = toString(code).replace(/\n$/, '');
      const html = highlighter.highlight({
        code: source,
        lang: language.lang,
        highlight: dataHighlight as string | undefined,
      });
      // a failure is the page's, when it waits for its blocks
      html.catch(() => undefined);
      if (dataTitle)
        wrapper.children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-title'] },
          children: [{ type: 'text', value: String(dataTitle) }],
        });
      wrapper.children.push({
        type: 'raw',
        value: `${MARK}${blocks.push(html) - 1}\uE000`,
      } as unknown as ElementContent);
      wrapper.children.push({
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: ['copy-code'],
          ariaLabel: texts.copy,
          dataCopied: texts.copied,
        },
        children: [],
      });
    });
    if (blocks.length) pendingBlocks.set(file, blocks);
  };

/**
 * The page's HTML with each code block's coloured HTML in place of its marker,
 * once all have arrived; the text of its sections (search, reading time) gets
 * the blocks' text the same way. Call it with what the processor wrote.
 */
export async function withColouredCode(
  file: VFile,
  html: string,
  sections: TextSection[] = [],
): Promise<string> {
  const pending = pendingBlocks.get(file);
  if (!pending) return html;
  pendingBlocks.delete(file);
  const blocks = await Promise.all(pending);
  for (const section of sections)
    if (section.code.includes(MARK))
      section.code = section.code.replace(MARKED, (_, n: string) => codeText(blocks[Number(n)]));
  return html.replace(MARKED, (_, n: string) => blocks[Number(n)]);
}
