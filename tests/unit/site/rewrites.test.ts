import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { check } from '../../../cli/commands/check.ts';
import { compileRewrites, compileSources } from '../../../cli/site/rewrites.ts';

describe('rewrites', () => {
  it('maps paths by path-to-regexp parameters, the first matching rule winning', () => {
    const rewrite = compileRewrites({
      'en/:rest*': ':rest*',
      'packages/:pkg/src/:slug*': ':pkg/:slug*',
      'old/:page?': 'new/:page?',
      'blog/:year/:post.md': 'posts/:post.md',
      'exact/page.md': 'elsewhere.md',
    });
    expect(['en/index.md', 'en/guide/a.md', 'zh/guide/a.md', 'english.md'].map(rewrite)).toEqual([
      'index.md',
      'guide/a.md',
      'zh/guide/a.md',
      'english.md',
    ]);
    expect(
      [
        'packages/pkg-a/src/index.md',
        'packages/pkg-b/src/deep/bar.md',
        'packages/pkg-a/other.md',
      ].map(rewrite),
    ).toEqual(['pkg-a/index.md', 'pkg-b/deep/bar.md', 'packages/pkg-a/other.md']);
    expect(['old/x.md', 'exact/page.md', 'exact/page.mdx'].map(rewrite)).toEqual([
      'new/x.md',
      'elsewhere.md',
      'exact/page.mdx',
    ]);
    // a parameter is a whole segment: `:post.md` is a literal segment here, so this rule matches nothing
    expect(rewrite('blog/2024/hello.md')).toBe('blog/2024/hello.md');
    expect(compileRewrites(undefined)('a/b.md')).toBe('a/b.md');
  });

  it('never sends a page out of the docs folder, and skips rules that are no patterns', () => {
    const rewrite = compileRewrites({
      ':a/:a': 'x.md',
      ':1': 'y.md',
      'up/:rest*': '../../:rest*',
      'dot/:rest*': './:rest*',
      'bare/:name': ':name',
    });
    expect(['p/q', 'up/secret.md', 'bare/x.txt'].map(rewrite)).toEqual([
      'p/q',
      'up/secret.md',
      'bare/x.txt',
    ]);
    expect(rewrite('dot/page.md')).toBe('page.md');
  });

  it('finds where a page published at a path may lie, by the rules read backwards and checked forwards', () => {
    const sourceOf = compileSources({
      'en/:rest*': ':rest*',
      'packages/:pkg/src/:slug*': ':pkg/:slug*',
      'up/:rest*': '../../:rest*',
    });
    expect(sourceOf('guide/a.md')).toBe('en/guide/a.md');
    expect(sourceOf('index.md')).toBe('en/index.md');
    // no rule publishes at `../x.md`, and none leads back to a path only one rule's target matches wrongly
    expect(sourceOf('../x.md')).toBe('../x.md');
    expect(compileSources({ 'packages/:pkg/src/:slug*': ':pkg/:slug*' })('pkg-a/deep/bar.md')).toBe(
      'packages/pkg-a/src/deep/bar.md',
    );
    expect(compileSources({ 'packages/:pkg/src/:slug*': ':pkg/:slug*' })('top.md')).toBe('top.md');
    expect(compileSources(undefined)('a/b.md')).toBe('a/b.md');
  });
});

describe('a VitePress site whose English pages lie in en/', () => {
  const logger = createLogger({ quiet: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-rewrites-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const docs = path.join(work, 'docs');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), text);
  };
  write(
    '.vitepress/config.ts',
    [
      'process.exit(3)',
      "export default defineConfig({ title: 'Rewritten', rewrites: { 'en/:rest*': ':rest*' },",
      "  locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '简体中文', lang: 'zh-CN' } }, head: [['link', { rel: 'icon', href: '/mini.svg' }]],",
      "  themeConfig: { logo: '/logo.svg', footer: { message: 'Released under the <b>MIT</b> License.', copyright: 'Copyright © 2019-present' }, sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }] }] } } })",
    ].join('\n'),
  );
  write('en/index.md', '# Home\n\nRead the [start](./guide/start.md).\n');
  write('en/guide/start.md', '# Start\n\nBack [home](../index.md), on to [the other](./other).\n');
  write('en/guide/other.md', '# Other\n');
  write('zh/index.md', '# 首页\n');
  write('zh/guide/start.md', '# 开始\n');
  write('zh/guide/only.md', '# 仅中文\n');

  it('publishes them at the root, with links and sidebar entries written for the rewritten paths', async () => {
    const result = await build({ root: docs, out: path.join(work, 'out'), logger });
    expect(result.pages.map((p) => p.data.route).sort()).toEqual([
      '/',
      '/guide/other',
      '/guide/start',
      '/zh/',
      '/zh/guide/only',
      '/zh/guide/start',
    ]);
    // an edit link opens the file where it lies
    expect(result.pages.find((p) => p.data.route === '/guide/start')?.data.filePathRelative).toBe(
      'en/guide/start.md',
    );
    const start = readFileSync(path.join(work, 'out/guide/start.html'), 'utf8');
    expect(start).toContain('href="/"');
    expect(start).toContain('href="/guide/other"');
    // the sidebar the config writes, found under the rewritten route
    expect(start).toMatch(
      /<a class="sidebar-link active" href="\/guide\/start"[^>]*><span>Start<\/span>/,
    );
    const home = readFileSync(path.join(work, 'out/index.html'), 'utf8');
    expect(home).toContain('href="/guide/start"');
    // the config's favicon is the tab's only icon; its logo heads the page
    expect(home.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" href="/mini.svg">']);
    expect(home).toMatch(/<img class="logo" src="\/logo.svg"/);
    // the config's footer, its HTML kept, in place of the default copyright line
    expect(home).toContain(
      '<footer class="site-footer"><div class="footer-text">Released under the <b>MIT</b> License.</div><div class="copyright">Copyright © 2019-present</div></footer>',
    );
  });

  it('names a missing translation by the file where the rewrites would take it from', async () => {
    const { diagnostics } = await check({ root: docs, logger });
    const missing = diagnostics
      .filter((d) => d.rule === 'i18n/missing-page')
      .map((d) => [path.relative(docs, d.file), d.message.replace(/.*expected /, '')]);
    expect(missing.sort()).toEqual([
      [
        'en/guide/other.md',
        `${path.join(path.relative(process.cwd(), docs), 'zh/guide/other.md')})`,
      ],
      ['zh/guide/only.md', `${path.join(path.relative(process.cwd(), docs), 'en/guide/only.md')})`],
    ]);
  });
});
