import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../cli/foreign/shared/literals.ts';
import { siteDefaults } from '../../../cli/foreign/site-config.ts';
import { pickLanguageValues } from '../../../cli/site/language-values.ts';
import { writesLanguage } from '../../../cli/site/language-copies.ts';
import type { FrontMatter } from '../../../runtime/shared/types.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-valaxy-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A Valaxy site in a folder of its own: its config beside `pages/`; the pages folder. */
function site(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return path.join(dir, 'pages');
}

describe('reading a Valaxy config', () => {
  it("reads a helper's argument past its type arguments", () => {
    expect(
      readExport('export default defineValaxyConfig<PressTheme.Config>({ a: 1 })').value,
    ).toEqual({ a: 1 });
    expect(
      readExport('const c = defineConfig<A<B>, C[]>({ b: 2 })\nexport default c').value,
    ).toEqual({ b: 2 });
  });

  it("reads a site with folder locales: the locale's navbar, and message keys as the site's messages", () => {
    const pages = site('folders', {
      'valaxy.config.ts': `export default defineValaxyConfig<PressTheme.Config>({
        siteConfig: { title: 'Nova', lang: 'en' },
        themeConfig: {
          nav: [{ text: 'nav.guide', link: '/guide/' }],
          locales: {
            root: { label: 'English', lang: 'en' },
            zh: { label: '简体中文', lang: 'zh-CN', link: '/zh/', themeConfig: { nav: [{ text: '指南', link: '/zh/guide/' }] } },
          },
        },
      })`,
      'locales/en.yml': 'nav:\n  guide: The Guide\n',
      'pages/index.md': '# Nova\n',
      'pages/guide/index.md': '# Guide\n',
      'pages/zh/index.md': '# 新星\n',
      'pages/zh/guide/index.md': '# 指南\n',
    });
    const { config } = siteDefaults(pages);
    expect(config.title).toBe('Nova');
    expect(config.markdown?.dialect).toBe('valaxy');
    expect(config.locales?.['/']?.navbar).toEqual([{ text: 'The Guide', link: '/guide/' }]);
    expect(config.locales?.['/zh/']).toMatchObject({
      lang: 'zh-CN',
      name: '简体中文',
      navbar: [{ text: '指南', link: '/zh/guide/' }],
    });
  });
});

describe("Valaxy's hint titles", () => {
  it("titles untitled hints in each locale's language, the site's own `blocks` messages first", () => {
    const pages = site('hint-titles', {
      'valaxy.config.ts': `export default defineValaxyConfig({
        siteConfig: { lang: 'en' },
        themeConfig: { locales: { root: { lang: 'en' }, zh: { lang: 'zh-CN', link: '/zh/' } } },
      })`,
      'locales/en.yml': 'blocks:\n  tip: Hint\n',
      'pages/index.md': '# A\n',
      'pages/zh/index.md': '# 甲\n',
    });
    const { config } = siteDefaults(pages);
    expect(config.locales?.['/']?.containerTitles).toMatchObject({
      tip: 'Hint',
      warning: 'WARNING',
      details: 'DETAILS',
    });
    expect(config.locales?.['/zh/']?.containerTitles).toMatchObject({
      tip: '提示',
      warning: '注意',
      danger: '警告',
      info: '信息',
      details: '详情',
    });
  });
});

describe("valaxy-theme-press's sidebar", () => {
  it('makes a category name the group of the pages in it, highest `top` first', () => {
    const pages = site('categories', {
      'valaxy.config.ts': `export default defineValaxyConfig({
        themeConfig: { sidebar: { '/': ['basics'] } },
      })`,
      'locales/en.yml': 'category:\n  basics: The Basics\n',
      'pages/index.md': '# Home\n',
      'pages/a.md': '---\ntitle: Later\ncategories:\n  - basics\n---\n',
      'pages/b.md': '---\ntitle:\n  en: First\n  zh-CN: 第一\ncategories: basics\ntop: 10\n---\n',
    });
    expect(siteDefaults(pages).config.locales?.['/']?.sidebar).toEqual({
      '/': [
        {
          text: 'The Basics',
          collapsible: false,
          children: [
            { text: 'First', link: '/b' },
            { text: 'Later', link: '/a' },
          ],
        },
      ],
    });
  });
});

