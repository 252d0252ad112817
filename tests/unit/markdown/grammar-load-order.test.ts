import { describe, expect, it } from 'vitest';
import { loadLanguages, renderCode } from '../../../cli/markdown/shiki-render.ts';

// The grammars a build expects are loaded before its first block, in an order where none is loaded twice and a
// grammar meets the languages it embeds and the patterns others inject into it. Asked for in the worst order
// (markdown first, then what it embeds, then Vue, which injects into markdown), a markdown block still comes out
// with its front matter coloured as YAML and its `{{ }}` as Vue: loaded one by one in that order, it did not.
// Shiki is one instance per thread, so this file loads these languages once, here.
const PAGE = '---\nlayout: home\n---\n\n# {{ $frontmatter.title }}\n\nSome text.';

/** Each visible piece of text with the colour it is drawn in: a span without one is in the `<pre>`'s. */
const colours = (html: string) => {
  const own = /<pre[^>]* style="[^"]*;color:(#\w+)/.exec(html)![1].toUpperCase();
  return new Map(
    [...html.matchAll(/<span(?: style="([^"]*)")?>([^<]*)<\/span>/g)].map(
      ([, style = '', text]) => [text.trim(), /^color:(#\w+)/.exec(style)?.[1] ?? own],
    ),
  );
};

describe('loading the grammars a build expects', () => {
  it('colours a markdown block with every grammar it embeds or is injected with, whatever order they were asked for in', async () => {
    await loadLanguages(['markdown', 'yaml', 'javascript', 'vue']);
    const drawn = colours(await renderCode(PAGE, 'markdown', []));
    // YAML: the key in the key colour, apart from its value
    expect(drawn.get('layout')).toBe('#1C6D2F');
    expect(drawn.get('home')).toBe('#032F62');
    // Vue's interpolation inside the heading: the expression is drawn apart from the heading's text
    expect(drawn.get('# {{')).toBe('#005BC3');
    expect(drawn.get('$frontmatter')).toBe('#24292E');
  }, 60_000);
});
