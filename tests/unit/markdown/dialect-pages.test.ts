// Whole pages written the way VitePress and theme-hope users write them, through the real pipeline.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownTexts } from '../../../cli/markdown/context.ts';
import { compilePage, type CompileContext } from '../../../cli/markdown/compile.ts';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor } from '../../../cli/markdown/pipeline.ts';
import { attributeSyntax, siteAttributeSyntax } from '../../../cli/site/attribute-syntax.ts';
import { pageTitle } from '../../../cli/site/title.ts';
import { parseFrontMatter } from '../../../cli/site/front-matter.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';
import { tempDir } from '../../temp-dir.ts';

const root = path.join(tempDir('docs-build-dialect-'), 'docs');
mkdirSync(path.join(root, 'snippets'), { recursive: true });
const processor = createMarkdownProcessor({
  highlighter: new CodeHighlighter(null),
  publicDir: path.join(root, '..', 'public'),
});
/** Pages written for a Vue-based tool (VitePress, VuePress). */
const vue = createMarkdownProcessor({
  highlighter: new CodeHighlighter(null),
  publicDir: path.join(root, '..', 'public'),
  vue: true,
});

async function compile(
  relativePath: string,
  source: string,
  withProcessor = processor,
  context: Partial<CompileContext> = {},
) {
  const file = path.join(root, relativePath);
  writeFileSync(file, source);
  const { parsed } = parseFrontMatter(source, relativePath);
  const page: SourcePage = {
    file,
    relativePath,
    sourcePath: relativePath,
    displayPath: relativePath,
    route: `/${relativePath.replace(/\.md$/, '')}`,
    locale: '/',
    source,
    frontmatter: parsed!.frontmatter,
    body: parsed!.body,
    bodyLineOffset: parsed!.bodyLineOffset,
    title: 'Page',
    git: { contributors: [] },
  };
  const compiled = await compilePage(page, {
    processor: withProcessor,
    root,
    routes: new Set([page.route]),
    lang: 'en-US',
    base: '/',
    renderComponent: () => '',
    texts: markdownTexts({ lang: 'en-US' }),
    ...context,
  });
  // the visible text, without tags, to look for dialect syntax left unrendered
  const text = compiled.html.replace(/<[^>]+>/g, '');
  return { ...compiled, text };
}

