import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { check } from '../../../cli/commands/check.ts';

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
