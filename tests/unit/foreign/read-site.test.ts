import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '../../../cli/foreign/site-config.ts';
import { projectRoot, publicDirOf, siteCacheDir } from '../../../cli/core/project.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-bare-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fresh folder with the given files. */
function folder(name: string, files: Record<string, string>): string {
  const root = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  mkdirSync(root, { recursive: true });
  return root;
}

describe('the config of a folder without one', () => {
  it.each([
    [
      'front matter title',
      { 'index.md': '---\ntitle: From Front Matter\n---\n# Heading\n' },
      'From Front Matter',
    ],
    [
      'VitePress hero name',
      { 'index.md': '---\nlayout: home\nhero:\n  name: Hero Name\n---\n' },
      'Hero Name',
    ],
    [
      'h1 without its {#id}, tags and marks',
      { 'README.md': '# The `Best` *Tool* <Badge text="new"/> {#top}\n' },
      'The Best Tool',
    ],
    ['h1 link text', { 'index.md': '# [Linked](https://example.com) title\n' }, 'Linked title'],
  ])('takes the title from the home page: %s', (name, files, title) => {
    const { config } = siteDefaults(folder(name.replace(/\W+/g, '-'), files));
    expect(config.title).toBe(title);
    expect(config.locales['/'].title).toBe(title);
  });

  it('falls back to the folder name, or the one above a generic "docs"', () => {
    expect(siteDefaults(folder('handbook', { 'page.md': '# Page\n' })).config.title).toBe(
      'handbook',
    );
    expect(siteDefaults(folder('widget/docs', { 'page.md': 'no heading\n' })).config.title).toBe(
      'widget',
    );
  });

  it('has one locale, a sidebar from the folder structure, an empty navbar, and names a foreign config it did not run', () => {
    const { config, notes } = siteDefaults(
      folder('vp', { 'index.md': '# X\n', '.vitepress/config.mts': 'throw new Error("ran")' }),
    );
    expect(Object.keys(config.locales)).toEqual(['/']);
    expect(config.locales['/']).toMatchObject({
      lang: 'en-US',
      navbar: [],
      sidebar: { '/': 'structure' },
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/\.vitepress[/\\]config\.mts .*not run/);
    // the pages were written for VitePress, so their headings get its ids; no math without `math: true`
    expect(config.markdown).toEqual({ dialect: 'vitepress' });
  });

  it('counts the entries code makes in one place of the notes, with the first places they are in', () => {
    // links at the root share no folder whose pages could stand in for the code
    const spread = (text: string) =>
      `{ text: "${text}", items: [{ text: "Intro", link: "/intro" }, ...links.map(f)] }`;
    const { notes } = siteDefaults(
      folder('vp-code-entries', {
        'index.md': '# X\n',
        'intro.md': '# Intro\n',
        '.vitepress/config.ts': [
          'export default { themeConfig: {',
          `  nav: [${spread('Menu')}],`,
          `  sidebar: { "/guide/": [${spread('Guide')}, ${spread('More')}, ${spread('Last')}, ...extra, { text: "Gone", link: "/gone" }] },`,
          '} }',
        ].join('\n'),
      }),
    );
    expect(notes).toContainEqual(
      expect.stringMatching(
        /6 sidebar or nav entries .* are left out: 5 made by code \(in "Guide", "More", "Last" and 2 other places\), "Gone" \(\/gone\)$/,
      ),
    );
  });

  it("takes each locale's sidebar and navbar from a VitePress config that writes them out, and none of them from code", () => {
    const pages = {
      'index.md': '# X\n',
      'guide/intro.md': '# Intro\n',
      'zh/index.md': '# X\n',
      'zh/guide/intro.md': '# 介绍\n',
    };
    const { config, notes } = siteDefaults(
      folder('vp-nav', {
        ...pages,
        '.vitepress/config.ts': [
          'const zhSidebar = [{ text: "指南", items: [{ text: "介绍", link: "/zh/guide/intro" }] }]',
          'export default defineConfig({',
          '  themeConfig: { nav: [{ text: "Guide", link: "/guide/intro" }], sidebar: { "/guide/": [{ text: "Guide", items: [{ text: "Intro", link: "/guide/intro" }, { text: "Gone", link: "/guide/gone" }] }] } },',
          '  locales: { root: { label: "English" }, zh: { label: "简体中文", themeConfig: { nav: zhNav(), sidebar: zhSidebar } } },',
          '})',
        ].join('\n'),
      }),
    );
    expect(config.locales['/']).toMatchObject({
      navbar: [{ text: 'Guide', link: '/guide/intro' }],
      sidebar: {
        '/guide/': [
          {
            text: 'Guide',
            collapsible: false,
            children: [{ text: 'Intro', link: '/guide/intro' }],
          },
        ],
        '/': false,
      },
    });
    // zh's nav is a call: only its sidebar is read
    expect(config.locales['/zh/']).toMatchObject({
      navbar: [],
      sidebar: {
        '/zh/': [
          {
            text: '指南',
            collapsible: false,
            children: [{ text: '介绍', link: '/zh/guide/intro' }],
          },
        ],
      },
    });
    expect(notes[0]).toMatch(
      /building with defaults and VitePress's heading ids and its sidebar and nav as written in it/,
    );
    expect(notes.slice(1)).toEqual([
      expect.stringMatching(
        /makes its nav of \/zh\/ with code, which is not run: the navbar stays empty \(write it in/,
      ),
      expect.stringMatching(
        /^docs-build: 1 sidebar or nav entry of .* is made by code or names no page of the folder, and is left out/,
      ),
    ]);
    const coded = siteDefaults(
      folder('vp-nav-code', {
        ...pages,
        '.vitepress/config.ts': 'export default { themeConfig: { sidebar: sidebar() } }',
      }),
    );
    expect(coded.config.locales['/'].sidebar).toEqual({ '/': 'structure' });
    expect(coded.notes[1]).toMatch(
      /makes its sidebar with code, which is not run: the sidebar lists the folders/,
    );
  });

  it("takes each locale's sidebar and navbar from a VuePress theme's options, through the files that hand them on", () => {
    const root = folder('vuepress-nav', {
      'README.md': '# Home\n',
      'guide/README.md': '---\ntitle: Guide home\n---\n',
      'guide/intro.md': '# Introduction\n',
      'guide/setup.md': '# Setup\n',
      'zh/README.md': '# 首页\n',
      'zh/guide/intro.md': '# 介绍\n',
      '.vuepress/config.ts': [
        "import { defaultTheme } from '@vuepress/theme-default'",
        "import { navbarEn, sidebarEn, sidebarZh } from './configs/index.js'",
        'process.exit(3)',
        'export default defineUserConfig({',
        "  theme: defaultTheme({ logo: '/logo.png', navbar: navbarEn, sidebar: sidebarEn, locales: { '/zh/': { sidebar: sidebarZh } } }),",
        '})',
      ].join('\n'),
      '.vuepress/configs/index.ts':
        "export * from './navbar.js'\nexport { sidebar as sidebarEn, zh as sidebarZh } from './sidebar.js'\n",
      '.vuepress/configs/navbar.ts':
        "export const navbarEn: NavbarOptions = ['/guide/intro.md', { text: 'More', children: [{ text: 'Setup', children: ['/guide/setup.md'] }, { text: 'Out', link: 'https://x.example' }] }]\n",
      '.vuepress/configs/sidebar.ts': [
        "export const sidebar: SidebarOptions = { '/guide/': [{ text: 'Guide', collapsible: true, children: ['intro.md', '/guide/setup.md', 'gone.md'] }, '/guide/'] }",
        "export const zh = ['guide/intro.md']",
      ].join('\n'),
    });
    const { config, notes } = siteDefaults(root);
    expect(config.markdown).toEqual({ dialect: 'vuepress' });
    expect(config.locales['/']).toMatchObject({
      // a page named by its file takes its page's title
      navbar: [
        { text: 'Introduction', link: '/guide/intro' },
        {
          text: 'More',
          children: [
            { text: 'Setup', link: '/guide/setup' },
            { text: 'Out', link: 'https://x.example' },
          ],
        },
      ],
      sidebar: {
        '/guide/': [
          { text: 'Guide', collapsible: true, children: ['/guide/intro', '/guide/setup'] },
          '/guide/',
        ],
        '/': false,
      },
    });
    // the locale's own sidebar wins; the theme's navbar serves every locale without its own
    expect(config.locales['/zh/'].sidebar).toEqual({ '/zh/': ['/zh/guide/intro'] });
    expect(config.locales['/zh/'].navbar).toEqual(config.locales['/'].navbar);
    expect(notes[0]).toMatch(/VuePress's heading ids and its sidebar and nav as written in it/);
    expect(notes[1]).toMatch(/^docs-build: 1 sidebar or nav entry .* left out/);
  });

  it("follows a VitePress config folder's relative imports, only inside the site's project", () => {
    writeFileSync(
      path.join(work, 'outside.ts'),
      'export const secret = [{ text: "Secret", link: "/guide/intro" }]',
    );
    const { config, notes } = siteDefaults(
      folder('vp-imports', {
        'index.md': '# X\n',
        'guide/intro.md': '# Intro\n',
        '.vitepress/config/index.ts':
          "import { en } from './en'\nimport { secret } from '../../../outside'\nprocess.exit(3)\nexport default defineConfig({ title: en.title, themeConfig: { ...en.themeConfig, nav: secret } })",
        '.vitepress/config/en.ts':
          '// export const en = {}\nexport const en = defineConfig({ themeConfig: { sidebar: [{ text: "Intro", link: "/guide/intro" }] } })',
      }),
    );
    expect(config.locales['/']).toMatchObject({
      navbar: [],
      sidebar: { '/': [{ text: 'Intro', link: '/guide/intro' }] },
    });
    // named from the folder the command runs in, as diagnostics name files
    expect(notes[0]).toContain(
      `docs-build: ${path.relative(process.cwd(), path.join(work, 'vp-imports/.vitepress/config/index.ts'))} is another generator's config`,
    );
    expect(notes[1]).toMatch(/makes its nav with code, which is not run: the navbar stays empty/);
  });

  it('takes the attribute delimiters a VitePress config sets, braces staying the default', () => {
    const site = (name: string, attrs: string) =>
      siteDefaults(
        folder(name, {
          'index.md': '# X\n',
          '.vitepress/config/index.ts':
            "import { shared } from './shared'\nexport default defineConfig({ ...shared })",
          '.vitepress/config/shared.ts': `export const shared = defineConfig({ markdown: { attrs: ${attrs} } })`,
        }),
      );
    const percent = site('vp-attrs', "{ leftDelimiter: '%{', rightDelimiter: '}%' }");
    expect(percent.config.markdown).toMatchObject({
      attrs: { leftDelimiter: '%{', rightDelimiter: '}%' },
    });
    expect(percent.notes[0]).toMatch(/attributes written `%\{#id\}%`/);
    expect(site('vp-attrs-braces', "{ leftDelimiter: '{' }").config.markdown).not.toHaveProperty(
      'attrs',
    );
    expect(percent.notes.some((note) => note.includes('slugify'))).toBe(false);
    const slugify = siteDefaults(
      folder('vp-slugify', {
        'index.md': '# X\n',
        '.vitepress/config.ts':
          "import { slugify } from './slugify'\nexport default { markdown: { anchor: { slugify } } }",
      }),
    );
    expect(slugify.notes).toContainEqual(
      expect.stringMatching(
        /its own `markdown.anchor.slugify`, code which is not run: headings get VitePress's ids/,
      ),
    );
    // VitePress 2's names, as Vue Router's docs write them
    expect(site('vp2-attrs', "{ left: '%{', right: '}%' }").config.markdown).toMatchObject({
      attrs: { leftDelimiter: '%{', rightDelimiter: '}%' },
    });
    const off = site('vp-attrs-off', '{ disable: true }');
    expect(off.config.markdown).toMatchObject({ attrs: { disable: true } });
    expect(off.notes[0]).toMatch(/no `\{…\}` attributes/);
  });

  it("reads a locale's own VitePress config in its folder over the main one, never running it", () => {
    const pages = {
      'index.md': '# X\n',
      'guide/intro.md': '# Intro\n',
      'zh/index.md': '# X\n',
      'zh/guide/intro.md': '# 介绍\n',
    };
    const { config, notes } = siteDefaults(
      folder('vp-additional', {
        ...pages,
        '.vitepress/config.ts':
          'export default defineConfig({ title: "Main", themeConfig: { nav: [{ text: "Main nav", link: "/" }] }, locales: { root: { label: "English" }, zh: { label: "简体中文" } } })',
        'config.ts': [
          'process.exit(3)',
          'export default defineAdditionalConfig({',
          '  description: "Root description",',
          '  themeConfig: { nav: nav(), sidebar: { "/guide/": { base: "/guide/", items: sidebarGuide() } } }',
          '})',
          'function nav(): DefaultTheme.NavItem[] { return [{ text: "Guide", link: "/guide/intro" }] }',
          'function sidebarGuide() { return [{ text: "Start", items: [{ text: "Intro", link: "intro" }] }] }',
        ].join('\n'),
        'zh/config.ts':
          'export default defineAdditionalConfig({ title: "中文站", themeConfig: { sidebar: [{ text: "介绍", link: "/zh/guide/intro" }] } })',
      }),
    );
    expect(config.locales['/']).toMatchObject({
      description: 'Root description',
      navbar: [{ text: 'Guide', link: '/guide/intro' }],
      sidebar: {
        '/guide/': [
          {
            text: 'Start',
            collapsible: false,
            children: [{ text: 'Intro', link: '/guide/intro' }],
          },
        ],
      },
    });
    expect(config.locales['/zh/']).toMatchObject({
      title: '中文站',
      sidebar: { '/zh/': [{ text: '介绍', link: '/zh/guide/intro' }] },
    });
    expect(config.title).toBe('Main');
    expect(notes[0]).toMatch(/its sidebar and nav as written in it/);
    // beside no .vitepress folder, a config.ts among the pages is only a file
    const plain = siteDefaults(
      folder('not-vitepress', { ...pages, 'config.ts': 'export default { description: "No" }' }),
    );
    expect(plain.config.locales['/'].description).not.toBe('No');
  });

  it("reads pages beside a .vitepress or .vuepress folder as that tool's even without a config file, and others as ours", () => {
    expect(
      siteDefaults(
        folder('vp-theme-only', { 'index.md': '# T\n', '.vitepress/theme/index.ts': '' }),
      ).config.markdown,
    ).toEqual({ dialect: 'vitepress' });
    expect(
      siteDefaults(
        folder('vuepress', { 'README.md': '# V\n', '.vuepress/config.ts': 'export default {}' }),
      ).config.markdown,
    ).toEqual({ dialect: 'vuepress' });
    // theme-hope named in any file of the folder, not only the config
    const { config, notes } = siteDefaults(
      folder('hope', {
        'README.md': '# H\n',
        '.vuepress/config.ts': 'import theme from "./theme.js"',
        '.vuepress/theme.ts': 'import { hopeTheme } from "vuepress-theme-hope";',
      }),
    );
    expect(config.markdown).toEqual({ dialect: 'theme-hope' });
    expect(notes[0]).toMatch(/vuepress-theme-hope's heading ids/);
    expect(siteDefaults(folder('plain', { 'README.md': '# P\n' })).config.markdown).toBeUndefined();
  });

  it('makes a language folder that mirrors the root a locale, and leaves other folders as pages', () => {
    const { config } = siteDefaults(
      folder('multi', {
        'index.md': '# Tool\n',
        'guide/start.md': '# Start\n',
        'zh/index.md': '---\nlayout: home\nhero:\n  name: 工具\n---\n',
        'zh/guide/start.md': '# 开始\n',
        // a language's name, but nothing in it mirrors the root
        'it/index.md': '# IT teams\n',
        'it/budget.md': '# Budget\n',
        // mirrors the root, but no language
        'extra/index.md': '# Extra\n',
        'extra/guide/start.md': '# Start\n',
      }),
    );
    expect(Object.keys(config.locales)).toEqual(['/', '/zh/']);
    expect(config.locales['/zh/']).toMatchObject({
      lang: 'zh',
      name: '中文',
      title: '工具',
      sidebar: { '/zh/': 'structure' },
    });
  });

  it("takes each locale's language from the foreign config, where it names one", () => {
    const { config } = siteDefaults(
      folder('vp-langs', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'zh/index.md': '# 中\n',
        'zh/guide/a.md': '# 甲\n',
        'pt-BR/index.md': '# P\n',
        'pt-BR/guide/a.md': '# A\n',
        '.vitepress/config.ts':
          "export default { locales: {\n  root: { label: 'English', lang: 'en-GB' },\n  zh: { label: '简体中文', lang: 'zh-Hans', markdown: zhMarkdown },\n  'pt-BR': { label: 'Português', lang: 'not a tag!' },\n} }\n",
      }),
    );
    expect(
      Object.fromEntries(
        Object.entries(config.locales).map(([prefix, locale]) => [prefix, locale.lang]),
      ),
    ).toEqual({ '/': 'en-GB', '/zh/': 'zh-Hans', '/pt-BR/': 'pt-BR' });
  });

  it('makes each folder the foreign config names under `locales` a locale, whatever its key, named by its label', () => {
    const { config } = siteDefaults(
      folder('vp-keys', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'jp/index.md': '# 日\n',
        'jp/other/b.md': '# B\n',
        'notes/index.md': '# N\n',
        '.vitepress/config.ts':
          "export default { locales: {\n  root: { label: 'English', lang: 'en' },\n  jp: { label: '日本語', lang: 'ja', link: '/jp/' },\n} }\n",
      }),
    );
    expect(Object.keys(config.locales)).toEqual(['/', '/jp/']);
    expect(config.locales['/jp/']).toMatchObject({ lang: 'ja', name: '日本語' });
  });

  it("lists in place of a sidebar entry code makes only the locale's own pages, not the files `pagePatterns` leaves out", () => {
    const { config, notes } = siteDefaults(
      folder('hope-fallback', {
        'README.md': '# Home\n',
        'a.md': '# A\n',
        'b.md': '# B\n',
        'parts/ad.snippet.md': 'shared\n',
        'zh/README.md': '# 首页\n',
        'zh/c.md': '# 丙\n',
        '.vuepress/config.ts': [
          "import { hopeTheme } from 'vuepress-theme-hope'",
          "export default { pagePatterns: ['**/*.md', '!**/*.snippet.md'],",
          "  locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },",
          "  theme: hopeTheme({ sidebar: { '/': ['a', made()] } }) }",
        ].join('\n'),
      }),
    );
    expect(config.locales['/'].sidebar?.['/']).toEqual(['/a', '/', '/b']);
    expect(notes).toContainEqual(expect.stringMatching(/1 sidebar entry .* is made by code/));
  });

  it("says when code makes a locale's settings, which then lists its folders and has no navbar", () => {
    const { config, notes } = siteDefaults(
      folder('vp-code-locales', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'zh-CN/index.md': '# 中\n',
        'zh-CN/guide/a.md': '# 甲\n',
        '.vitepress/config.ts':
          "function localeConfig(lang) { const nav = navOf(lang); return { lang, themeConfig: { nav } } }\nexport default { locales: { root: localeConfig('en'), 'zh-CN': localeConfig('zh-CN') } }\n",
      }),
    );
    expect(Object.keys(config.locales)).toEqual(['/', '/zh-CN/']);
    expect(notes).toContainEqual(
      expect.stringMatching(
        /makes the settings of its locales `root` and `zh-CN` with code, which is not run/,
      ),
    );
  });

  it("takes VitePress's hint titles per locale: its own config file, its locales entry, the main config, then our table of the locale's language, else VitePress's own", () => {
    const config = siteDefaults(
      folder('vp-labels', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'zh/index.md': '# 中\n',
        'zh/guide/a.md': '# 甲\n',
        'de/index.md': '# D\n',
        'de/guide/a.md': '# A\n',
        '.vitepress/config.ts':
          "import { markdown as zhMarkdown } from '../zh/config'\nexport default { markdown: { container: { tipLabel: 'Tip' } },\n  locales: { root: { label: 'English' }, zh: { label: '中文', markdown: zhMarkdown }, de: { label: 'Deutsch' } } }\n",
        'zh/config.ts':
          "export const markdown = { container: { warningLabel: '警告', detailsLabel: '详细信息' } }\nexport default defineAdditionalConfig({})\n",
        'de/config.ts':
          "export default defineAdditionalConfig({ markdown: { container: { tipLabel: 'TIPP' } } })\n",
      }),
    ).config;
    const vitepress = {
      tip: 'TIP',
      info: 'INFO',
      note: 'NOTE',
      warning: 'WARNING',
      danger: 'DANGER',
      caution: 'CAUTION',
      important: 'IMPORTANT',
      details: 'Details',
    };
    expect(config.locales['/'].containerTitles).toEqual({ ...vitepress, tip: 'Tip' });
    // the rest come from our Chinese table (提示 …), not VitePress's English
    expect(config.locales['/zh/'].containerTitles).toEqual({
      tip: 'Tip',
      warning: '警告',
      details: '详细信息',
    });
    expect(config.locales['/de/'].containerTitles).toEqual({ ...vitepress, tip: 'TIPP' });
  });

  it('leaves the hint titles of a Chinese-only VitePress site to our Chinese table', () => {
    const config = siteDefaults(
      folder('vp-zh-only', {
        'index.md': '# 首页\n',
        '.vitepress/config.ts':
          "export default { lang: 'zh-CN', markdown: { container: { dangerLabel: '危险' } } }\n",
      }),
    ).config;
    expect(config.locales['/'].lang).toBe('zh-CN');
    expect(config.locales['/'].containerTitles).toEqual({ danger: '危险' });
  });

  it("takes the containers VitePress's config registers, titled per locale where a locale says so", () => {
    const config = siteDefaults(
      folder('vp-custom-containers', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'zh/index.md': '# 中\n',
        'zh/guide/a.md': '# 甲\n',
        '.vitepress/config.ts':
          "export default { markdown: { container: { customContainers: { success: 'SUCCESS', tip: 'NOT A NEW ONE' } } },\n  locales: { root: { label: 'English' }, zh: { label: '中文', markdown: { container: { customContainers: { success: '成功' } } } } } }\n",
      }),
    ).config;
    expect(config.markdown?.containers).toEqual({ success: 'SUCCESS' });
    expect(config.locales['/'].containerTitles?.success).toBeUndefined();
    expect(config.locales['/zh/'].containerTitles?.success).toBe('成功');
  });

  it("shows the footer the foreign tool shows: VitePress's written out, theme-hope's when displayed, none otherwise", () => {
    const vitepress = siteDefaults(
      folder('vp-footer', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'zh/index.md': '# 中\n',
        'zh/guide/a.md': '# 甲\n',
        '.vitepress/config.ts':
          "export default { themeConfig: { footer: { message: 'MIT', copyright: '© Jane' } },\n  locales: { root: { label: 'English' }, zh: { label: '中文', themeConfig: { footer: { message: '麻省理工' } } } } }\n",
      }),
    ).config;
    expect([
      vitepress.copyright,
      vitepress.locales['/'].footer,
      vitepress.locales['/zh/'].footer,
    ]).toEqual(['© Jane', 'MIT', '麻省理工']);
    // a locale's own config file (VitePress 2's defineAdditionalConfig) over the main config's entry for it
    const additional = siteDefaults(
      folder('vp-footer-additional', {
        'index.md': '# T\n',
        'guide/a.md': '# A\n',
        'zh/index.md': '# 中\n',
        'zh/guide/a.md': '# 甲\n',
        '.vitepress/config.ts':
          "export default { locales: { root: { label: 'English' }, zh: { label: '中文', themeConfig: { footer: { message: '麻省理工' } } } } }\n",
        'config.ts':
          "export default defineAdditionalConfig({ themeConfig: { footer: { message: 'Root file', copyright: '© Root' } } })\n",
        'zh/config.ts':
          "export default defineAdditionalConfig({ themeConfig: { footer: { message: '附加' } } })\n",
      }),
    ).config;
    expect([
      additional.copyright,
      additional.locales['/'].footer,
      additional.locales['/zh/'].footer,
    ]).toEqual(['© Root', 'Root file', '附加']);
    const plain = siteDefaults(
      folder('vp-no-footer', {
        'index.md': '# T\n',
        '.vitepress/config.ts': "export default { title: 'T' }\n",
      }),
    ).config;
    expect([plain.copyright, plain.locales['/'].footer]).toEqual([false, undefined]);
    const hope = (displayFooter: boolean) =>
      siteDefaults(
        folder(`hope-footer-${displayFooter}`, {
          'README.md': '# T\n',
          '.vuepress/config.ts': `import { hopeTheme } from 'vuepress-theme-hope'\nexport default { theme: hopeTheme({ displayFooter: ${displayFooter}, footer: 'Made here', copyright: 'MIT Licensed' }) }\n`,
        }),
      ).config;
    expect([hope(true).copyright, hope(true).locales['/'].footer]).toEqual([
      'MIT Licensed',
      'Made here',
    ]);
    expect([hope(false).copyright, hope(false).locales['/'].footer]).toEqual([false, undefined]);
    // a folder of our own keeps the default line
    expect(
      siteDefaults(folder('own-footer', { 'index.md': '# T\n' })).config.copyright,
    ).toBeUndefined();
  });

  it("takes the site's title and description from the foreign config where it writes them out", () => {
    // VuePress: per locale, keyed by path; the home page's `title: Home` is only that page's
    const vuepress = siteDefaults(
      folder('vuepress-titles', {
        'README.md': '---\nhome: true\ntitle: Home\n---\n',
        'guide/a.md': '# A\n',
        'zh/README.md': '---\nhome: true\ntitle: 首页\n---\n',
        'zh/guide/a.md': '# 甲\n',
        '.vuepress/config.ts':
          "export default defineUserConfig({\n  locales: {\n    '/': { lang: 'en-US', title: 'VuePress', description: 'Vue-powered' },\n    '/zh/': { lang: 'zh-CN', title: 'VuePress 中文', description: 'Vue 驱动' },\n  },\n})\n",
      }),
    ).config;
    expect([vuepress.title, vuepress.description]).toEqual(['VuePress', 'Vue-powered']);
    expect(vuepress.locales['/zh/']).toMatchObject({
      lang: 'zh-CN',
      title: 'VuePress 中文',
      description: 'Vue 驱动',
    });
    // VitePress: the config object's own `title`, not a nested one
    const vitepress = siteDefaults(
      folder('vitepress-titles', {
        'index.md': '---\nlayout: home\nhero:\n  name: Hero\n---\n',
        '.vitepress/config.ts':
          "export default defineConfig({\n  themeConfig: { nav: [{ title: 'Nested' }] },\n  title: 'Widget',\n  description: 'Small',\n})\n",
      }),
    ).config;
    expect([vitepress.title, vitepress.description]).toEqual(['Widget', 'Small']);
    // a title built by code is not read: the home page names the site
    const computed = siteDefaults(
      folder('computed-title', {
        'index.md': '---\nlayout: home\nhero:\n  name: Hero\n---\n',
        '.vitepress/config.ts':
          "export default defineConfig({\n  title: name,\n  themeConfig: { title: 'Nested' },\n})\n",
      }),
    ).config;
    expect(computed.title).toBe('Hero');
  });

  it('turns math on when the foreign config says `math: true`, read as text and never run', () => {
    const { config, notes } = siteDefaults(
      folder('vp-math', {
        'index.md': '# M\n',
        '.vitepress/config.ts': 'process.exit(3)\nexport default { markdown: { math: true } }\n',
      }),
    );
    expect(config.markdown).toEqual({ math: true, dialect: 'vitepress' });
    expect(notes[0]).toMatch(/math on/);
  });

  it("takes the files that are not pages from VitePress's srcExclude and the negated entries of VuePress's pagePatterns", () => {
    const vitepress = siteDefaults(
      folder('vp-exclude', {
        'index.md': '# X\n',
        '.vitepress/config.ts': "export default { srcExclude: ['**/parts/*', code()] }\n",
      }),
    );
    expect(vitepress.config.srcExclude).toEqual(['**/parts/*']);
    expect(vitepress.notes[0]).toMatch(/no pages of the files its `srcExclude` leaves out/);
    const vuepress = siteDefaults(
      folder('vuepress-exclude', {
        'README.md': '# X\n',
        '.vuepress/config.ts':
          "export default defineUserConfig({ pagePatterns: ['**/*.md', '!.vuepress', '!**/*.snippet.md', '!drafts/'] })\n",
      }),
    );
    expect(vuepress.config.srcExclude).toEqual([
      '.vuepress',
      '.vuepress/**',
      '**/*.snippet.md',
      '**/*.snippet.md/**',
      'drafts/',
      'drafts/**',
    ]);
    expect(
      siteDefaults(
        folder('vuepress-all-pages', {
          'README.md': '# X\n',
          '.vuepress/config.ts': "export default { pagePatterns: ['**/*.md'] }\n",
        }),
      ).config.srcExclude,
    ).toBeUndefined();
  });

  it("keeps a foreign config's logo and favicons, and none of its scripts or remote files", () => {
    const { config, notes } = siteDefaults(
      folder('vp-logo', {
        'index.md': '# X\n',
        '.vitepress/config.ts': [
          'export default defineConfig({',
          "  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/mini.svg', onload: 'x()' }], ['meta', { name: 'theme-color', content: '#5f67ee' }],",
          "    ['script', { src: 'https://cdn.example/analytics.js' }], ['link', { rel: 'icon', href: 'https://cdn.example/icon.png' }], ['link', { rel: 'stylesheet', href: '/a.css' }], code()],",
          "  themeConfig: { logo: { src: '/mini.svg', width: 24, height: 24 } },",
          '})',
        ].join('\n'),
      }),
    );
    expect(config.logo).toBe('/mini.svg');
    expect(config.head).toEqual([
      ['link', { rel: 'icon', type: 'image/svg+xml', href: '/mini.svg' }],
      ['meta', { name: 'theme-color', content: '#5f67ee' }],
    ]);
    expect(notes[0]).toMatch(/its logo and favicons/);
    const vuepress = siteDefaults(
      folder('vuepress-logo', {
        'README.md': '# X\n',
        '.vuepress/config.ts':
          "export default defineUserConfig({ theme: defaultTheme({ logo: '/images/logo.png' }) })",
      }),
    );
    expect(vuepress.config).toMatchObject({ logo: '/images/logo.png' });
    expect(vuepress.config).not.toHaveProperty('head');
  });

  it("turns math on from a theme's options in the file the config imports them from, as theme-hope keeps them", () => {
    const hope = (theme: string) =>
      siteDefaults(
        folder(`hope-math-${theme.length}`, {
          'README.md': '# M\n',
          '.vuepress/config.ts':
            "import theme from './theme.js'\nprocess.exit(3)\nexport default defineUserConfig({ theme })\n",
          '.vuepress/theme.ts': `import { hopeTheme } from 'vuepress-theme-hope'\nexport default hopeTheme(${theme})\n`,
        }),
      ).config.markdown;
    expect(hope("{ markdown: { math: { type: 'katex' } } }")).toEqual({
      math: true,
      dialect: 'theme-hope',
    });
    expect(hope('{ plugins: { mdEnhance: { katex: true } } }')).toEqual({
      math: true,
      dialect: 'theme-hope',
    });
    expect(hope('{ markdown: { math: false } }')).toEqual({ dialect: 'theme-hope' });
    // VuePress 2's own plugin, a call in the config's text
    const plugin = siteDefaults(
      folder('vuepress-math-plugin', {
        'README.md': '# M\n',
        '.vuepress/config.ts':
          "import { markdownMathPlugin } from '@vuepress/plugin-markdown-math'\nexport default defineUserConfig({ plugins: [markdownMathPlugin()] })\n",
      }),
    );
    expect(plugin.config.markdown).toEqual({ math: true, dialect: 'vuepress' });
  });
});

