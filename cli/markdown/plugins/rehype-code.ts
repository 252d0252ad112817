import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { CodeHighlighter, parseLineRanges } from '../highlighter.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import { textsFor } from '../../config/locale-texts.ts';

export interface RehypeCodeOptions {
  highlighter: CodeHighlighter;
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml', ps1: 'powershell', ps: 'powershell', cmd: 'bat', js: 'javascript', ts: 'typescript', conf: 'nginx', txt: 'text', plain: 'text', plaintext: 'text', '': 'text' };

/** Parses a fence's info: ```bash {2,4-5} title="install.sh" :line-numbers */
export function parseFenceMeta(meta: string): { highlight: Set<number>; title?: string; lineNumbers: boolean } {
  const range = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return {
    highlight: range ? parseLineRanges(range) : new Set(),
    title: title ? title[1] ?? title[2] ?? title[3] : undefined,
    lineNumbers: /:line-numbers\b/.test(meta),
  };
}

/** Highlights fenced code with shiki (cached) and wraps it with a title and a copy button. */
export const rehypeCode: Plugin<[RehypeCodeOptions], Root> = ({ highlighter }) => async (tree, file) => {
  const jobs: Promise<void>[] = [];
  const texts = textsFor(fileData(file).lang ?? 'en');
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children[0] as Element | undefined;
    if (code?.type !== 'element' || code.tagName !== 'code') return;
    const classes = (code.properties.className as string[] | undefined) ?? [];
    const rawLang = (classes.find((c) => c.startsWith('language-')) ?? 'language-').slice(9).toLowerCase();
    const lang = ALIASES[rawLang] ?? rawLang;
    if (!CodeHighlighter.isKnownLanguage(lang)) {
      report(file, 'warning', `unknown code language \`${rawLang}\`; shown as plain text`, node.position, 'code/language');
    }
    const meta = parseFenceMeta(String(code.properties.dataMeta ?? ''));
    const source = toString(code).replace(/\n$/, '');
    const wrapper: Element = {
      type: 'element', tagName: 'div',
      properties: { className: ['code-block', ...(meta.lineNumbers ? ['line-numbers'] : [])], dataLang: rawLang || undefined },
      children: [],
    };
    parent.children[index] = wrapper;
    jobs.push(highlighter.highlight({ code: source, lang: CodeHighlighter.isKnownLanguage(lang) ? lang : 'text', highlightLines: meta.highlight }).then((html) => {
      const children: ElementContent[] = [];
      if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
      children.push({ type: 'raw', value: html } as unknown as ElementContent);
      children.push({ type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy-code'], ariaLabel: texts.copy, dataCopied: texts.copied }, children: [] });
      wrapper.children = children;
    }));
  });
  await Promise.all(jobs);
};
