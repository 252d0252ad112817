import { describe, expect, it } from 'vitest';
import {
  defaultExport,
  pathIn,
  UNKNOWN,
  type Literal,
} from '../../../cli/foreign/shared/literals.ts';
import { vitepressNavigation } from '../../../cli/foreign/vitepress/navigation.ts';
import { vuepressNavigation } from '../../../cli/foreign/vuepress/navigation.ts';

describe("literals of another tool's config", () => {
  it('reads the exported object through defineConfig, with consts and functions that only return a literal', () => {
    const source = [
      "import { defineConfig } from 'vitepress'",
      'const guide: DefaultTheme.SidebarItem[] = [{ text: "Intro", link: \'/guide/\' }, ...more()]',
      'function more(): DefaultTheme.SidebarItem[] { return [{ text: `Deep`, link: "/guide/deep" }] }',
      'const nav = () => ([{ text: "Esc\\u00e9", link: "/a" }] as const)',
      'export default withMermaid(defineConfig({',
      '  title: "Site", count: 3, flag: true, none: null,',
      '  themeConfig: { sidebar: { "/guide/": guide }, nav: nav(), socialLinks },',
      '  transformPageData(page) { return { ...page, x: /[}]/.test(page.title) ? 1 : 2 } },',
      '  vite: { plugins: [plugin({ a: `x${1}` })], define: { b: 1 / 2 } },',
      '  later: "still read",',
      '}))',
    ].join('\n');
    const config = defaultExport(source);
    expect(pathIn(config, 'title')).toBe('Site');
    expect([pathIn(config, 'count'), pathIn(config, 'flag'), pathIn(config, 'none')]).toEqual([
      3,
      true,
      null,
    ]);
    expect(pathIn(config, 'themeConfig', 'sidebar')).toEqual({
      '/guide/': [
        { text: 'Intro', link: '/guide/' },
        { text: 'Deep', link: '/guide/deep' },
      ],
    });
    expect(pathIn(config, 'themeConfig', 'nav')).toEqual([{ text: 'Escé', link: '/a' }]);
    // what only code makes is UNKNOWN, and the properties after it are still read
    expect(pathIn(config, 'themeConfig', 'socialLinks')).toBe(UNKNOWN);
    expect(pathIn(config, 'transformPageData')).toBe(UNKNOWN);
    expect(pathIn(config, 'vite', 'plugins')).toEqual([UNKNOWN]);
    expect(pathIn(config, 'vite', 'define', 'b')).toBe(UNKNOWN);
    expect(pathIn(config, 'later')).toBe('still read');
  });

  it("reads `module.exports`, a const the export names and a function's return, through any call around it", () => {
    expect(defaultExport('module.exports = { title: "CJS" }')).toEqual({ title: 'CJS' });
    expect(
      defaultExport(
        'const config = defineConfig({ title: "Named" })\nexport default extend(config)',
      ),
    ).toEqual({ title: 'Named' });
    expect(
      defaultExport(
        'export default ({ mode }) => {\n  const x = 1\n  return withPwa(defineConfig({ title: "Returned" }))\n}',
      ),
    ).toEqual({ title: 'Returned' });
    // a call inside the config is code
    expect(defaultExport('export default make({ title: "Made", s: side() })')).toEqual({
      title: 'Made',
      s: UNKNOWN,
    });
    expect(defaultExport('export const x = 1')).toBe(UNKNOWN);
    // a wrapper taking a name before the config
    expect(defaultExport('export default config("", { title: "Wrapped" })')).toEqual({
      title: 'Wrapped',
    });
    // a name bound to itself ends rather than loops
    expect(defaultExport('const a = b\nconst b = a\nexport default { s: a }')).toEqual({
      s: UNKNOWN,
    });
  });
});