describe('the search of a foreign config', () => {
  const algolia = (options: string) =>
    `process.exit(3)\nexport default defineConfig({\n  themeConfig: {\n    search: {\n      provider: 'algolia',\n      options: {\n${options}\n      }\n    }\n  }\n})\n`;

  it('keeps the Algolia index it searches with, read as text and never run', () => {
    const { config, notes } = siteDefaults(
      folder('vp-algolia', {
        'index.md': '# A\n',
        '.vitepress/config.mts': algolia(
          `        appId: 'APP123',\n        apiKey: "key-456",\n        indexName: \`docs-index\``,
        ),
      }),
    );
    expect(config.search).toEqual({
      provider: 'hosted',
      appId: 'APP123',
      apiKey: 'key-456',
      indexName: 'docs-index',
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/Algolia index `docs-index`/);
  });

  it('gives a local index, and says why, when the keys are not written out', () => {
    const { config, notes } = siteDefaults(
      folder('vp-algolia-env', {
        'index.md': '# A\n',
        '.vitepress/config.ts': algolia(
          `        appId: process.env.ALGOLIA_APP,\n        apiKey: \`\${key}\`,\n        indexName: 'docs'`,
        ),
      }),
    );
    expect(config.search).toBeUndefined();
    expect(notes[1]).toMatch(/not all written out as text, so the site gets a local search index/);
  });

  it('reads nothing from comments: an Algolia block or math commented out stays off', () => {
    const { config, notes } = siteDefaults(
      folder('vp-commented', {
        'index.md': '# A\n',
        '.vitepress/config.ts': [
          'export default {',
          '  // markdown: { math: true },',
          '  themeConfig: { search: {',
          "    provider: 'local', // was: provider: 'algolia'",
          "    /* provider: 'algolia',",
          "    options: { appId: 'ZTF', apiKey: 'k', indexName: 'docs' } */",
          '  } },',
          "  head: [['link', { href: 'https://example.com/a.css' }]], sitemap: { hostname: 'https://example.com' },",
          '}',
        ].join('\n'),
      }),
    );
    expect(config.search).toBeUndefined();
    expect(config.markdown).toEqual({ dialect: 'vitepress' });
    expect(notes).toHaveLength(1);
  });

  it('leaves search local for a config without Algolia, whatever else names an appId', () => {
    const { config, notes } = siteDefaults(
      folder('vp-local', {
        'index.md': '# A\n',
        '.vitepress/config.ts':
          "export default { themeConfig: { search: { provider: 'local' } }, appId: 'x', apiKey: 'y', indexName: 'z' }\n",
      }),
    );
    expect(config.search).toBeUndefined();
    expect(notes).toHaveLength(1);
  });
});

describe('where a site keeps its caches and static files', () => {
  it('uses node_modules/.cache of the nearest package.json, one folder per site', () => {
    const project = folder('proj', {
      'package.json': '{}',
      'docs/index.md': '# A\n',
      'sites/b/docs/index.md': '# B\n',
    });
    expect(siteCacheDir(path.join(project, 'docs'))).toBe(
      path.join(project, 'node_modules/.cache/docs-build/sites/docs'),
    );
    expect(siteCacheDir(path.join(project, 'sites/b/docs'))).toBe(
      path.join(project, 'node_modules/.cache/docs-build/sites/sites+b+docs'),
    );
    expect(siteCacheDir(project)).toBe(
      path.join(project, 'node_modules/.cache/docs-build/sites/_root'),
    );
  });

  it('keeps the cache inside a bare folder that belongs to no project', () => {
    const bare = folder('lonely/notes', { 'index.md': '# N\n' });
    expect(siteCacheDir(bare)).toBe(path.join(bare, '.cache/docs-build'));
    expect(projectRoot(bare)).toBe(bare);
  });

  it('finds public/ inside the docs folder first, then beside it unless the folder is bare and alone', () => {
    const inner = folder('inner/docs', { 'public/a.svg': '', '../public/b.svg': '' });
    expect(publicDirOf(inner, { hasConfig: false })).toBe(path.join(inner, 'public'));
    const vuepress = folder('vuepress/docs', { '.vuepress/public/a.svg': '' });
    expect(publicDirOf(vuepress, { hasConfig: false })).toBe(
      path.join(vuepress, '.vuepress/public'),
    );
    const beside = folder('beside/docs', { '../public/b.svg': '' });
    expect(publicDirOf(beside, { hasConfig: true })).toBe(path.join(work, 'beside/public'));
    // a bare folder outside any project never publishes its neighbour
    expect(publicDirOf(beside, { hasConfig: false })).toBe(path.join(beside, 'public'));
  });

  it("takes VitePress's edit-link pattern where it is a string with :path, not where it is code", () => {
    const read = (pattern: string) =>
      siteDefaults(
        folder(`vp-edit-${pattern.length}`, {
          'index.md': '# X\n',
          '.vitepress/config.ts': `export default { themeConfig: { editLink: { pattern: ${pattern} } } }\n`,
        }),
      ).config.editLinkPattern;
    expect(read("'https://github.com/o/r/edit/main/docs/:path'")).toBe(
      'https://github.com/o/r/edit/main/docs/:path',
    );
    expect(read('({ filePath }) => filePath')).toBeUndefined();
  });

  it("turns breadcrumbs off where theme-hope's options do, through the file that holds them", () => {
    const root = folder('hope-breadcrumb', {
      'README.md': '# X\n',
      '.vuepress/config.ts':
        "import theme from './theme.js'\nexport default defineUserConfig({ lang: 'zh-CN', theme })\n",
      '.vuepress/theme.ts': 'export default hopeTheme({ breadcrumb: false, pure: true })\n',
    });
    expect(siteDefaults(root).config.breadcrumb).toBe(false);
  });
});
