// A locale's interface words as its config sets them reach the markup the markdown stage writes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import { buildPage } from '../../../cli/markdown/compile-site.ts';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor } from '../../../cli/markdown/pipeline.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';

const root = '/site/docs';
const processor = createMarkdownProcessor({
  highlighter: new CodeHighlighter(null),
  publicDir: path.join(root, '..', 'public'),
});

/** A resolved config with two locales; only what the markdown stage reads of it. */
function siteWith(locales: Record<string, { lang: string; texts: object }>) {
  const config = { root, base: '/', data: {}, user: { title: 'T', locales }, locales };
  return config as unknown as ResolvedConfig;
}

function pageIn(locale: string): SourcePage {
  const body = '# Code\n\n```js\nlet a = 1;\n```\n\n::: tip\nUseful.\n:::\n';
  return {
    file: path.join(root, `${locale}code.md`),
    relativePath: `${locale.slice(1)}code.md`,
    sourcePath: `${locale.slice(1)}code.md`,
    displayPath: `${locale.slice(1)}code.md`,
    route: `${locale}code`,
    locale,
    source: body,
    frontmatter: {},
    body,
    bodyLineOffset: 0,
    title: 'Code',
    git: { contributors: [] },
  };
}

async function html(config: ResolvedConfig, locale: string) {
  const session = { config, processor, server: {}, headingId: undefined };
  const site = { routes: new Set<string>(), summaries: [] };
  const built = await buildPage(session as never, pageIn(locale), site);
  return built.compiled.html;
}

describe("a locale's interface words in pages", () => {
  it("label the copy button of code blocks with the config's `texts.copy` and `texts.copied`", async () => {
    const config = siteWith({
      '/': { lang: 'en-US', texts: { copy: 'Copy this', copied: 'Done' } },
      '/zh/': { lang: 'zh-CN', texts: { copy: '拷贝', copied: '好了' } },
    });
    expect(await html(config, '/')).toContain('aria-label="Copy this" data-copied="Done"');
    expect(await html(config, '/zh/')).toContain('aria-label="拷贝" data-copied="好了"');
  });

  it("title untitled hints in the locale's language", async () => {
    const config = siteWith({
      '/': { lang: 'en-US', texts: {} },
      '/zh/': { lang: 'zh-CN', texts: {} },
    });
    expect(await html(config, '/')).toContain('<p class="hint-container-title">Tip</p>');
    expect(await html(config, '/zh/')).toContain('<p class="hint-container-title">提示</p>');
  });
});
