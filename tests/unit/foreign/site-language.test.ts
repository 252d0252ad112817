import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '../../../cli/foreign/site-config.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-lang-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fresh folder with the given files. */
function folder(name: string, files: Record<string, string>): string {
  const root = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const rootLocale = (files: Record<string, string>, name: string) =>
  siteDefaults(folder(name, { 'index.md': '# T\n', 'guide/a.md': '# A\n', ...files })).config
    .locales['/'];

describe("a foreign site's one language", () => {
  it.each([
    ['VitePress', '.vitepress/config.mts', "export default { lang: 'zh-CN', title: '文档' }\n"],
    ['VuePress', '.vuepress/config.ts', 'export default defineUserConfig({ lang: "zh-CN" })\n'],
    [
      'theme-hope',
      '.vuepress/config.ts',
      'import { hopeTheme } from "vuepress-theme-hope";\nexport default defineUserConfig({ lang: "zh-CN", theme: hopeTheme({}) })\n',
    ],
  ])('is the top-level `lang` of a %s config without locales', (tool, file, text) => {
    const locale = rootLocale({ [file]: text }, `top-${tool}`);
    expect(locale.lang).toBe('zh-CN');
    // named as the loader names a language, not "English"
    expect(locale.name).toBeUndefined();
  });

  it('gives way to the root entry under `locales`', () => {
    const locale = rootLocale(
      {
        '.vitepress/config.ts':
          "export default { lang: 'zh-CN', locales: { root: { label: 'British English', lang: 'en-GB' } } }\n",
      },
      'root-entry',
    );
    expect(locale).toMatchObject({ lang: 'en-GB', name: 'British English' });
  });

  it('is any language the config names, Japanese too', () => {
    expect(
      rootLocale({ '.vitepress/config.ts': "export default { lang: 'ja' }\n" }, 'ja').lang,
    ).toBe('ja');
  });
});

describe("a foreign site's label options", () => {
  it("reads VitePress's theme labels as the locale's texts, a locale's own over the site's", () => {
    const theme = [
      "outline: { level: [2, 3], label: '页面导航' }",
      "docFooter: { prev: '上一页', next: '下一页' }",
      "editLink: { pattern: 'https://x/:path', text: '在 GitHub 上编辑此页面' }",
      "lastUpdated: { text: '最后更新于' }",
      "returnToTopLabel: '回到顶部'",
      "sidebarMenuLabel: '菜单'",
      "darkModeSwitchLabel: '主题'",
      "search: { provider: 'local', options: { translations: { button: { buttonText: '搜索文档' }, modal: { noResultsText: '无法找到相关结果' } } } }",
    ].join(', ');
    const { config } = siteDefaults(
      folder('vp-labels', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'en/index.md': '# T\n',
        'en/guide/a.md': '# A\n',
        '.vitepress/config.ts': `export default { lang: 'zh-CN', themeConfig: { ${theme} },\n locales: { root: { label: '简体中文' }, en: { label: 'English', lang: 'en-US', themeConfig: { outline: { label: 'On this page' } } } } }\n`,
      }),
    );
    expect(config.locales['/'].texts).toEqual({
      toc: '页面导航',
      prev: '上一页',
      next: '下一页',
      editLink: '在 GitHub 上编辑此页面',
      lastUpdated: '最后更新于',
      backToTop: '回到顶部',
      sidebar: '菜单',
      darkmode: '主题',
      searchPlaceholder: '搜索文档',
      searchNoResults: '无法找到相关结果',
    });
    expect(config.locales['/en/'].texts).toMatchObject({ toc: 'On this page', prev: '上一页' });
  });

  it('leaves a label code makes, or one of another shape, to the language', () => {
    const { config } = siteDefaults(
      folder('vp-code-labels', {
        'index.md': '# T\n',
        '.vitepress/config.ts':
          "export default { themeConfig: { outline: { label: t('toc') }, docFooter: { prev: false }, returnToTopLabel: '  ', editLink: { text: '编辑' } } }\n",
      }),
    );
    expect(config.locales['/'].texts).toEqual({ editLink: '编辑' });
  });

  it("reads theme-hope's locale texts, a locale's entry over the theme's", () => {
    const { config } = siteDefaults(
      folder('hope-labels', {
        'README.md': '# T\n',
        'guide/a.md': '# A\n',
        '.vuepress/config.ts': [
          'import { hopeTheme } from "vuepress-theme-hope";',
          'export default defineUserConfig({ lang: "zh-CN", theme: hopeTheme({',
          '  metaLocales: { toc: "本页目录", editLink: "改进此页" },',
          '  locales: { "/": { metaLocales: { toc: "此页内容" }, routeLocales: { notFoundMsg: ["空空如也"], home: "回首页" }, outlookLocales: { darkmode: "外观" } } },',
          '}) })',
        ].join('\n'),
      }),
    );
    expect(config.locales['/'].texts).toEqual({
      toc: '此页内容',
      editLink: '改进此页',
      notFoundHints: ['空空如也'],
      goHome: '回首页',
      darkmode: '外观',
    });
  });

  it("reads VuePress's default-theme texts and hint titles", () => {
    const { config } = siteDefaults(
      folder('vuepress-labels', {
        'README.md': '# T\n',
        '.vuepress/config.ts':
          'export default defineUserConfig({ lang: "zh-CN", theme: defaultTheme({ editLinkText: "编辑", tip: "提示", notFound: ["找不到"] }) })\n',
      }),
    );
    expect(config.locales['/']).toMatchObject({
      texts: { editLink: '编辑', notFoundHints: ['找不到'] },
      containerTitles: { tip: '提示' },
    });
  });
});