describe('files a config imports', () => {
  /** A reading of `files` (path → text) from `/site/.vitepress/config/index.ts`, counting what it read. */
  function reading(files: Record<string, string>): { config: Literal; reads: string[] } {
    const reads: string[] = [];
    const imports = {
      file: '/site/.vitepress/config/index.ts',
      read: (file: string) => {
        reads.push(file);
        return files[file] ?? null;
      },
    };
    return { config: defaultExport(files[imports.file], imports), reads };
  }

  it('reads names imported by relative path, as a bundler finds the file', () => {
    const { config } = reading({
      '/site/.vitepress/config/index.ts': [
        "import { defineConfig } from 'vitepress'",
        "import { version } from '../../package.json'",
        "import { enConfig as en } from './en.js'",
        "import shared, { zhConfig } from './locales'",
        'export default defineConfig({ ...shared, version, locales: { root: { label: "English", ...en }, zh: zhConfig } })',
      ].join('\n'),
      '/site/.vitepress/config/en.ts':
        'export const enConfig: LocaleSpecificConfig = { themeConfig: { sidebar: guide() } }\nfunction guide() { return [{ text: "Intro", link: "/intro" }] }',
      '/site/.vitepress/config/locales/index.ts':
        "export { zhConfig } from './zh'\nexport const zhConfig = { description: '中文' }\nexport default defineConfig({ title: 'Shared' })",
    });
    expect(config).toEqual({
      title: 'Shared',
      version: UNKNOWN,
      locales: {
        root: { label: 'English', themeConfig: { sidebar: [{ text: 'Intro', link: '/intro' }] } },
        zh: { description: '中文' },
      },
    });
  });

  it('gives UNKNOWN for a file it cannot read, and ends on files that import each other', () => {
    expect(
      reading({
        '/site/.vitepress/config/index.ts': "import { a } from './gone'\nexport default { a }",
      }).config,
    ).toEqual({ a: UNKNOWN });
    // without a way to read files, an imported name is code like any other
    expect(defaultExport("import { a } from './a'\nexport default { a }")).toEqual({ a: UNKNOWN });
    const cycle = reading({
      '/site/.vitepress/config/index.ts': "import { a } from './a'\nexport default { a }",
      '/site/.vitepress/config/a.ts': "import { b } from './b'\nexport const a = { b }",
      '/site/.vitepress/config/b.ts': "import { a } from './a'\nexport const b = { a }",
    });
    let inner: Literal | undefined = pathIn(cycle.config, 'a');
    while (inner !== UNKNOWN && inner !== undefined)
      inner = pathIn(inner, 'b') ?? pathIn(inner, 'a');
    expect(inner).toBe(UNKNOWN);
    // each file is read once, however often its names are asked for
    expect(new Set(cycle.reads).size).toBe(cycle.reads.length);
  });

  it('reads at most a few dozen files for one config', () => {
    const files: Record<string, string> = {
      '/site/.vitepress/config/index.ts': `${Array.from({ length: 40 }, (_, i) => `import { v${i} } from './f${i}'`).join('\n')}\nexport default { s: [${Array.from({ length: 40 }, (_, i) => `v${i}`).join(', ')}] }`,
    };
    for (let i = 0; i < 40; i++)
      files[`/site/.vitepress/config/f${i}.ts`] = `export const v${i} = ${i}`;
    const values = pathIn(reading(files).config, 's') as Literal[];
    expect(values.slice(0, 24)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(values.slice(24)).toEqual(Array(16).fill(UNKNOWN));
  });
});

describe('VuePress theme options', () => {
  it("reads a theme factory's one argument, and what an index file hands on with `export *` or `export { a as b }`", () => {
    expect(
      defaultExport(
        'export default defineUserConfig({ theme: defaultTheme({ navbar: ["/a.md"] }), t: hopeTheme({ x: 1 }, more) })',
      ),
    ).toEqual({ theme: { navbar: ['/a.md'] }, t: { x: 1 } });
    // theme-hope's helpers hand back what they are given; other calls stay code
    expect(
      defaultExport(
        'const en = navbar(["/guide/"])\nexport default { en, side: sidebar({ "/": [""] }) }',
      ),
    ).toEqual({ en: ['/guide/'], side: { '/': [''] } });
    expect(
      defaultExport('export default { theme: makeTheme({ a: 1 }), b: theme({ c: 2 }) }'),
    ).toEqual({ theme: { a: 1 }, b: UNKNOWN });
    const files: Record<string, string> = {
      '/site/.vuepress/config.ts':
        "import { navbarEn, zh } from './configs/index.js'\nexport default { navbarEn, zh }",
      '/site/.vuepress/configs/index.ts':
        "export * from './other.js'\nexport * from './navbar/index.js'\nexport { sidebarZh as zh } from './sidebar.js'",
      '/site/.vuepress/configs/other.ts': 'export const unrelated = 1',
      '/site/.vuepress/configs/navbar/index.ts': 'export const navbarEn = ["/guide/"]',
      '/site/.vuepress/configs/sidebar.ts': 'export const sidebarZh = { "/zh/": ["a.md"] }',
    };
    const config = defaultExport(files['/site/.vuepress/config.ts'], {
      file: '/site/.vuepress/config.ts',
      read: (file) => files[file] ?? null,
    });
    expect(config).toEqual({ navbarEn: ['/guide/'], zh: { '/zh/': ['a.md'] } });
  });

  // the routes of guide/README.md, guide/intro.md, guide/deep/a.md and api/index.md
  const pages = new Set(['/guide/', '/guide/intro', '/guide/deep/a', '/api/']);
  const titles: Record<string, string> = { '/guide/intro': 'Intro page', '/api/': 'API page' };

  it("names pages by file or route, from the sidebar's key and each group's prefix, and folds `collapsible` groups", () => {
    const mapped = vuepressNavigation(
      {
        sidebar: {
          '/guide/': [
            'intro.md',
            'README.md',
            '/api/',
            {
              text: 'Deep',
              prefix: 'deep/',
              collapsible: true,
              children: ['a.md', { text: 'Back', link: '../intro.html' }, 'missing.md'],
            },
            { text: 'Auto', prefix: '/guide/deep/', children: 'structure' },
            { text: 'Code', children: UNKNOWN },
          ],
          '/api/': 'heading',
        },
      },
      pages,
      '/',
      (route) => titles[route],
    );
    expect(mapped.sidebar).toEqual({
      '/guide/': [
        '/guide/intro',
        '/guide/',
        '/api/',
        {
          text: 'Deep',
          collapsible: true,
          children: ['/guide/deep/a', { text: 'Back', link: '/guide/intro' }],
        },
        { text: 'Auto', prefix: '/guide/deep/', collapsible: false, children: 'structure' },
      ],
      '/api/': 'structure',
    });
    // the missing page is named for the note; the group code makes has no page
    // left to stand in for it, every page of its folder being listed
    expect(mapped.dropped).toEqual(['missing.md']);
    expect(mapped.fellBack).toEqual(['the items of "Code"']);
  });

  it("keeps theme-hope's sidebar icons on groups, links and structure groups", () => {
    const mapped = vuepressNavigation(
      {
        sidebar: {
          '/guide/': [
            { text: 'Deep', icon: 'book', prefix: 'deep/', children: ['a.md'] },
            { text: 'Back', icon: 'home', link: 'intro.md' },
            { text: 'Auto', icon: 'folder', prefix: '/guide/deep/', children: 'structure' },
          ],
        },
      },
      pages,
      '/',
      (route) => titles[route],
    );
    expect(mapped.sidebar).toEqual({
      '/guide/': [
        { text: 'Deep', icon: 'book', collapsible: false, children: ['/guide/deep/a'] },
        { text: 'Back', icon: 'home', link: '/guide/intro' },
        {
          text: 'Auto',
          icon: 'folder',
          prefix: '/guide/deep/',
          collapsible: false,
          children: 'structure',
        },
      ],
    });
  });

  it('keeps `sidebar: false` as none, and lists the folder for the sidebars a theme makes from the pages', () => {
    const nav = (sidebar: Literal) =>
      vuepressNavigation({ sidebar }, pages, '/zh/', () => undefined);
    expect(nav(false).sidebar).toEqual({ '/zh/': false });
    expect(nav('structure').sidebar).toEqual({ '/zh/': 'structure' });
    expect(nav({ '/guide/': 'heading', '/api/': false, '/x/': UNKNOWN }).sidebar).toEqual({
      '/guide/': 'structure',
      '/api/': false,
      '/x/': 'structure',
    });
    expect(nav(UNKNOWN).sidebar).toBeUndefined();
  });

  it("gives a navbar entry its page's title when it names only the page, and flattens menus within menus", () => {
    const mapped = vuepressNavigation(
      {
        navbar: [
          '/guide/intro.md',
          {
            text: 'Menu',
            prefix: '/api/',
            children: [
              '',
              {
                text: 'Group',
                children: [{ text: 'Ext', link: 'https://e.example' }, '/guide/intro.md#part'],
              },
            ],
          },
          '/nowhere.md',
          { text: 'No link' },
        ],
      },
      pages,
      '/',
      (route) => titles[route],
    );
    expect(mapped.navbar).toEqual([
      { text: 'Intro page', link: '/guide/intro' },
      {
        text: 'Menu',
        children: [
          { text: 'API page', link: '/api/' },
          { text: 'Ext', link: 'https://e.example' },
          { text: 'Intro page', link: '/guide/intro#part' },
        ],
      },
    ]);
    expect(mapped.dropped).toHaveLength(1);
  });
});

describe("the config's own helper functions", () => {
  it('reads a call of a helper of its own files as the literal it returns, its parameters standing for the arguments', () => {
    const files: Record<string, string> = {
      '/site/.vuepress/sidebar/index.ts': [
        "import { sidebar } from 'vuepress-theme-hope'",
        "import { ICONS, createImportantSection as important, part } from './constants.js'",
        "import { ai } from './ai.js'",
        'export default sidebar({',
        "  '/ai/': ai,",
        "  '/': [{ text: 'Java', prefix: 'java/', children: ['a', important(['b', { text: 'C', link: 'c' }]), part('x/')] }],",
        '})',
      ].join('\n'),
      '/site/.vuepress/sidebar/constants.ts': [
        "export const ICONS = { STAR: 'mdi:star' } as const",
        "const TEXT = { IMPORTANT: '重要知识点' }",
        'export const createImportantSection = (children: any[]) => ({',
        '  text: TEXT.IMPORTANT, icon: ICONS.STAR, collapsible: true, children,',
        '})',
        'const shared = { collapsible: false }',
        "export function part(prefix: string, { text = 'Part', extra }: { text?: string; extra?: string[] } = {}, ...rest: string[]) {",
        '  return { ...shared, text, prefix, children: [...rest, extra] }',
        '}',
      ].join('\n'),
      '/site/.vuepress/sidebar/ai.ts':
        "import { arraySidebar } from 'vuepress-theme-hope'\nexport const ai = arraySidebar(['llm', 'rag'])",
    };
    const config = defaultExport(files['/site/.vuepress/sidebar/index.ts'], {
      file: '/site/.vuepress/sidebar/index.ts',
      read: (file) => files[file] ?? null,
    });
    expect(config).toEqual({
      '/ai/': ['llm', 'rag'],
      '/': [
        {
          text: 'Java',
          prefix: 'java/',
          children: [
            'a',
            {
              text: '重要知识点',
              icon: 'mdi:star',
              collapsible: true,
              children: ['b', { text: 'C', link: 'c' }],
            },
            // a default fills what the call leaves out; what neither gives is code
            { collapsible: false, text: 'Part', prefix: 'x/', children: [UNKNOWN] },
          ],
        },
      ],
    });
  });

  it('leaves to code a helper that does more than return a literal, and calls of what no file declares', () => {
    const source = [
      'const built = (items) => { const sorted = items.sort(); return { children: sorted } }',
      'function made(items) { if (!items) throw new Error(); return { items } }',
      'export default { a: built([1]), b: made([2]), c: fromPackage([3]), d: [1].map((x) => x) }',
    ].join('\n');
    expect(defaultExport(source)).toEqual({ a: UNKNOWN, b: UNKNOWN, c: UNKNOWN, d: UNKNOWN });
  });
});

describe('sidebar entries code makes', () => {
  // the pages of a site: three under /java/basis/ and one in a subfolder of it
  const pages = new Set([
    '/java/',
    '/java/basis/one',
    '/java/basis/two',
    '/java/basis/three',
    '/java/basis/deep/',
    '/java/basis/deep/four',
    '/ai/llm',
    '/other',
  ]);
  const titles: Record<string, string> = { '/java/basis/deep/': 'Deep' };

  it('leave their place to the pages of their folder that no other entry lists, nested by subfolder, with one note', () => {
    const mapped = vuepressNavigation(
      {
        sidebar: {
          '/ai/': ['llm'],
          '/': [
            {
              text: 'Java',
              prefix: 'java/',
              children: [
                '',
                { text: 'Basis', prefix: 'basis/', children: ['one', UNKNOWN] },
                { text: 'Made', children: UNKNOWN },
              ],
            },
          ],
        },
      },
      pages,
      '/',
      (route) => titles[route],
    );
    expect(mapped.sidebar?.['/']).toEqual([
      {
        text: 'Java',
        collapsible: false,
        children: [
          '/java/',
          {
            text: 'Basis',
            collapsible: false,
            children: [
              '/java/basis/one',
              '/java/basis/three',
              '/java/basis/two',
              {
                text: 'Deep',
                link: '/java/basis/deep/',
                collapsible: true,
                children: ['/java/basis/deep/four'],
              },
            ],
          },
        ],
      },
    ]);
    // the second entry's folder has nothing left to list; /ai/ has its own sidebar
    expect(mapped.sidebar?.['/ai/']).toEqual(['/ai/llm']);
    expect(mapped.fellBack).toEqual(['one in /java/basis/', 'the items of "Made"']);
    expect(mapped.dropped).toEqual([]);
  });
});

describe('hostile config text', () => {
  it('ends on nesting past any config, thousands of names, and text cut anywhere', () => {
    const deep = defaultExport(
      `export default { a: ${'['.repeat(100_000)}1${']'.repeat(100_000)}, b: 2 }`,
    );
    // read down to the nesting limit, UNKNOWN below it
    let inner = pathIn(deep, 'a');
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toBe(UNKNOWN);
    expect(pathIn(deep, 'b')).toBe(2);
    const names = Array.from({ length: 5000 }, (_, i) => `n${i}`);
    expect(
      pathIn(
        defaultExport(
          `${names.map((n) => `const ${n} = ${n === 'n0' ? 1 : 'x'}`).join('\n')}\nexport default { s: [${names.join(', ')}] }`,
        ),
        's',
      ),
    ).toHaveLength(5000);
    const config =
      'export default defineConfig({ a: [1, { b: "}", c: /[}\\]]/g, d: `${x}` }], e: f(g => { return [h] }), i: "j" })';
    for (let end = 0; end <= config.length; end++) defaultExport(config.slice(0, end));
    expect(defaultExport(config)).toEqual({
      a: [1, { b: '}', c: /[}\]]/g, d: UNKNOWN }],
      e: UNKNOWN,
      i: 'j',
    });
  });
});