describe('a VitePress page', () => {
  writeFileSync(
    path.join(root, 'snippets/config.ts'),
    'export default {\n  // #region server\n  port: 5244,\n  // #endregion server\n};\n',
  );
  writeFileSync(path.join(root, 'parts.md'), '---\ntitle: Parts\n---\n## Shared\n\nShared text.\n');

  it('renders code groups, snippet imports, notation comments and includes', async () => {
    const page = await compile(
      'vitepress.md',
      [
        '# Config',
        '',
        '::: code-group',
        '',
        '```sh [npm]',
        'npm add docs-build',
        '```',
        '',
        '<<< @/snippets/config.ts#server{1 ts:line-numbers}',
        '',
        '<<< @/snippets/config.ts [whole file]',
        '',
        ':::',
        '',
        '```ts:line-numbers=3 {1}',
        'const removed = 1; // [!code --]',
        'const added = 2; // [!code ++]',
        '```',
        '',
        '<!--@include: ./parts.md{4,}-->',
      ].join('\n'),
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/role="tab"[^>]*>npm</);
    expect(page.html).toMatch(/role="tab"[^>]*>config\.ts</);
    expect(page.html).toMatch(/role="tab"[^>]*>whole file</);
    expect(page.html).not.toContain('code-title');
    expect(page.html).toMatch(/class="line highlighted diff remove"/);
    expect(page.html).toContain('--line-start:2');
    expect(page.html).toContain('<h2 id="shared"');
    expect(page.text).not.toMatch(/:::|<<<|@include|\[!code/);
    expect(page.dependencies).toEqual(
      expect.arrayContaining([path.join(root, 'parts.md'), path.join(root, 'snippets/config.ts')]),
    );
  });

  it('names an unresolved snippet or include with its line and column', async () => {
    const page = await compile(
      'broken.md',
      'Intro\n\n<<< @/snippets/none.ts\n\n<!--@include: ./none.md-->\n\n@[code](./snippets/none.ts)\n\n@[code{90-99}](./snippets/config.ts)\n',
    );
    expect(page.diagnostics.map((d) => [d.severity, d.line, d.column, d.rule])).toEqual([
      ['error', 5, 1, 'include/missing'],
      ['error', 3, 1, 'snippet/missing'],
      ['error', 7, 1, 'snippet/missing'],
      ['error', 9, 1, 'snippet/lines'],
    ]);
    expect(page.diagnostics.at(-1)!.message).toMatch(/has no lines 90-99 \(it has \d+\)/);
  });
});

describe('language containers a site names', () => {
  const page = [
    '::: en',
    'In English',
    ':::',
    '',
    '::: ja',
    '日本語で',
    ':::',
    '',
    '::: zh-CN',
    '中文',
    ':::',
  ].join('\n');

  it("keeps the part in the page's language, leaves out the others, and knows only the names the site gives", async () => {
    const { html, diagnostics } = await compile('languages.md', page, vue, {
      lang: 'ja',
      languageContainers: ['en', 'ja'],
    });
    expect(html).toContain('<div lang="ja"><p>日本語で</p></div>');
    expect(html).not.toContain('In English');
    // the site's list stands in for the dialect's `en` and `zh-CN`: `zh-CN` is no container of its
    expect(diagnostics.map((d) => d.rule)).toEqual(['container-unknown']);
  });
});

describe('Vue interpolations', () => {
  const page = [
    '---',
    'title: Options <all>',
    'versions: { vue: 3.5, "vue-router": 4 }',
    'tags: [a, b]',
    '---',
    '# {{ $frontmatter.title }}',
    '',
    "Vue {{ $frontmatter.versions?.vue }}, router {{$frontmatter.versions['vue-router']}}, none [{{ $frontmatter.missing.deeper }}].",
    '',
    '<span class="v">{{ $frontmatter.title }}</span> and {{ 1 + 1 }}, {{ (2 + 4) / 4 + \'x\' }}, [{{ count }}]',
    '',
    '`{{ $frontmatter.title }}` stays code, <code v-pre>{{ $route.path }}</code> too, {{ $frontmatter.title }} not',
    '',
    '::: v-pre',
    '{{ $frontmatter.title }} stays as written',
    ':::',
    '',
    '```md',
    '{{ $frontmatter.title }}',
    '```',
  ].join('\n');

  it("fill in the front matter's values, escaped in HTML, and leave code and v-pre blocks as written", async () => {
    const { html, diagnostics } = await compile('interpolated.md', page, vue);
    expect(html).toContain('<h1 id="options-all"');
    expect(html).toContain('>Options &#x3C;all></h1>');
    expect(html).toContain('Vue 3.5, router 4, none [].');
    // the value went into the HTML escaped: the page's HTML is parsed, so it is written out again in rehype's form
    // literals alone are worked out; other code is left out, as Vue would show its result
    expect(html).toContain('<span class="v">Options &#x3C;all></span> and 2, 1.5x, []');
    expect(html).toContain(
      '<code>{{ $frontmatter.title }}</code> stays code, <code v-pre="">{{ $route.path }}</code> too, Options &#x3C;all> not',
    );
    expect(html).toMatch(
      /<div class="v-pre">\s*<p>{{ \$frontmatter.title }} stays as written<\/p>/,
    );
    expect(html).toContain('$frontmatter');
    expect(
      diagnostics.map((d) => [d.severity, d.line, d.column, d.rule, d.message.split(' is ')[0]]),
    ).toEqual([['warning', 10, 92, 'vue/interpolation', '`{{ count }}`']]);
  });

  it('warn about other code only for pages written for a Vue-based tool', async () => {
    const { html, diagnostics } = await compile('interpolated-own.md', page);
    expect(html).toContain('Vue 3.5, router 4, none [].');
    expect(diagnostics).toEqual([]);
  });
});

describe('Vue single-file blocks', () => {
  const page = [
    '<script setup lang="ts">',
    "import { ref } from 'vue'",
    'const count = ref(0)',
    '</script>',
    '',
    '# Counting',
    '',
    'First paragraph.',
    '',
    '<style scoped>',
    '.count { color: red }',
    '</style>',
    '',
    '::: tip',
    '<style>.inner { color: blue }</style>',
    ':::',
  ].join('\n');

  it('are left out of a page written for a Vue-based tool, the script with a warning at its line', async () => {
    const { html, sections, diagnostics } = await compile('vue-blocks.md', page, vue);
    expect(html).not.toContain('import { ref }');
    expect(html).not.toContain('.count');
    // only the component's own blocks: a style inside a container is the page's HTML
    expect(html).toContain('<style>.inner { color: blue }</style>');
    expect(diagnostics.map((d) => [d.severity, d.line, d.rule])).toEqual([
      ['warning', 1, 'vue/script'],
    ]);
    // neither a style's rules nor the page's own title are its prose
    expect(sections[0].text).toBe('First paragraph.\nTip');
  });

  it('close a tag Vue reads as empty (`<sup />`), as Vue does, leaving void elements and our own pages alone', async () => {
    const source =
      '# <div class="logo" /> ESLint\n\n## TS <sup class="badge" /> {#ts-integration}\n\nLine<br/>break <span data-x="a/>b" /> end.\n';
    const { html } = await compile('self-closed.md', source, vue);
    expect(html).toContain('<div class="logo"></div> ESLint</h1>');
    expect(html).toMatch(/<h2 id="ts-integration"[^>]*>.*TS <sup class="badge"><\/sup><\/h2>/);
    expect(html).toContain('Line<br>break <span data-x="a/>b"></span> end.');
    const own = await compile('self-closed-own.md', source);
    expect(own.html).toContain('<div class="logo"> ESLint</div>');
  });

  it('stay as written in a page of our own, kept out of its prose', async () => {
    const { html, sections, diagnostics } = await compile('own-blocks.md', page);
    expect(html).toContain('.count { color: red }');
    expect(diagnostics).toEqual([]);
    expect(sections[0].text).toBe('First paragraph.\nTip');
  });
});

describe('emoji shortcodes in headings', () => {
  const page = '# Emoji\n\n## Party :tada: time\n\n## Unknown :not-an-emoji-name:\n';

  it('show the emoji and leave it out of the id on a page written for a Vue-based tool, as its anchors do', async () => {
    const { html, headers } = await compile('emoji-headings.md', page, vue);
    expect(html).toContain('<h2 id="party-time"');
    expect(html).toContain('Party <span class="emoji">🎉</span> time</h2>');
    // a name no table knows stays text, in the heading and in its id
    expect(html).toContain('<h2 id="unknown-not-an-emoji-name"');
    expect(headers.map((h) => h.title)).toEqual(['Party 🎉 time', 'Unknown :not-an-emoji-name:']);
  });

  it("are plain text in a heading of our own, its id by GitHub's rule", async () => {
    const { html } = await compile('emoji-headings-own.md', page);
    expect(html).not.toContain('class="emoji"');
    expect(html).toContain('Party 🎉 time</h2>');
  });
});

describe('a component tag with text right below it', () => {
  it('ends at the line holding its `>`, as VitePress reads it: the text below is markdown, placed at its own lines', async () => {
    const { html, diagnostics, links } = await compile(
      'component-then-text.md',
      [
        '# Components',
        '',
        '::: tip',
        '<Badge text="new" type="tip" />',
        'Since `0.14.5` it reads **types** and [the guide](./guide.md):',
        '```json',
        '{ "a": 1 }',
        '```',
        ':::',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(
      /<p>\s*Since <code>0\.14\.5<\/code> it reads <strong>types<\/strong> and <a href="\/guide">the guide<\/a>:<\/p>/,
    );
    expect(html).toContain('data-lang="json"');
    // the heading's own anchor is a link too, with no place in the source
    expect(links.filter((link) => link.line).map((link) => [link.url, link.line])).toEqual([
      ['./guide.md', 5],
    ]);
  });
});

describe('untitled hints and details', () => {
  it("take the locale's own titles where its config names them, and its language's words otherwise", async () => {
    const source =
      '# Hints\n\n::: warning\nCareful.\n:::\n\n::: tip\nUseful.\n:::\n\n::: details\nMore.\n:::\n\n> [!CAUTION]\n> Alert.\n';
    const { html } = await compile('hint-titles.md', source, processor, {
      lang: 'zh-CN',
      texts: markdownTexts({
        lang: 'zh-CN',
        containerTitles: { warning: '警告', details: '详细信息', caution: '小心' },
      }),
    });
    expect(
      [
        ...html.matchAll(
          /<p class="hint-container-title">([^<]*)<\/p>|<summary>([^<]*)<\/summary>/g,
        ),
      ].map((m) => m[1] ?? m[2]),
    ).toEqual(['警告', '提示', '详细信息', '小心']);
  });

  it("open the site's own containers as `:::` and as alerts, titled as the locale or the declaration says", async () => {
    const source =
      '# Own\n\n::: success\nDone.\n:::\n\n::: success Shipped\nAll of it.\n:::\n\n> [!SUCCESS]\n> Alert.\n';
    const { html, diagnostics, text } = await compile('own-containers.md', source, processor, {
      texts: markdownTexts({ lang: 'en-US', containerTitles: { success: '成功' } }),
      customContainers: ['success'],
    });
    expect(diagnostics).toEqual([]);
    expect(
      [
        ...html.matchAll(
          /<div class="hint-container success"><p class="hint-container-title">([^<]*)<\/p>/g,
        ),
      ].map((m) => m[1]),
    ).toEqual(['成功', 'Shipped', '成功']);
    expect(text).not.toContain('[!SUCCESS]');
    // undeclared, the same name stays unknown
    const plain = await compile('own-containers.md', source);
    expect(plain.diagnostics.map((d) => d.rule)).toEqual([
      'container-unknown',
      'container-unknown',
    ]);
  });
});

describe('<ClientOnly>', () => {
  it('shows what it wraps, markdown, HTML and components alike, without the tags', async () => {
    const { html, diagnostics } = await compile(
      'client-only.md',
      [
        '# Client',
        '',
        '<ClientOnly>',
        '',
        'Some **markdown** here.',
        '',
        '</ClientOnly>',
        '',
        '<ClientOnly>',
        '<div class="row">first</div>',
        '',
        '<p>second</p>',
        '</ClientOnly>',
        '',
        'Inline <ClientOnly>wrapped</ClientOnly> text.',
        '',
        '<ClientOnly>',
        '<Badge text="beta" />',
        '</ClientOnly>',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(html).not.toContain('ClientOnly');
    expect(html).toContain('<p>Some <strong>markdown</strong> here.</p>');
    expect(html).toContain('<div class="row">first</div>');
    expect(html).toContain('<p>second</p>');
    expect(html).toContain('<p>Inline wrapped text.</p>');
  });
});

describe('messages about included lines', () => {
  it('name the included file and its line, and lines after an include keep their own numbers', async () => {
    writeFileSync(
      path.join(root, 'part-with-code.md'),
      '---\ntitle: Part\n---\nOne\n\n```madeuplang\nx\n```\n',
    );
    const page = await compile(
      'includer.md',
      '# Title\n\n<!-- @include: ./part-with-code.md -->\n\n```otherlang\ny\n```\n',
    );
    expect(page.diagnostics.map((d) => [path.basename(d.file), d.line, d.column, d.rule])).toEqual([
      ['part-with-code.md', 6, 1, 'code/language'],
      ['includer.md', 5, 1, 'code/language'],
    ]);
  });
});

describe('a theme-hope page', () => {
  it('includes a line range counted over the whole file, front matter included', async () => {
    writeFileSync(
      path.join(root, 'driver.md'),
      [
        '---',
        'title: Driver',
        '---',
        '',
        '# Driver',
        '',
        '::: tabs',
        '@tab Aria2',
        'Set the RPC address.',
        '@tab qBittorrent',
        'Set the web UI address.',
        ':::',
        '',
      ].join('\n'),
    );
    const page = await compile('share.md', '# Share\n\n<!-- @include: driver.md{7-12} -->\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/role="tab"[^>]*>Aria2</);
    expect(page.text).not.toContain('@tab');
  });

  it('reads ```bash{1,5} and title="…" fences', async () => {
    const page = await compile(
      'fences.md',
      '```bash{2}\necho one\necho two\n```\n\n```yaml title="compose.yml"\na: 1\n```\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('data-lang="bash"');
    expect(page.html).toContain('<span class="line highlighted">');
    expect(page.html).toContain('<div class="code-title">compose.yml</div>');
  });
});

describe('code blocks, coloured after the page is written', () => {
  it("land in the page and in its sections' search text; the page's own private-use characters stay", async () => {
    const page = await compile(
      'colours.md',
      '# Colours\n\nA private-use \uE000 character, \uE0000:1\uE000 too.\n\n```ts\nconst a = 1 < 2\n```\n\n## Next\n\n```sh\necho two\n```\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html.match(/<pre class="shiki/g)).toHaveLength(2);
    expect(page.html).toContain('A private-use \uE000 character, \uE0000:1\uE000 too.');
    expect(page.html).not.toMatch(/\uE000[0-9a-f]{12}:/);
    expect(page.sections.map((s) => [s.slug, s.code.trim()])).toEqual([
      ['', 'const a = 1 < 2'],
      ['next', 'echo two'],
    ]);
  });

  it('fail their page with a message when colouring fails, and the rest of the build goes on', async () => {
    const failing = {
      highlight: () => Promise.reject(new Error('the colouring thread ended')),
    } as unknown as CodeHighlighter;
    const page = await compile(
      'failing.md',
      '# Failing\n\n```ts\nconst a = 1\n```\n',
      createMarkdownProcessor({ highlighter: failing, publicDir: path.join(root, '..', 'public') }),
    );
    expect(page.html).toBe('');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'internal',
        message: expect.stringContaining('the colouring thread ended'),
      }),
    ]);
  });
});

describe('attributes a site turns off', () => {
  it('leave braces as text, in headings too, whose ids read them as words', async () => {
    const off = createMarkdownProcessor({
      highlighter: new CodeHighlighter(null),
      publicDir: path.join(root, '..', 'public'),
      attributes: siteAttributeSyntax({ disable: true }),
    });
    const { html } = await compile(
      'attrs-off.md',
      '# Off\n\nUse it {.wide} here.\n\n## Heading {#custom}\n',
      off,
    );
    expect(html).toContain('<p>Use it {.wide} here.</p>');
    expect(html).toMatch(/<h2 id="heading-custom"[^>]*>.*Heading {#custom}<\/h2>/);
  });
});

describe('tables', () => {
  it('with an empty header row have no header; others keep theirs', async () => {
    const page = await compile(
      'tables.md',
      [
        '|  |  |',
        '| --: | :-- |',
        '| Type: | `string` |',
        '| CLI: | `-i`/`--input` |',
        '',
        '| Option | Default |',
        '| --- | --- |',
        '| `port` | 5244 |',
        '',
        '|  | Default |',
        '| --- | --- |',
        '| `port` | 5244 |',
        '',
        '|  |  |',
        '| --- | --- |',
        '',
      ].join('\n'),
    );
    const tables = page.html.split('<table>').slice(1);
    expect(tables).toHaveLength(4);
    expect(tables[0]).not.toContain('<thead>');
    expect(tables[0]).toContain('<td align="right">Type:</td>');
    expect(tables[1]).toContain('<th>Option</th>');
    // one named column is a header row
    expect(tables[2]).toContain('<th>Default</th>');
    // a table of nothing but its header row keeps it: without it there would be no table
    expect(tables[3]).toContain('<thead>');
  });
});

describe('task lists', () => {
  it('name each checkbox by its task, in tight and loose lists', async () => {
    const page = await compile(
      'tasks.md',
      [
        '- [x] Write the *guide*',
        '- [ ] Ship it',
        '  - nested',
        '',
        '---',
        '',
        '- [ ] Loose one',
        '',
        '- [x] Loose two',
        '',
        '- plain item',
      ].join('\n'),
    );
    const boxes = [...page.html.matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(4);
    expect(boxes.map((box) => /aria-label="([^"]*)"/.exec(box)?.[1])).toEqual([
      'Write the guide',
      'Ship it',
      'Loose one',
      'Loose two',
    ]);
    expect(boxes[0]).toContain('checked');
  });
});

describe('attribute delimiters a site sets', () => {
  const percent = createMarkdownProcessor({
    highlighter: new CodeHighlighter(null),
    publicDir: path.join(root, '..', 'public'),
    attributes: attributeSyntax('%{', '}%'),
  });

  it('read heading ids, paragraph and link attributes written with them, and leave braces as text', async () => {
    const page = await compile(
      'percent.md',
      [
        '## Option Store %{#option-stores}%',
        '',
        'A note. %{.tip}%',
        '',
        '[Home](/guide/page)%{target="_self"}%',
        '',
        '## Braces {#not-an-id}',
        '',
      ].join('\n'),
      percent,
    );
    expect(page.html).toContain('<h2 id="option-stores"');
    expect(page.text).not.toContain('%{');
    expect(page.html).toMatch(/<p class="tip">A note\.<\/p>/);
    expect(page.html).toMatch(/<a href="\/guide\/page"[^>]*target="_self"/);
    expect(page.text).toContain('Braces {#not-an-id}');
  });

  it('name a page by its h1 without them', () => {
    expect(
      pageTitle(
        {},
        '# 定义 Store %{#defining-a-store}%\n',
        'index',
        undefined,
        attributeSyntax('%{', '}%'),
      ),
    ).toBe('定义 Store');
    expect(pageTitle({}, '# Title {#top}\n', 'index')).toBe('Title');
  });

  it('escape what regular expressions would read as their own', () => {
    const syntax = attributeSyntax('[[', ']]');
    expect(syntax.customId.exec('Title [[#top]]')?.[1]).toBe('top');
    expect(syntax.atEnd.exec('Text [[.a .b]]')?.[1]).toBe('.a .b');
    expect(syntax.atStart.exec('[[target="_blank"]] rest')?.[1]).toBe('target="_blank"');
  });
});
