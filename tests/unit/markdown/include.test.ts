import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIncludes } from '../../../cli/markdown/source/include.ts';
import { tempDir } from '../../temp-dir.ts';

// A docs folder of our own in a temporary directory, with a sibling folder that stands for "outside the site".
const base = tempDir('docs-build-include-');
const root = path.join(base, 'docs');
mkdirSync(path.join(root, 'parts/folder'), { recursive: true });
writeFileSync(path.join(base, 'secret.md'), 'outside the docs folder\n');
const write = (rel: string, text: string) => writeFileSync(path.join(root, rel), text);
write(
  'parts/steps.md',
  '---\ntitle: Steps\norder: 2\n---\n# Steps\n\n::: tabs\n@tab one\nfirst\n@tab two\nsecond\n:::\n',
);
write(
  'parts/basics.md',
  '<!-- #region usage -->\n## Usage 1\n\n## Usage 2\n\n## Usage 3\n<!-- #endregion usage -->\n\n## My Base Section\n\nbase text\n\n### Sub\n\nsub text\n\n## Another {#other-id}\n\nother text\n',
);
write('parts/code.ts', 'const a = 1;\n// #region main\nconst b = 2;\n// #endregion main\n');
// each release's top marked again before the one end, as theme-hope's changelog is
write(
  'parts/log.md',
  '<!-- #region recent -->\n## v2\n<!-- #region recent -->\n## v1\n<!-- #endregion recent -->\n## v0\n',
);
write('self.md', 'top\n<!-- @include: ./self.md -->\n');
write('a.md', '<!-- @include: ./b.md -->\n');
write('b.md', 'b\n<!-- @include: ./a.md -->\n');
for (let i = 0; i < 12; i += 1) write(`deep${i}.md`, `<!--@include: ./deep${i + 1}.md-->`);
write('deep12.md', 'bottom');
write('fan0.md', 'x'.repeat(1000));
for (let i = 1; i < 8; i += 1)
  write(
    `fan${i}.md`,
    Array.from({ length: 10 }, () => `<!-- @include: ./fan${i - 1}.md -->`).join('\n'),
  );
symlinkSync(path.join(root, 'gone.md'), path.join(root, 'dangling.md'));
symlinkSync(path.join(root, 'loop-b.md'), path.join(root, 'loop-a.md'));
symlinkSync(path.join(root, 'loop-a.md'), path.join(root, 'loop-b.md'));
symlinkSync(path.join(base, 'secret.md'), path.join(root, 'escape.md'));

const page = path.join(root, 'page.md');
const run = (source: string, file = page) =>
  expandIncludes(source, { file, displayPath: 'docs/page.md', root });

describe('include selections as theme-hope and VitePress write them', () => {
  it.each([
    // theme-hope counts lines of the whole file, front matter included (issue 15): lines 7-12 are the tab set
    [
      '<!-- @include: ./parts/steps.md{7-12} -->',
      '::: tabs\n@tab one\nfirst\n@tab two\nsecond\n:::',
    ],
    ['<!-- @include: ./parts/steps.md{11-} -->', 'second\n:::\n'],
    ['<!-- @include: ./parts/steps.md{-5} -->', '# Steps'],
    ['<!--@include: ./parts/steps.md{11,12}-->', 'second\n:::'],
    ['<!--@include: ./parts/steps.md{,6}-->', '# Steps\n'],
    [
      '<!-- @include: ./parts/steps.md -->',
      '# Steps\n\n::: tabs\n@tab one\nfirst\n@tab two\nsecond\n:::\n',
    ],
    ['<!--@include: @/parts/code.ts#main-->', 'const b = 2;'],
    ['<!--@include: ./parts/log.md#recent-->', '## v2\n## v1'],
    [
      '<!--@include: ./parts/basics.md#usage{,2}-->\n<!--@include: ./parts/basics.md#usage{5,}-->',
      '## Usage 1\n\n## Usage 3',
    ],
    ['<!--@include: ./parts/basics.md#my-base-section-->', '\nbase text\n\n### Sub\n\nsub text\n'],
    ['<!--@include: ./parts/basics.md#other-id-->', '\nother text\n'],
    ['```ts\n<!--@include: ./parts/code.ts{3,3}-->\n```', '```ts\nconst b = 2;\n```'],
    ['see <!-- @include: ./parts/code.ts{1-1} --> inline', 'see const a = 1; inline'],
    // a page showing the syntax: in inline code always, and in a fence when there is nothing to include
    [
      'Use `<!-- @include: filename{start-end} -->` and ``<!-- @include: ./nowhere.md -->``.',
      'Use `<!-- @include: filename{start-end} -->` and ``<!-- @include: ./nowhere.md -->``.',
    ],
    [
      '````md\n<!-- @include: ./path/to/file.md -->\n```\n<!-- @include: ./parts/code.ts{1-1} -->\n````',
      '````md\n<!-- @include: ./path/to/file.md -->\n```\nconst a = 1;\n````',
    ],
    ['`code` then <!-- @include: ./parts/code.ts{1-1} -->', '`code` then const a = 1;'],
  ])('%s', (source, expected) => {
    const result = run(source);
    expect(result.diagnostics).toEqual([]);
    expect(result.source).toBe(expected);
  });

  it('records the files read, for rebuilds and the page cache', () => {
    expect(run('<!--@include: ./parts/code.ts-->').files).toEqual([
      path.join(root, 'parts/code.ts'),
    ]);
  });
});

