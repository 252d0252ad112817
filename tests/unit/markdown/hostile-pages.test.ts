import { describe, expect, it } from 'vitest';
import { markdownTexts } from '../../../cli/markdown/context.ts';
import { compilePage } from '../../../cli/markdown/compile.ts';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor } from '../../../cli/markdown/pipeline.ts';
import {
  findExcessiveNesting,
  MAX_BLOCK_NESTING,
  MAX_HTML_NESTING,
} from '../../../cli/markdown/source/nesting-limit.ts';
import {
  LONG_BLOCK_CHARS,
  mayRunLong,
  withinTimeBudget,
  PageTimeoutError,
} from '../../../cli/markdown/time-budget.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';
import { countWords } from '../../../runtime/shared/reading-time.ts';

const processor = createMarkdownProcessor({
  highlighter: new CodeHighlighter(null),
  publicDir: '/nonexistent',
});

function page(body: string): SourcePage {
  return {
    file: '/site/docs/guide/bad.md',
    relativePath: 'guide/bad.md',
    sourcePath: 'guide/bad.md',
    displayPath: 'docs/guide/bad.md',
    route: '/guide/bad',
    locale: '/',
    source: body,
    frontmatter: {},
    body,
    bodyLineOffset: 0,
    title: 'Bad',
    git: { contributors: [] },
  };
}
const compile = (body: string) =>
  compilePage(page(body), {
    processor,
    root: '/site/docs',
    routes: new Set(['/guide/bad']),
    lang: 'en-US',
    base: '/',
    renderComponent: () => '',
    texts: markdownTexts({ lang: 'en-US' }),
    timeBudgetMs: 2_000,
  });

describe('pages built to hurt the parser', () => {
  it.each([
    ['a list nested 10,000 deep on one line', `Intro\n\n${'- '.repeat(10_000)}x\n`, 3],
    ['quotes nested 5,000 deep', `${'>'.repeat(5_000)} x\n`, 1],
    [
      'lists nested by indentation',
      `${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')}\n`,
      102,
    ],
    ['HTML nested 8,000 deep', `text\n\n${'<div>'.repeat(8_000)}x${'</div>'.repeat(8_000)}\n`, 3],
  ])('%s fails fast at its line, with advice', async (_name, body, line) => {
    const started = performance.now();
    const { diagnostics, html } = await compile(body);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(html).toBe('');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'docs/guide/bad.md',
        line,
        rule: 'markdown/nesting',
        hint: expect.any(String),
      }),
    ]);
  });

  it('leaves ordinary nesting, code samples and wide tables alone', () => {
    expect(findExcessiveNesting(`${'> '.repeat(MAX_BLOCK_NESTING)}x\n`)).toBeNull();
    expect(
      findExcessiveNesting(
        `${'<div>'.repeat(MAX_HTML_NESTING)}${'</div>'.repeat(MAX_HTML_NESTING)}`,
      ),
    ).toBeNull();
    expect(findExcessiveNesting(`\`\`\`html\n${'<div>'.repeat(1000)}\n\`\`\`\n`)).toBeNull();
    expect(findExcessiveNesting(`${'<br><img src=x><input/>'.repeat(1000)}\n`)).toBeNull();
  });

  it('stops a page that makes the parser quadratic, names it, and the next page still compiles', async () => {
    const budget = withinTimeBudget(() => 1, 1_000);
    expect(budget).toBe(1);
    expect(() =>
      withinTimeBudget(() => {
        for (;;);
      }, 50),
    ).toThrow(PageTimeoutError);
    const { diagnostics } = await compile(`${'*a_'.repeat(30_000)}\n`);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      file: 'docs/guide/bad.md',
      rule: 'markdown/timeout',
    });
    const fine = await compile('# Fine\n\nA *normal* page.\n');
    expect(fine.diagnostics).toEqual([]);
    expect(fine.html).toContain('<em>normal</em>');
  }, 60_000);

  it('pays for the time budget only on pages with a block long enough to run long', () => {
    const paragraph = 'A sentence of ordinary prose, with *emphasis* and a [link](./x.md).\n';
    // a long page of short blocks: each parses fast, so no timer thread is started for it
    expect(mayRunLong(`${paragraph}\n`.repeat(2_000))).toBe(false);
    // one paragraph, list or line longer than the limit may hit a parser's quadratic corner
    expect(
      mayRunLong(
        `# Title\n\n${paragraph.repeat(Math.ceil(LONG_BLOCK_CHARS / paragraph.length) + 1)}\nEnd.\n`,
      ),
    ).toBe(true);
    expect(mayRunLong(`Intro\n\n${'*a_'.repeat(6_000)}`)).toBe(true);
    // blank lines made of spaces still separate blocks
    expect(mayRunLong(`${paragraph.repeat(100)}  \n`.repeat(40))).toBe(false);
    expect(mayRunLong('x\n\n'.repeat(300_000))).toBe(true);
  });

  it('counts the words of a 5 MB token without building a 5-million-entry array', () => {
    expect(countWords('x'.repeat(5_000_000))).toBe(1);
    expect(countWords(`Hello world, it's AList v3 中文 字abc字 don’t x-y_z 12`)).toBe(13);
  });
});
