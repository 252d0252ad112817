// Attribute lists as markdown-it-attrs reads them (spaces inside the braces, ids of any
// characters but spaces) and notation comments in blocks without a language, through the
// real pipeline.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownTexts } from '../../../cli/markdown/context.ts';
import { compilePage } from '../../../cli/markdown/compile.ts';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor } from '../../../cli/markdown/pipeline.ts';
import { parseFrontMatter } from '../../../cli/site/front-matter.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';
import { tempDir } from '../../temp-dir.ts';

const root = tempDir('docs-build-attribute-lists-');
const processor = createMarkdownProcessor({
  highlighter: new CodeHighlighter(null),
  publicDir: path.join(root, 'public'),
});

async function compile(source: string) {
  const file = path.join(root, 'page.md');
  writeFileSync(file, source);
  const { parsed } = parseFrontMatter(source, 'page.md');
  const page: SourcePage = {
    file,
    relativePath: 'page.md',
    sourcePath: 'page.md',
    displayPath: 'page.md',
    route: '/page',
    locale: '/',
    source,
    frontmatter: parsed!.frontmatter,
    body: parsed!.body,
    bodyLineOffset: parsed!.bodyLineOffset,
    title: 'Page',
    git: { contributors: [] },
  };
  const compiled = await compilePage(page, {
    processor,
    root,
    routes: new Set([page.route]),
    lang: 'en-US',
    base: '/',
    renderComponent: () => '',
    texts: markdownTexts({ lang: 'en-US' }),
  });
  return { ...compiled, text: compiled.html.replace(/<[^>]+>/g, '') };
}

describe('attribute lists with spaces', () => {
  it('apply to headings and leave their text, ids and outline clean', async () => {
    const page = await compile(
      [
        '## Install { lang="en" }',
        '',
        '## Tips { .tip }',
        '',
        '## @vitejs/plugin-react v6 {#@vitejs/plugin-react-v6}',
        '',
        '## Version 1.2 { #v1.2 .old }',
        '',
        'A note. { .note }',
        '',
      ].join('\n'),
    );
    expect(page.text).not.toMatch(/[{}]/);
    expect(page.html).toMatch(/<h2 lang="en" id="install"/);
    expect(page.html).toMatch(/<h2 class="tip" id="tips"/);
    expect(page.html).toContain('id="@vitejs/plugin-react-v6"');
    expect(page.html).toMatch(/<h2 class="old" id="v1\.2"/);
    expect(page.html).toContain('<p class="note">A note.</p>');
    expect(page.headers.map(({ title, slug }) => [title, slug])).toEqual([
      ['Install', 'install'],
      ['Tips', 'tips'],
      ['@vitejs/plugin-react v6', '@vitejs/plugin-react-v6'],
      ['Version 1.2', 'v1.2'],
    ]);
  });
});

describe('notation comments in a block without a language', () => {
  it('mark their lines and leave the page', async () => {
    const lines = ['--', '++', 'highlight', 'focus', 'error', 'warning'].map(
      (kind, i) => `line ${i} // [!code ${kind}]`,
    );
    const page = await compile(['```', ...lines, '```', ''].join('\n'));
    expect(page.text).not.toContain('[!code');
    for (const marked of [
      'diff remove',
      'diff add',
      'highlighted',
      'focused',
      'highlighted error',
      'highlighted warning',
    ])
      expect(page.html).toContain(`<span class="line ${marked}">`);
    expect(page.html).toContain('line 0</span>');
  });

  it('leave a comment that is no notation as text', async () => {
    const page = await compile('```\nplain # [!code nothing\n```\n');
    expect(page.text).toContain('plain # [!code nothing');
  });
});