describe('includes that cannot be resolved are errors at the directive', () => {
  const only = (source: string, file = page) => {
    const { diagnostics } = run(source, file);
    expect(diagnostics).toHaveLength(1);
    return diagnostics[0];
  };

  it("names an alias of the site's own config as the likely cause", () => {
    expect(only('<!-- @include: @snippets/part.md -->').hint).toContain(
      "`@snippets` is read as the docs folder's `snippets` folder",
    );
    expect(only('<!-- @include: @/nowhere.md -->').hint).not.toContain('alias');
  });

  it('past the end of a fence and outside inline code', () => {
    expect(
      only('```md\n<!-- @include: ./gone.md -->\n```\n<!-- @include: ./gone.md -->'),
    ).toMatchObject({ line: 4, rule: 'include/missing' });
    expect(only('`a` <!-- @include: ./gone.md --> `b`')).toMatchObject({
      line: 1,
      column: 5,
      rule: 'include/missing',
    });
  });

  it('a page including itself is one error naming the cycle', () => {
    const started = performance.now();
    const d = only('top\n<!-- @include: ./self.md -->\n', path.join(root, 'self.md'));
    expect(d).toMatchObject({ line: 2, column: 1, rule: 'include/cycle' });
    expect(d.message).toContain('self.md → self.md');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('A → B → A is one error naming the chain, at the directive in B', () => {
    const d = only('<!-- @include: ./b.md -->', path.join(root, 'a.md'));
    expect(d).toMatchObject({ line: 2, column: 1, rule: 'include/cycle' });
    expect(d.file).toMatch(/b\.md$/);
    expect(d.message).toContain('a.md → b.md → a.md');
  });

  it('nesting is bounded', () => {
    expect(only('<!-- @include: ./deep0.md -->').rule).toBe('include/depth');
  });

  it('fan-out is bounded by the size a page may grow to, with one error', () => {
    const started = performance.now();
    const { diagnostics, source } = run('<!-- @include: ./fan7.md -->');
    expect(diagnostics).toMatchObject([{ rule: 'include/size' }]);
    expect(source.length).toBeLessThan(9 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(15000);
  });

  it.each([
    ['<!-- @include: ./parts/folder -->', /is a folder/],
    ['<!-- @include: ./dangling.md -->', /symlink to a file that does not exist/],
    ['<!-- @include: ./loop-a.md -->', /loop/],
    ['<!-- @include: ./missing.md -->', /not found/],
    ['<!-- @include: /etc/hostname -->', /outside the docs folder/],
    ['<!-- @include: ../secret.md -->', /outside the docs folder/],
    ['<!-- @include: ./escape.md -->', /outside the docs folder/],
    ['<!-- @include: ./parts/code.ts#nowhere -->', /no region or heading `#nowhere`/],
    ['<!-- @include: ./parts/code.ts{90-99} -->', /past its end/],
    ['<!-- @include: ./parts/code.ts{x-y} -->', /not understood/],
  ])('%s', (directive, message) => {
    const d = only(`intro\n\n  ${directive}`);
    expect(d).toMatchObject({ severity: 'error', file: 'docs/page.md', line: 3, column: 3 });
    expect(d.message).toMatch(message);
    expect(d.hint).toBeTruthy();
  });
});

describe('links inside included markdown', () => {
  it('point where they pointed in the included file', () => {
    write(
      'parts/links.md',
      '[next](./next.md) ![shot](../img/a.png) [site](/guide/) [ext](https://x.y)\n[ref]: ./ref.md\n```md\n[kept](./as-is.md)\n```\n',
    );
    const { source, diagnostics } = run('<!-- @include: ./parts/links.md -->');
    expect(diagnostics).toEqual([]);
    expect(source).toBe(
      '[next](./parts/next.md) ![shot](./img/a.png) [site](/guide/) [ext](https://x.y)\n[ref]: ./parts/ref.md\n```md\n[kept](./as-is.md)\n```\n',
    );
  });

  it('move both the image and the link of a linked image (a banner)', () => {
    write(
      'parts/banner.md',
      '[![Banner](./banner.png)](../guide/intro.md) and [![Remote](https://x.y/b.png)](./b.md)\n',
    );
    expect(run('<!-- @include: ./parts/banner.md -->').source).toBe(
      '[![Banner](./parts/banner.png)](./guide/intro.md) and [![Remote](https://x.y/b.png)](./parts/b.md)\n',
    );
  });
});

describe('files of the repository around the docs folder', () => {
  // a monorepo: its docs package shows code of another package, never a hidden file or anything beyond the repository
  const repo = tempDir('docs-build-repo-');
  const docs = path.join(repo, 'packages/docs/docs');
  mkdirSync(path.join(repo, '.git'), { recursive: true });
  mkdirSync(path.join(repo, 'packages/core/src'), { recursive: true });
  mkdirSync(docs, { recursive: true });
  writeFileSync(path.join(repo, 'packages/docs/package.json'), '{}');
  writeFileSync(path.join(repo, 'packages/core/src/index.ts'), 'export const answer = 42;\n');
  writeFileSync(path.join(repo, '.env'), 'TOKEN=secret\n');
  const expandIn = (source: string) =>
    expandIncludes(source, {
      file: path.join(docs, 'page.md'),
      displayPath: 'page.md',
      root: docs,
    });

  it('are read, as VitePress reads them', () => {
    const result = expandIn('<!-- @include: ../../core/src/index.ts -->');
    expect(result.diagnostics).toEqual([]);
    expect(result.source).toBe('export const answer = 42;\n');
  });

  it('except hidden ones, and none beyond the repository', () => {
    expect(expandIn('<!-- @include: ../../../.env -->').diagnostics[0].message).toMatch(
      /hidden file outside the docs folder/,
    );
    expect(expandIn('<!-- @include: ../../../../outside.md -->').diagnostics[0].message).toMatch(
      /outside the repository/,
    );
  });
});

describe('include paths a prefix stands for (`markdown.includeAliases`)', () => {
  mkdirSync(path.join(root, 'snippets'), { recursive: true });
  mkdirSync(path.join(root, 'more'), { recursive: true });
  write('snippets/ad.snippet.md', 'from the snippets folder\n');
  write('more/only-here.md', 'from the second folder\n');
  const aliased = (source: string) =>
    expandIncludes(source, {
      file: page,
      displayPath: 'docs/page.md',
      root,
      aliases: { '@': ['snippets/', 'more/'], '@parts/': ['parts/'] },
    });

  it('reads a prefix as its folder, the longest prefix first, each folder tried in order', () => {
    expect(aliased('<!-- @include: @ad.snippet.md -->').source).toBe('from the snippets folder\n');
    expect(aliased('<!-- @include: @only-here.md -->').source).toBe('from the second folder\n');
    expect(aliased('<!-- @include: @parts/code.ts#main -->').source).toBe('const b = 2;');
    expect(aliased('<!-- @include: @ad.snippet.md -->').diagnostics).toEqual([]);
  });

  it('keeps a file found in none of them an error at its line, naming where it was looked for', () => {
    const { diagnostics } = aliased('text\n<!-- @include: @gone.md -->');
    expect(diagnostics).toMatchObject([
      { severity: 'error', rule: 'include/missing', line: 2, column: 1 },
    ]);
    expect(diagnostics[0].hint).toContain('`snippets/gone.md`, `more/gone.md`');
  });
});
