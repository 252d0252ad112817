import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor, loadMathPlugins } from '../../../cli/markdown/pipeline.ts';
import { markContainers } from '../../../cli/markdown/source/container-markers.ts';
import { withColouredCode } from '../../../cli/markdown/plugins/rehype-code.ts';
import { fileData } from './processor-for.ts';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { gfmSyntaxFor } from '../../../cli/markdown/plugins/gfm-syntax-for.ts';

const highlighter = new CodeHighlighter(null);
async function render(source: string, math: boolean) {
  const file = new VFile({
    path: '/docs/guide/page.md',
    value: markContainers(source),
    data: fileData() as unknown as Record<string, unknown>,
  });
  await createMarkdownProcessor({
    highlighter,
    publicDir: '/nonexistent',
    math: math ? await loadMathPlugins() : null,
  }).process(file);
  return { html: await withColouredCode(file, String(file.value)), messages: file.messages };
}

describe('markdown options and library plugins', () => {
  it('typesets $…$ and $$…$$ with KaTeX only when the site turns math on', async () => {
    const source = 'Euler: $e^{i\\pi} + 1 = 0$ costs $5 and $10.\n\n$$\n\\int_0^1 x\\,dx\n$$\n';
    const on = await render(source, true);
    expect(on.html).toContain('class="katex"');
    expect(on.html).toContain('class="katex-display"');
    expect(on.html).not.toContain('$$');
    const off = await render(source, false);
    expect(off.html).not.toContain('katex');
    expect(off.html).toContain('$$');
  });

  it('displays $$…$$ written inside a paragraph on its own line, as VitePress does, and keeps $…$ inline', async () => {
    const { html } = await render(
      'The roots are\n$$ x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a} $$\nwhen $a \\ne 0$.',
      true,
    );
    expect(html.match(/class="katex-display"/g)).toHaveLength(1);
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html).not.toContain('$');
  });

  it('sets ```math blocks as display math, names a heading by its TeX and searches a formula by its TeX', async () => {
    const file = new VFile({
      path: '/docs/guide/page.md',
      value: '## Area $\\pi r^2$\n\nThe sum $\\sum_i x_i$ grows.\n\n```math\n\\frac{a}{b}\n```\n',
      data: fileData() as unknown as Record<string, unknown>,
    });
    await createMarkdownProcessor({
      highlighter,
      publicDir: '/nonexistent',
      math: await loadMathPlugins(),
    }).process(file);
    const html = await withColouredCode(file, String(file.value));
    expect(html).toMatch(/<h2 id="area-pi-r2"/);
    expect(html.match(/class="katex-display"/g)).toHaveLength(1);
    expect(html).not.toContain('<pre');
    const sections = (file.data as { sections: { slug: string; text: string }[] }).sections;
    const area = sections.find((s) => s.slug === 'area-pi-r2')!;
    expect(area.text).toContain('The sum \\sum_i x_i grows.');
    expect(area.text).toContain('\\frac{a}{b}');
    // KaTeX draws with MathML and spans: none of their glyphs reach the search text
    expect(area.text).not.toMatch(/∑|π/);
  });

  it('warns at its line about a formula KaTeX cannot read, and shows its source in red', async () => {
    const { html, messages } = await render('Fine $x$.\n\nBroken $\\frac{1}{$ here.\n', true);
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([['markdown/math', 3]]);
    expect(messages[0].reason).toMatch(/KaTeX could not read this formula/);
    expect(html).toContain('katex-error');
    expect(html).toContain('class="katex"');
  });

  it('warns once, at its line and column, about a $$ block or a math block KaTeX cannot read', async () => {
    for (const source of [
      'Intro.\n\n$$\n\\frac{1}{\n$$\n',
      'Intro.\n\n```math\n\\frac{1}{\n```\n',
    ]) {
      const { messages } = await render(source, true);
      expect(
        messages.map((m) => [m.ruleId, m.line, m.column]),
        source,
      ).toEqual([['markdown/math', 3, 1]]);
    }
  });

  it('says a formula nests too deeply, at its place, rather than passing on a stack overflow', async () => {
    const { messages } = await render(
      `Deep $${'{'.repeat(5000)}$ here.\n\n$$\n${'{'.repeat(5000)}\n$$\n`,
      true,
    );
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['markdown/math', 1],
      ['markdown/math', 3],
    ]);
    for (const m of messages) {
      expect(m.reason).toContain('nests groups');
      expect(m.reason).not.toMatch(/call stack/i);
    }
  });

  it('turns emoji shortcodes into emoji and leaves unknown ones and code alone', async () => {
    const { html } = await render('Done :tada: and :not-an-emoji: but `:tada:` stays.', false);
    expect(html).toContain('Done 🎉 and :not-an-emoji: but <code>:tada:</code> stays.');
    // GitHub's names, which VitePress and VuePress use, and a name only remark-emoji's list has
    expect(
      (await render(':thumbsup: :car: :boat: :heavy_exclamation_mark: :partying:', false)).html,
    ).toContain('👍 🚗 ⛵ ❗ 🥳');
  });

  it('keeps a target the writer set on an external link', async () => {
    const { html } = await render(
      '[here](https://example.com){target="_self"} and [there](https://example.com)',
      false,
    );
    expect(html).toContain('<a href="https://example.com" target="_self">here</a>');
    expect(html).toMatch(
      /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">there<\/a>/,
    );
  });

  it("warns once about a container never closed, not about one ended by its outer container's closing line", async () => {
    // `:::` closes the tip (3 colons); the tabs opened inside it with 4 end there too
    const auto = await render('::: tip\n:::: tabs\n@tab A\ninner\n:::\n', false);
    expect(auto.messages.map((m) => m.ruleId)).toEqual([]);
    expect(auto.html).toMatch(
      /<div class="hint-container tip">.*<div class="tabs">.*inner.*<\/div><\/div><\/div>\s*$/s,
    );
    const open = await render('text\n\n::: tip\nnever closed\n', false);
    expect(open.messages.map((m) => [m.ruleId, m.line])).toEqual([['container-unclosed', 3]]);
  });

  it('warns at a tab line that a code group inside the tab set swallowed, a closing line missing above it', async () => {
    const page =
      '::: tabs\n== npm\n::: code-group\n```sh [npm]\nnpm i\n```\n== yarn\n```sh [yarn]\nyarn add\n```\n:::\n:::\n';
    const { messages } = await render(page, false);
    expect(messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['container-tab', 7, 1]]);
    expect(messages[0].reason).toMatch(/`== yarn` is inside `::: code-group`/);
    // where the tab set is the innermost container, its tab lines are tabs and nothing is said
    const fine = await render(
      '::: tabs\n== npm\n::: code-group\n```sh [npm]\nnpm i\n```\n:::\n== yarn\nyarn add\n:::\n',
      false,
    );
    expect(fine.messages).toEqual([]);
    expect(fine.html.match(/role="tab"/g)).toHaveLength(3);
  });

  const gfmOnly = unified().use(remarkParse).use(remarkGfm, { singleTilde: false });
  const withoutPositions = (tree: unknown) =>
    JSON.parse(JSON.stringify(tree, (k, v) => (k === 'position' ? undefined : v)));

  it('gives the tree remark-gfm gives, on pages with and without each construct', () => {
    const pages = [
      'Plain prose, no table, no links.\n\n* a list\n* of items',
      '# Setup www.example.com\n\n- see https://example.com/a_(b) and mail ops@example.org\n- [a link https://x.io](https://y.io) stays one link',
      '> quoted mailto:me@example.net and xmpp:me@example.net/home, an @ alone and a www without a dot',
      '| a | b |\n|---|---|\n| HTTP://EXAMPLE.COM | `https://in.code` |\n\nno|table\n',
      '- [ ] open\n- [x] done\n- [y] not a task\n\n~~gone~~ and ~kept~ and a note[^1]\n\n[^1]: The note.',
      'Mail me&#64;example.com as an entity; `a@b.c` in code; ~~~\ncode ~~fence~~\n~~~',
    ];
    const ours = createMarkdownProcessor({ highlighter, publicDir: '/nonexistent' });
    for (const page of pages)
      expect(withoutPositions(ours.parse(markContainers(page))), page).toEqual(
        withoutPositions(gfmOnly.parse(page)),
      );
    const links = JSON.stringify(ours.parse(pages[1])).match(/"url":"[^"]+"/g);
    expect(links).toEqual([
      '"url":"http://www.example.com"',
      '"url":"https://example.com/a_(b)"',
      '"url":"mailto:ops@example.org"',
      '"url":"https://y.io"',
    ]);
  });

  it('tries only the GFM constructs whose characters a page holds', () => {
    const names = (source: string) => {
      const syntax = gfmSyntaxFor({ singleTilde: false })(source) as Record<
        string,
        Record<string, unknown>
      >;
      const found = new Set<string>();
      for (const map of Object.values(syntax))
        for (const value of Object.values(map ?? {}))
          for (const c of [value].flat())
            if (typeof c === 'object' && c) found.add((c as { name: string }).name);
      return [...found].sort();
    };
    expect(names('Plain prose and a [link](/x).')).toEqual([]);
    expect(names('a | b\n--|--\n1 | 2')).toEqual(['table']);
    expect(names('write to ops@example.org')).toEqual(['emailAutolink']);
    expect(names('a | b, no delimiter row below')).toEqual([]);
    expect(names('https://a.b, www.c.d, ~~x~~, [^n], - [x] y, a|b, e@f.g\n-|-')).toEqual([
      'emailAutolink',
      'gfmFootnoteCall',
      'gfmFootnoteDefinition',
      'gfmPotentialFootnoteCall',
      'protocolAutolink',
      'strikethrough',
      'table',
      'tasklistCheck',
      'wwwAutolink',
    ]);
  });

  it("parses a component's HTML on its own with the same result as HTML written in the page: markup and link places", async () => {
    const card = '<div class="card"><a href="/guide/other">Other</a><p>Text &amp; more</p></div>';
    const compile = async (source: string) => {
      const data = fileData({ renderComponent: () => card });
      const file = new VFile({
        path: '/docs/guide/page.md',
        value: markContainers(source),
        data: data as unknown as Record<string, unknown>,
      });
      await createMarkdownProcessor({ highlighter, publicDir: '/nonexistent' }).process(file);
      return { html: String(file.value), links: data.links };
    };
    const asComponent = await compile('# Title\n\nIntro.\n\n<Card />\n\n- an item');
    const asHtml = await compile(`# Title\n\nIntro.\n\n${card}\n\n- an item`);
    expect(asComponent.html).toContain('<div class="card"><a href="/guide/other">Other</a><p>Text');
    expect(asComponent.html).toBe(asHtml.html);
    expect(asComponent.links).toEqual(asHtml.links);
    expect(asComponent.links).toContainEqual(
      expect.objectContaining({ url: '/guide/other', line: 5, column: 19 }),
    );
  });
});
