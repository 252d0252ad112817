// Fixture tests: each tests/fixtures/markdown/<plugin>/<case>.md runs through a processor holding only that
// plugin and must produce <case>.html. Set UPDATE_FIXTURES=1 to write missing or changed .html files, then review them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'unified';
import { inflateSync, strFromU8 } from 'fflate';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { remarkAlerts } from '../../../cli/markdown/plugins/remark-alerts.ts';
import { remarkComponents } from '../../../cli/markdown/plugins/remark-components.ts';
import { remarkContainers } from '../../../cli/markdown/plugins/remark-containers.ts';
import { remarkInlineMarks } from '../../../cli/markdown/plugins/remark-inline-marks.ts';
import { remarkInlineFootnotes } from '../../../cli/markdown/plugins/remark-inline-footnotes.ts';
import { remarkAttributes } from '../../../cli/markdown/plugins/remark-attributes.ts';
import { remarkSnippets } from '../../../cli/markdown/plugins/remark-snippets.ts';
import { rehypeCode } from '../../../cli/markdown/plugins/rehype-code.ts';
import { rehypeDiagrams } from '../../../cli/markdown/plugins/rehype-diagrams.ts';
import { rehypeHeadings } from '../../../cli/markdown/plugins/rehype-headings.ts';
import { rehypeLinks } from '../../../cli/markdown/plugins/rehype-links.ts';
import { rehypeToc } from '../../../cli/markdown/plugins/rehype-toc.ts';
import { headingIdRule } from '../../../cli/markdown/dialects/index.ts';
import { markdownTexts } from '../../../cli/markdown/context.ts';
import { fileData, runPlugin } from './processor-for.ts';

const root = path.resolve(import.meta.dirname, '../../fixtures/markdown');
const highlighter = new CodeHighlighter(null);
const components = (name: string, props: Record<string, unknown>) => {
  if (name === 'Badge')
    return `<span class="badge ${props.type ?? 'info'}">${props.text ?? props.children}</span>`;
  // other known components show which name and props reached them
  if (['Catalog', 'VideoPlayer'].includes(name))
    return `<div data-component="${name}" data-props='${JSON.stringify(props)}'></div>`;
  throw new Error(`unknown component <${name}>`);
};

const plugins: Record<
  string,
  { kind: 'remark' | 'rehype'; plugin: Plugin<any[], any>; options?: unknown }
> = {
  'remark-containers': { kind: 'remark', plugin: remarkContainers },
  'remark-alerts': { kind: 'remark', plugin: remarkAlerts },
  'remark-inline-marks': { kind: 'remark', plugin: remarkInlineMarks },
  'remark-components': { kind: 'remark', plugin: remarkComponents },
  'remark-inline-footnotes': { kind: 'remark', plugin: remarkInlineFootnotes },
  'remark-attributes': { kind: 'remark', plugin: remarkAttributes },
  'remark-snippets': { kind: 'remark', plugin: remarkSnippets },
  'rehype-headings': { kind: 'rehype', plugin: rehypeHeadings },
  // the same plugin on a site of VitePress pages, whose heading ids follow VitePress's rule
  'rehype-headings-vitepress': {
    kind: 'rehype',
    plugin: rehypeHeadings,
    options: { headingId: headingIdRule('vitepress') },
  },
  'rehype-links': { kind: 'rehype', plugin: rehypeLinks },
  'rehype-code': { kind: 'rehype', plugin: rehypeCode, options: { highlighter } },
  'rehype-toc': { kind: 'rehype', plugin: rehypeToc },
  'rehype-diagrams': { kind: 'rehype', plugin: rehypeDiagrams },
};

