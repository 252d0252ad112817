import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import type { CodeHighlighter } from '../highlighter.ts';
import { resolveLanguage } from '../dialects/languages.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import { textsFor } from '../../config/locale-texts.ts';

export interface RehypeCodeOptions {
  highlighter: CodeHighlighter;
}

/**
 * Highlights fenced code with shiki (cached) and wraps it with a title and a copy button. The fence's attributes
 * (highlighted lines, title, line numbers) were read by remark-code-meta and arrive as `data-*` attributes.
 */
export const rehypeCode: Plugin<[RehypeCodeOptions], Root> = ({ highlighter }) => async (tree, file) => {
  const jobs: Promise<void>[] = [];
  const texts = textsFor(fileData(file).lang ?? 'en');
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children[0] as Element | undefined;
    if (code?.type !== 'element' || code.tagName !== 'code') return;
    const { className, dataHighlight, dataTitle, dataLineNumbers, dataLineStart } = code.properties;
    const written = ((className as string[] | undefined)?.find((c) => c.startsWith('language-')) ?? 'language-').slice(9);
    const language = resolveLanguage(written);
    if (!language.known) {
      report(file, 'warning', `unknown code language \`${written}\`; shown as plain text`, node.position, 'code/language',
        'use a language name shiki knows (https://shiki.style/languages), or `text`');
    }
    const lineNumbers = dataLineNumbers === 'true';
    const lineStart = Number(dataLineStart ?? 1);
    const wrapper: Element = {
      type: 'element', tagName: 'div',
      properties: {
        className: ['code-block', ...(lineNumbers ? ['line-numbers'] : [])], dataLang: written || undefined,
        style: lineNumbers && lineStart !== 1 ? `--line-start:${lineStart - 1}` : undefined,
      },
      children: [],
    };
    parent.children[index] = wrapper;
    const source = toString(code).replace(/\n$/, '');
    jobs.push(highlighter.highlight({ code: source, lang: language.lang, highlight: dataHighlight as string | undefined }).then((html) => {
      const children: ElementContent[] = [];
      if (dataTitle) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: String(dataTitle) }] });
      children.push({ type: 'raw', value: html } as unknown as ElementContent);
      children.push({ type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy-code'], ariaLabel: texts.copy, dataCopied: texts.copied }, children: [] });
      wrapper.children = children;
    }));
  });
  await Promise.all(jobs);
};
