import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { en } from '../../../runtime/shared/texts/en.ts';

const logger = createLogger({ quiet: true });
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-language-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds a folder of the given files, returning a function reading an output file. */
async function built(name: string, files: Record<string, string>) {
  const docs = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), text);
  }
  const out = path.join(work, `${name}-out`);
  await build({ root: docs, out, logger });
  return (file: string) => readFileSync(path.join(out, file), 'utf8');
}

const guide = `# 指南\n\n${'这是一段中文说明。'.repeat(40)}\n\n## 安装\n\n正文。\n\n## 配置\n\n正文。\n`;

describe('a Chinese-only VitePress site', () => {
  it("is Chinese on every page, in the theme's words and the config's own labels", async () => {
    const read = await built('vp-zh', {
      'index.md': '# 首页\n',
      'guide/start.md': guide,
      'guide/next.md': '# 下一步\n',
      '.vitepress/config.mts': [
        "export default defineConfig({ lang: 'zh-CN', title: '文档',",
        "  themeConfig: { outline: { label: '页面导航' }, docFooter: { prev: '上一篇', next: '下一篇' },",
        "    sidebar: [{ text: '指南', items: [{ text: '开始', link: '/guide/start' }, { text: '下一步', link: '/guide/next' }] }] } })",
      ].join('\n'),
    });
    const html = read('guide/start.html');
    expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(html).toContain('页面导航');
    expect(html).toContain('下一篇');
    // the theme's own Chinese words where the config names none
    expect(html).toContain('跳至主要内容');
    for (const english of [en.theme.toc, en.theme.next, en.theme.skipToContent, 'About '])
      expect(html).not.toContain(`>${english}`);
    expect(read('index.html')).toMatch(/<html[^>]* lang="zh-CN"/);
  });

  it('tells the truth of a language with no words of ours, and reads its labels', async () => {
    const read = await built('vp-ja', {
      'index.md': '# ホーム\n',
      'guide/start.md': '# ガイド\n\n## 設定\n\n本文。\n',
      '.vitepress/config.mts':
        "export default { lang: 'ja', themeConfig: { outline: { label: 'このページの内容' } } }\n",
    });
    const html = read('guide/start.html');
    expect(html).toMatch(/<html[^>]* lang="ja"/);
    expect(html).toContain('このページの内容');
    expect(html).toContain(en.theme.skipToContent);
  });
});
