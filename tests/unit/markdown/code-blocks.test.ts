import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFenceInfo } from '../../../cli/markdown/dialects/fence-info.ts';
import { resolveLanguage } from '../../../cli/markdown/dialects/languages.ts';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { rehypeCode } from '../../../cli/markdown/plugins/rehype-code.ts';
import { parseSnippetLine, remarkSnippets } from '../../../cli/markdown/plugins/remark-snippets.ts';
import {
  parseHighlightRanges,
  parseIncludeRange,
} from '../../../cli/markdown/source/line-ranges.ts';
import { fileData, runPlugin } from './processor-for.ts';
import { tempDir } from '../../temp-dir.ts';

describe('fence info in either dialect', () => {
  it.each([
    ['bash{1,5}', { lang: 'bash', highlight: '1,5' }],
    ['html{2-5}', { lang: 'html', highlight: '2-5' }],
    ['js {4}', { lang: 'js', highlight: '4' }],
    ['ts:line-numbers', { lang: 'ts', lineNumbers: true }],
    ['ts:line-numbers=2 {1}', { lang: 'ts', lineNumbers: true, lineStart: 2, highlight: '1' }],
    ['ts:no-line-numbers', { lang: 'ts', lineNumbers: false }],
    ['ts [config.ts]', { lang: 'ts', title: 'config.ts' }],
    ['ts{8} [vitest.config.ts]', { lang: 'ts', highlight: '8', title: 'vitest.config.ts' }],
    ['ts title="a {1} b.ts"', { lang: 'ts', title: 'a {1} b.ts', highlight: '' }],
    ['[.env]', { lang: '', title: '.env' }],
    ['sh [npm] active', { lang: 'sh', title: 'npm', active: true }],
    ['js twoslash [vite.config.js]', { lang: 'js', title: 'vite.config.js' }],
    ['C++', { lang: 'c++' }],
  ])('%s', (info, expected) => expect(parseFenceInfo(info)).toMatchObject(expected));
});

describe('language names', () => {
  it.each([
    ['vbscript', 'vb', true],
    ['VBScript', 'vb', true],
    ['sqlite', 'sql', true],
    ['sh', 'sh', true],
    ['c#', 'c#', true],
    ['js-vue', 'js', true],
    ['ansi', 'ansi', true],
    ['', 'text', true],
    ['madeuplang', 'text', false],
  ])('%s → %s', (written, lang, known) =>
    expect(resolveLanguage(written)).toEqual({ lang, known }),
  );
});

describe('line selections are bounded by the lines that exist', () => {
  it('keeps ranges as pairs, clamped to the block', () => {
    expect(parseHighlightRanges('1-999999999', 3)).toEqual([[1, 3]]);
    expect(parseHighlightRanges('2,4-5,9', 4)).toEqual([
      [2, 2],
      [4, 4],
    ]);
    expect(parseHighlightRanges('0-1,x', 4)).toEqual([[1, 1]]);
  });

  it('highlights ```bash {1-999999999} at the cost of its one line', async () => {
    const before = process.memoryUsage().heapUsed;
    const html = await new CodeHighlighter(null).highlight({
      code: 'echo one',
      lang: 'bash',
      highlight: '1-999999999',
    });
    expect(html).toContain('class="line highlighted"');
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });

  it.each([
    ['{3-10}', { start: 3, end: 10 }],
    ['{3-}', { start: 3 }],
    ['{-10}', { end: 10 }],
    ['{3,10}', { start: 3, end: 10 }],
    ['{3,}', { start: 3 }],
    ['{,10}', { end: 10 }],
    ['{}', null],
    ['{a-b}', null],
  ])('include range %s', (spec, expected) => expect(parseIncludeRange(spec)).toEqual(expected));
});

describe('highlighting once', () => {
  it('highlights a block repeated on a page once', async () => {
    const highlighter = new CodeHighlighter(null);
    const request = { code: 'const x = 1;', lang: 'ts', highlight: '1' };
    const [a, b] = await Promise.all([
      highlighter.highlight(request),
      highlighter.highlight({ ...request, highlight: '1-99' }),
    ]);
    expect(a).toBe(b);
    expect(highlighter.stats.misses).toBe(1);
  });
});

describe('unknown languages', () => {
  it('are plain text with a warning at the fence', async () => {
    const { file, html } = await runPlugin(
      'rehype',
      rehypeCode,
      { highlighter: new CodeHighlighter(null) },
      'Text\n\n```madeuplang\nx\n```\n',
    );
    expect(html).toContain('<span class="line"><span>x</span></span>');
    expect(file.messages).toMatchObject([
      { line: 3, column: 1, ruleId: 'code/language', fatal: false },
    ]);
    expect(file.messages[0].reason).toContain('madeuplang');
  });
});

describe('snippet imports', () => {
  const base = tempDir('docs-build-snippet-');
  const root = path.join(base, 'docs');
  mkdirSync(path.join(root, 'snippets/folder'), { recursive: true });
  writeFileSync(path.join(root, 'snippets/a.ts'), 'const a = 1;\n');
  writeFileSync(path.join(base, 'outside.ts'), 'secret\n');
  const run = (source: string) =>
    runPlugin(
      'remark',
      remarkSnippets,
      undefined,
      source,
      fileData({ root, relativePath: 'guide/page.md' }),
    );

  it.each([
    ['<<< @/snippets/a.ts', { path: '@/snippets/a.ts', info: 'ts ' }],
    [
      '<<< ./file name.cs{1,2,4-6 c#:line-numbers} [Title]',
      { path: './file name.cs', info: 'c#:line-numbers {1,2,4-6}  [Title]' },
    ],
    ['<<< @/a.ts#region{2}', { path: '@/a.ts', region: 'region', info: 'ts {2} ' }],
    ['<<< @/a.ts{ts twoslash}', { path: '@/a.ts', info: 'ts twoslash' }],
  ])('%s', (line, expected) => expect(parseSnippetLine(line)).toMatchObject(expected));

  it('reads the file into a code block and records it', async () => {
    const { html, data } = await run('<<< @/snippets/a.ts');
    expect(html).toBe('<pre><code class="language-ts">const a = 1;\n</code></pre>');
    expect([...data.dependencies]).toEqual([path.join(root, 'snippets/a.ts')]);
  });

  it.each([
    ['<<< @/snippets/missing.ts', /not found/],
    ['<<< @/snippets/folder', /is a folder/],
    ['<<< ../../outside.ts', /outside the docs folder/],
    ['<<< /etc/hostname', /outside the docs folder/],
    ['<<< @/snippets/a.ts#nowhere', /no region `#nowhere`/],
  ])('%s is an error at the line', async (line, message) => {
    const { file } = await run(`Intro\n\n${line}\n`);
    expect(file.messages).toHaveLength(1);
    expect(file.messages[0]).toMatchObject({ line: 3, column: 1, fatal: true });
    expect(file.messages[0].reason).toMatch(message);
  });
});