describe('regular expressions in config text', () => {
  it('reads them as values, and leaves a pattern JavaScript would not take to code', () => {
    const read = defaultExport(
      "export default { ignoreDeadLinks: ['/playground', /^https?:\\/\\/localhost/i, (url) => url], bad: /(/ }",
    );
    expect(pathIn(read, 'ignoreDeadLinks')).toEqual([
      '/playground',
      /^https?:\/\/localhost/i,
      UNKNOWN,
    ]);
    expect(pathIn(read, 'bad')).toBe(UNKNOWN);
  });
});

describe('VitePress navigation', () => {
  // the routes of guide/index.md, guide/intro.md, api/README.md, zh/guide/intro.md and reference/default-theme-nav.md
  const pages = new Set([
    '/guide/',
    '/guide/intro',
    '/api/',
    '/zh/guide/intro',
    '/reference/default-theme-nav',
  ]);

  it('makes groups and links of the sidebar, folding only groups with `collapsed`, and keeps nav menus', () => {
    const theme: Literal = {
      sidebar: {
        '/guide/': {
          base: '/guide/',
          items: [
            {
              text: 'Start',
              items: [
                { text: 'Intro', link: 'intro' },
                { text: 'Overview', link: '/guide/index.md' },
              ],
            },
            { text: 'Folded', collapsed: true, items: [{ text: 'API', link: '/api/' }] },
            {
              text: 'Open',
              collapsed: false,
              link: '/api/index.html',
              items: [{ text: 'Made by code', link: '/typedoc/x' }],
            },
            { text: 'Elsewhere', link: 'https://example.com' },
          ],
        },
      },
      nav: [
        { text: 'Guide', link: '/guide/intro.md#start' },
        {
          text: 'More',
          items: [
            { text: 'A', link: '/api/' },
            { text: 'Sub', items: [{ text: 'B', link: 'https://b.example' }] },
          ],
        },
        { text: 'Empty', items: [] },
        { text: 'Made by code', link: '/reference' },
      ],
    };
    const mapped = vitepressNavigation(theme, pages);
    expect(mapped.sidebar).toEqual({
      '/guide/': [
        {
          text: 'Start',
          collapsible: false,
          children: [
            { text: 'Intro', link: '/guide/intro' },
            { text: 'Overview', link: '/guide/' },
          ],
        },
        { text: 'Folded', collapsible: true, children: [{ text: 'API', link: '/api/' }] },
        { text: 'Open', link: '/api/', collapsible: true, expanded: true, children: [] },
        // a link elsewhere is kept as written
        { text: 'Elsewhere', link: 'https://example.com' },
      ],
    });
    expect(mapped.dropped).toHaveLength(2);
    expect(mapped.navbar).toEqual([
      { text: 'Guide', link: '/guide/intro#start' },
      {
        text: 'More',
        children: [
          { text: 'A', link: '/api/' },
          { text: 'B', link: 'https://b.example' },
        ],
      },
    ]);
  });

  it("puts a group's base before its links as VitePress does, a prefix of a file name included", () => {
    const theme: Literal = {
      sidebar: {
        '/reference/': {
          base: '/reference/',
          items: [
            {
              text: 'Default theme',
              base: '/reference/default-theme-',
              items: [{ text: 'Nav', link: 'nav' }],
            },
            {
              text: 'Guide',
              base: '/guide',
              items: [
                { text: 'Intro', link: 'intro' },
                { text: 'Root', link: '/api/' },
              ],
            },
          ],
        },
      },
    };
    expect(vitepressNavigation(theme, pages).sidebar).toEqual({
      '/reference/': [
        {
          text: 'Default theme',
          collapsible: false,
          children: [{ text: 'Nav', link: '/reference/default-theme-nav' }],
        },
        {
          text: 'Guide',
          collapsible: false,
          children: [
            { text: 'Intro', link: '/guide/intro' },
            { text: 'Root', link: '/api/' },
          ],
        },
      ],
    });
  });

  it("gives a locale's sidebar list its prefix, and leaves a sidebar or nav that code makes to the folders", () => {
    expect(
      vitepressNavigation({ sidebar: [{ text: 'Intro', link: '/zh/guide/intro' }] }, pages, '/zh/')
        .sidebar,
    ).toEqual({ '/zh/': [{ text: 'Intro', link: '/zh/guide/intro' }] });
    const coded = vitepressNavigation({ sidebar: UNKNOWN, nav: UNKNOWN }, pages);
    expect([coded.sidebar, coded.navbar, coded.dropped]).toEqual([undefined, undefined, []]);
  });

  it('leaves out, and counts, the entries code makes (an item among links gives its place to the unlisted pages of their folder); an entry whose text code makes is named by its page', () => {
    const partly = vitepressNavigation(
      {
        sidebar: {
          '/guide/': [
            { text: 'Intro', link: '/guide/intro' },
            UNKNOWN,
            { text: UNKNOWN, link: '/guide/intro' },
            { text: 'Made', link: UNKNOWN },
            { text: 'Group', items: UNKNOWN },
          ],
        },
        nav: [
          { text: UNKNOWN, link: '/guide/intro' },
          {
            text: 'Menu',
            items: [
              { text: 'B', link: '/guide/' },
              { text: 'C', items: UNKNOWN },
            ],
          },
        ],
      },
      pages,
    );
    expect(partly.sidebar).toEqual({
      '/guide/': [{ text: 'Intro', link: '/guide/intro' }, '/guide/', '/guide/intro'],
    });
    expect(partly.fellBack).toEqual(['one in /guide/']);
    expect(partly.navbar).toEqual([{ text: 'Menu', children: [{ text: 'B', link: '/guide/' }] }]);
    expect(partly.dropped).toEqual(['"Made"', '"Group"', '/guide/intro', '"C"']);
  });
});