for (const [name, { kind, plugin, options }] of Object.entries(plugins)) {
  describe(name, () => {
    const dir = path.join(root, name);
    for (const entry of readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      it(entry.replace(/\.md$/, ''), async () => {
        const source = readFileSync(path.join(dir, entry), 'utf8');
        // snippet imports read files beside the fixtures: the fixture folder stands for the docs folder
        const lang = entry.includes('zh') ? 'zh-CN' : 'en-US';
        const data = fileData({
          renderComponent: components,
          lang,
          texts: markdownTexts({ lang }),
          ...(name === 'remark-snippets' ? { root: dir, relativePath: entry } : {}),
        });
        if (name === 'rehype-toc')
          data.headers = [
            {
              level: 2,
              title: 'One',
              slug: 'one',
              children: [{ level: 3, title: 'Two', slug: 'two', children: [] }],
            },
          ];
        const { html } = await runPlugin(kind, plugin, options, source, data);
        const expectedFile = path.join(dir, entry.replace(/\.md$/, '.html'));
        if (
          process.env.UPDATE_FIXTURES &&
          (!existsSync(expectedFile) || readFileSync(expectedFile, 'utf8').trim() !== html)
        )
          writeFileSync(expectedFile, `${html}\n`);
        expect(html).toBe(readFileSync(expectedFile, 'utf8').trim());
      });
    }
  });
}

describe('component tags one after another', () => {
  it('says which of them failed, at its own line', async () => {
    const source = 'Intro.\n\n<Badge text="one" />\n<Nope\n  a="1"\n/>\n<Badge text="three" />\n';
    const { html, file } = await runPlugin(
      'remark',
      remarkComponents,
      undefined,
      source,
      fileData({ renderComponent: components }),
    );
    expect(html).toBe(
      '<p>Intro.</p>\n<span class="badge info">one</span>\n\n<span class="badge info">three</span>',
    );
    expect(file.messages.map((m) => [m.line, m.ruleId, m.reason])).toEqual([
      [4, 'component/render', 'unknown component <Nope>'],
    ]);
  });

  it('reads a hyphenated name as a component, which a site can lower to a warning like any other', async () => {
    const { html, file } = await runPlugin(
      'remark',
      remarkComponents,
      undefined,
      'Intro.\n\n<Foo-Bar/>\n\n<Vide-O a="1">x</Vide-O>\n',
      fileData({ renderComponent: components }),
    );
    expect(html).not.toMatch(/Foo-Bar|Vide-O|>x</);
    expect(file.messages.map((m) => [m.line, m.ruleId, m.reason])).toEqual([
      [3, 'component/render', 'unknown component <Foo-Bar>'],
      [5, 'component/render', 'unknown component <Vide-O>'],
    ]);
  });
});

describe('theme-hope diagram fences', () => {
  const drawn = async (source: string) => {
    const { html } = await runPlugin('rehype', rehypeDiagrams, undefined, source);
    const code = /data-code="([^"]+)"/.exec(html)?.[1];
    return {
      kind: /data-diagram="(\w+)"/.exec(html)?.[1],
      source: code && strFromU8(inflateSync(Buffer.from(code, 'base64'))),
    };
  };

  it('draw each as the mermaid diagram it names, titled by the words after its name', async () => {
    expect(await drawn('```sequence Greetings "first"\nAlice ->> Bob: Hello\n```')).toEqual({
      kind: 'mermaid',
      source: '---\ntitle: "Greetings \\"first\\""\n---\nsequenceDiagram\nAlice ->> Bob: Hello',
    });
    expect(await drawn('```git-graph\ncommit\n```')).toEqual({
      kind: 'mermaid',
      source: 'gitGraph\ncommit',
    });
    expect(await drawn('```ts\nconst state = 1;\n```')).toEqual({
      kind: undefined,
      source: undefined,
    });
  });
});

describe('files that raw HTML shows or plays', () => {
  it('are published and checked like images, under the base', async () => {
    const source =
      '<svg><use href="../images/voice.svg?no-inline#voice"></use></svg>\n\n<video src="/clip.mp4" poster="./poster.png"><track src="https://example.com/a.vtt"></video>\n\n<svg><use href="#local"></use></svg>';
    const { html, data } = await runPlugin(
      'rehype',
      rehypeLinks,
      undefined,
      source,
      fileData({ base: '/docs/' }),
    );
    expect(data.images.map((i) => i.src)).toEqual([
      '../images/voice.svg',
      '/clip.mp4',
      './poster.png',
    ]);
    expect(html).toContain('<video src="/docs/clip.mp4" poster="./poster.png">');
    expect(html).toContain('<use href="../images/voice.svg?no-inline#voice"></use>');
  });
});
