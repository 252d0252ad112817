import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { singlePassThemes, type SinglePass } from '../../../cli/markdown/single-pass-themes.ts';

// (a generous tokenising time limit: shiki leaves a line uncoloured past 500 ms, which a loaded machine can reach)
// Blocks of our own in the languages docs use most, with the constructs that pick unusual rules: comments, regular
// expressions, template strings, markdown emphasis and links (italic, bold, underline, strike-through), diffs.
const BLOCKS: [lang: string, code: string][] = [
  [
    'ts',
    'import { mount } from "./drive"\n// mount every storage\nexport async function start(list: string[]): Promise<void> {\n  const re = /^\\/(d|p)\\/([^?]+)$/g\n  for (const item of list) await mount(`/${item}`, { retries: 3 })\n}',
  ],
  [
    'js',
    'const cfg = { port: 5244, "temp_dir": "data/temp" }\nexport default () => cfg.port ?? 80 /* fallback */',
  ],
  [
    'json',
    '{\n  "force": false,\n  "scheme": { "address": "0.0.0.0", "http_port": 5244 },\n  "cache": null\n}',
  ],
  [
    'yaml',
    '# compose file\nservices:\n  alist:\n    image: "xhofe/alist:latest" # pinned\n    ports: ["5244:5244"]\n    restart: unless-stopped',
  ],
  [
    'bash',
    'docker exec -it alist ./alist admin set "$NEW_PASSWORD"\nif [ -f data/config.json ]; then echo ok; fi # done',
  ],
  ['md', '# Title\n\n*italic* **bold** ~~gone~~ [a link](https://example.com) `code`\n\n> quoted'],
  [
    'vue',
    '<script setup lang="ts">\nconst n = ref(1)\n</script>\n\n<template><button @click="n++">{{ n }}</button></template>',
  ],
  ['diff', '-  "port": 5244,\n+  "port": 5245,\n   "cache": true'],
  [
    'go',
    'func (d *Driver) List(ctx context.Context) ([]model.Obj, error) {\n\treturn nil, errs.NotImplement // TODO\n}',
  ],
  [
    'css',
    '.card > .title:hover { color: #3451b2; font-weight: 600; }\n@media (min-width: 768px) { .card { display: grid } }',
  ],
  [
    'nginx',
    'location /dav {\n  proxy_pass http://127.0.0.1:5244;\n  client_max_body_size 20000m;\n}',
  ],
  [
    'python',
    'import requests\n\ndef token(user: str) -> str:\n    """Log in and return the token."""\n    return requests.post(URL, json={"username": user}).json()["data"]["token"]',
  ],
];

/**
 * Each visible character with the styles it is drawn in: what a reader sees, whatever the span boundaries. A span
 * without colours is drawn in the `<pre>`'s (light, and dark through the inherited custom property).
 */
function drawn(html: string): string[] {
  const block = /^<pre[^>]* style="([^"]*)"/.exec(html)![1].toUpperCase();
  const own = {
    color: /(?:^|;)COLOR:([^;]+)/.exec(block)![1],
    '--shiki-dark': /--SHIKI-DARK:([^;]+)/.exec(block)![1],
  };
  const out: string[] = [];
  for (const [, style = '', text] of html.matchAll(/<span(?: style="([^"]*)")?>([^<]*)<\/span>/g)) {
    const styles = Object.fromEntries(
      style
        .split(';')
        .filter(Boolean)
        .map((entry) => entry.split(':') as [string, string]),
    );
    const seen = Object.entries({ ...own, ...styles })
      .sort()
      .join(';');
    for (const char of text
      .replace(/&#x3C;/g, '<')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"'))
      if (!/\s/.test(char)) out.push(`${char} ${seen}`);
  }
  return out;
}

let highlighter: Highlighter;
let singlePass: SinglePass;
beforeAll(async () => {
  highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [...new Set(BLOCKS.map(([lang]) => lang))],
  });
  singlePass = singlePassThemes(highlighter, 'github-light', 'github-dark')!;
  await highlighter.loadTheme(singlePass.theme);
});

describe('both themes from one tokenising pass', () => {
  it.each(BLOCKS)(
    "%s: every character in the colours and font styles of shiki's two passes",
    (lang, code) => {
      const twoPass = highlighter.codeToHtml(code, {
        lang,
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: 'light',
        tokenizeTimeLimit: 10_000,
      });
      const onePass = highlighter.codeToHtml(code, {
        lang,
        theme: singlePass.theme.name,
        mergeWhitespaces: false,
        transformers: [singlePass.transformer],
        tokenizeTimeLimit: 10_000,
      });
      expect(drawn(onePass)).toEqual(drawn(twoPass));
      expect(drawn(onePass).length).toBeGreaterThan(code.replace(/\s/g, '').length / 2);
      // the block reads as a two-theme block: same classes and colours on <pre>
      expect(onePass.slice(0, onePass.indexOf('>'))).toBe(twoPass.slice(0, twoPass.indexOf('>')));
    },
  );

  it.each([
    ...BLOCKS,
    // what the writer must escape and keep: markup characters, entities, quotes, empty and blank lines, tabs
    ['ts', 'const a = "<b>&amp;</b>" // & < > " \'\n\n   \n\tconst b = `${a}`'],
    ['html', '<a href="x&y" title=\'q"\'>&lt;&#x26;</a>'],
    ['text', '<&>"\n\nplain'],
    ['ts', ''],
  ] as [string, string][])(
    "%s: written straight from the tokens, the same bytes as shiki's own HTML",
    async (lang, code) => {
      if (lang !== 'text' && !highlighter.getLoadedLanguages().includes(lang))
        await highlighter.loadLanguage(lang as BundledLanguage);
      const options = {
        lang: lang as BundledLanguage,
        theme: singlePass.theme.name,
        tokenizeTimeLimit: 10_000,
      };
      const viaShiki = highlighter.codeToHtml(code, {
        ...options,
        mergeWhitespaces: false,
        transformers: [singlePass.transformer],
      });
      expect(singlePass.html(highlighter.codeToTokens(code, options).tokens)).toBe(viaShiki);
    },
  );

  it("writes text in the block's own colours without them, as shiki writes them on every span", () => {
    const [lang, code] = BLOCKS[0];
    const own = 'color:#24292E;--shiki-dark:#E1E4E8';
    expect(
      highlighter.codeToHtml(code, {
        lang,
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: 'light',
      }),
    ).toContain(`style="${own}"`);
    const onePass = singlePass.html(
      highlighter.codeToTokens(code, {
        lang: lang as BundledLanguage,
        theme: singlePass.theme.name,
      }).tokens,
    );
    expect(onePass).not.toContain(own);
    expect(onePass).toMatch(/<span>[^<]*\w[^<]*<\/span>/);
  });

  it("keeps shiki's two passes for themes whose rules differ", () => {
    expect(singlePassThemes(highlighter, 'github-light', 'github-light')).not.toBeNull();
    const other = {
      ...highlighter.getTheme('github-dark'),
      name: 'other-dark',
      settings: highlighter.getTheme('github-dark').settings.filter((_, i) => i !== 5),
    };
    return highlighter
      .loadTheme(other)
      .then(() => expect(singlePassThemes(highlighter, 'github-light', 'other-dark')).toBeNull());
  });
});