describe("valaxy-theme-press's nested categories", () => {
  it('puts a page of `categories: [a, b]` in the group of b inside the group of a; a string with a slash is one category', () => {
    const pages = site('nested-categories', {
      'valaxy.config.ts': `export default defineValaxyConfig({
        themeConfig: { sidebar: { '/': ['basics', 'basics/more'] } },
      })`,
      'locales/en.yml': 'category:\n  basics: The Basics\n  deeper: Deeper\n',
      'pages/index.md': '# Home\n',
      'pages/a.md': '---\ntitle: Top\ncategories: [basics]\n---\n',
      'pages/b.md': '---\ntitle: Inner\ncategories: [basics, deeper]\n---\n',
      'pages/c.md': '---\ntitle: Innermost\ncategories: [basics, deeper, deepest]\n---\n',
      'pages/d.md': '---\ntitle: Slashed\ncategories: basics/more\n---\n',
    });
    expect(siteDefaults(pages).config.locales?.['/']?.sidebar).toEqual({
      '/': [
        {
          text: 'The Basics',
          collapsible: false,
          children: [
            { text: 'Top', link: '/a' },
            {
              text: 'Deeper',
              collapsible: false,
              children: [
                { text: 'Inner', link: '/b' },
                {
                  text: 'category.deepest',
                  collapsible: false,
                  children: [{ text: 'Innermost', link: '/c' }],
                },
              ],
            },
          ],
        },
        {
          text: 'category.basics/more',
          collapsible: false,
          children: [{ text: 'Slashed', link: '/d' }],
        },
      ],
    });
  });
});

describe('pages written in two languages', () => {
  it('picks the page language of a per-language value, else the first written', () => {
    const data = {
      title: { en: 'Start', 'zh-CN': '开始' },
      description: { en: 'How' },
    } as FrontMatter;
    pickLanguageValues(data, 'zh-CN');
    expect(data).toMatchObject({ title: '开始', description: 'How' });
    const other = {
      title: { en: 'Start', 'zh-CN': '开始' },
      tags: { a: 1 },
    } as unknown as FrontMatter;
    pickLanguageValues(other, 'en-US');
    expect(other).toMatchObject({ title: 'Start', tags: { a: 1 } });
  });

  it('takes its language containers from the config: `markdown.container.languages` over `siteConfig.languages`', () => {
    const files = {
      'pages/index.md': '# Home\n\n::: en\nHi\n:::\n\n::: ja\nこんにちは\n:::\n',
      'pages/guide.md': '# Guide\n\n::: ja\nガイド\n:::\n',
    };
    const fromSite = siteDefaults(
      site('languages', {
        ...files,
        'valaxy.config.ts':
          "export default defineValaxyConfig({ siteConfig: { lang: 'en', languages: ['en', 'ja'] } })",
      }),
    ).config;
    expect(fromSite.markdown?.languageContainers).toEqual(['en', 'ja']);
    expect(Object.keys(fromSite.locales ?? {})).toEqual(['/', '/ja/']);
    expect(fromSite.locales?.['/ja/']?.lang).toBe('ja');
    const fromMarkdown = siteDefaults(
      site('container-languages', {
        ...files,
        'valaxy.config.ts':
          "export default defineValaxyConfig({ siteConfig: { languages: ['en', 'ja'] }, markdown: { container: { languages: ['en', 'fr'] } } })",
      }),
    ).config;
    expect(fromMarkdown.markdown?.languageContainers).toEqual(['en', 'fr']);
    // no page writes French: one language, no locales of its own
    expect(Object.keys(fromMarkdown.locales ?? { '/': {} })).toEqual(['/']);
  });

  it('knows a page that writes a language container of a language', () => {
    expect(writesLanguage('::: en\nHi\n:::\n\n::: zh-CN\n你好\n:::\n', 'zh-CN')).toBe(true);
    expect(writesLanguage('::: tip\nHi\n:::\n', 'zh-CN')).toBe(false);
  });
});
