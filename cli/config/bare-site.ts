import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../core/project.ts';
import { parseFrontMatter } from '../site/front-matter.ts';
import { firstH1, headingText } from '../site/title.ts';
import { listMarkdownFiles } from '../site/scan.ts';
import { compileRewrites } from '../site/rewrites.ts';
import { fileToRoute, isExternal } from '../../runtime/shared/routes.ts';
import { isLanguage, ownName } from './language-names.ts';
import {
  defaultExport,
  isObjectLiteral,
  pathIn,
  trimmedText,
  UNKNOWN,
  type ImportedFiles,
  type Literal,
} from './foreign-literals.ts';
import {
  vitepressNavigation,
  vuepressNavigation,
  type ForeignNavigation,
  type SitePages,
} from './foreign-navigation.ts';
import type { LocaleConfig, UserConfig } from './types.ts';
import { containerNameProblem } from './schema.ts';
import type { HeadEntry } from '../render/head-tags.ts';
import type { HostedSearchSettings } from '../../runtime/shared/types.ts';

/** Other generators' config files: code, so never run; their presence is only mentioned. */
const FOREIGN_CONFIGS = ['.vitepress', '.vuepress'].flatMap((dir) =>
  ['config', 'config/index'].flatMap((name) =>
    ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `${dir}/${name}.${ext}`),
  ),
);

/** Larger files a config imports are not read: no sidebar is written in a megabyte. */
const MAX_IMPORTED_BYTES = 1024 * 1024;

/**
 * The files a foreign config imports, for reading their literals: inside the site's project only, comments blanked.
 */
function importsOf(file: string, root: string): ImportedFiles {
  const project = projectRoot(root);
  return {
    file,
    read(imported) {
      const relative = path.relative(project, imported);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
      try {
        const stats = statSync(imported);
        if (!stats.isFile() || stats.size > MAX_IMPORTED_BYTES) return null;
        return withoutComments(readFileSync(imported, 'utf8'));
      } catch {
        return null;
      }
    },
  };
}

/** Folder names that say nothing about the site: its title then comes from the folder above. */
const GENERIC_FOLDERS = new Set([
  'docs',
  'doc',
  'documentation',
  'site',
  'src',
  'content',
  'pages',
  'website',
]);

/**
 * The config a folder without `.site/config.*` builds with, as VitePress builds a bare folder: an English locale,
 * the title from the home page, a sidebar from the folder structure, no navbar. A top-level folder named by a
 * language that mirrors the root (`zh/guide/…` beside `guide/…`) is a locale of its own, as multilingual VitePress
 * sites lay them out. `notes` says what was assumed.
 */
export function bareSiteConfig(root: string): {
  config: UserConfig;
  notes: string[];
  navigationNotes: string[];
  foreign: string | null;
} {
  const notes: string[] = [];
  const foreign = FOREIGN_CONFIGS.find((file) => existsSync(path.join(root, file)));
  const foreignText =
    foreign === undefined ? '' : withoutComments(readFileSync(path.join(root, foreign), 'utf8'));
  // named as diagnostics name files: from the folder the command runs in
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const shownForeign = foreign === undefined ? null : shown(path.join(root, foreign));
  const rootBlock = localeBlock(foreignText, '/');
  // VitePress's or VuePress's folder says which tool the pages were written for, with or without a config file in
  // it: links between them name anchors by its rule for heading ids
  const dialect = existsSync(path.join(root, '.vitepress'))
    ? ('vitepress' as const)
    : vuepressDialect(root);
  const additionalConfigs = new Map<string, { file: string; config: Literal } | null>();
  const additional = (prefix: string): Literal => {
    if (!additionalConfigs.has(prefix))
      additionalConfigs.set(
        prefix,
        dialect === 'vitepress' ? additionalConfig(root, prefix) : null,
      );
    return additionalConfigs.get(prefix)?.config ?? UNKNOWN;
  };
  // VitePress's config as literals, through the files it imports (Pinia's spreads `sharedConfig` from `./shared`)
  const foreignConfig =
    dialect && foreign !== undefined
      ? defaultExport(foreignText, importsOf(path.join(root, foreign), root))
      : UNKNOWN;
  const vitepressConfig = dialect === 'vitepress' ? foreignConfig : UNKNOWN;
  const rewrites = literalRewrites(vitepressConfig);
  const logo = logoOf(
    pathIn(vitepressConfig, 'themeConfig', 'logo') ?? pathIn(foreignConfig, 'theme', 'logo'),
  );
  const head = iconTags(pathIn(foreignConfig, 'head'));
  // the pages by the route they are published under, which navigation entries must name
  const pages = sitePages(root, rewrites);
  const home = pageHeading(pages.get('/'));
  // the other tool's own name for the site, where its config writes it out; a home page's `title` is often only
  // that page's (VuePress's `title: Home`)
  const title =
    trimmedText(pathIn(additional('/'), 'title')) ??
    textValue(rootBlock, 'title') ??
    topLevelText(foreignText, 'title') ??
    trimmedText(pathIn(vitepressConfig, 'title')) ??
    home.title ??
    folderTitle(root);
  const math = asksForMath(foreignText, foreignConfig);
  const algolia = algoliaSearch(foreignText);
  const deadLinks = dialect === 'vitepress' ? ignoredDeadLinks(foreignText) : {};
  const attrs = attributeDelimiters(vitepressConfig);
  const srcExclude = sourceExclusions(foreignConfig, dialect === 'vitepress');
  const containers = customContainers(vitepressConfig);
  const markdown = {
    ...(math ? { math: true } : {}),
    ...(dialect ? { dialect } : {}),
    ...(attrs ? { attrs } : {}),
    ...(Object.keys(containers).length ? { containers } : {}),
  };
  const navigation =
    dialect === 'vitepress'
      ? foreignNavigation(vitepressConfig, pages, additional)
      : vuepressThemeNavigation(foreignConfig, pages);
  const description =
    trimmedText(pathIn(additional('/'), 'description')) ??
    textValue(rootBlock, 'description') ??
    topLevelText(foreignText, 'description') ??
    home.description;
  const footer = dialect ? foreignFooter(foreignConfig, dialect, additional) : null;
  const labels = (prefix: string) =>
    dialect === 'vitepress'
      ? containerLabels(localeSources(vitepressConfig, additional, prefix), containers)
      : {};
  const locales: UserConfig['locales'] = {
    '/': {
      lang: canonicalLang(textValue(rootBlock, 'lang')) ?? 'en-US',
      name: 'English',
      title,
      description: description ?? '',
      ...navigation.of('/'),
      ...footer?.of('/'),
      ...labels('/'),
    },
  };
  for (const code of localeFolders(root, declaredLocales(foreignConfig))) {
    const own = pageHeading(pages.get(`/${code}/`));
    const block = localeBlock(foreignText, `/${code}/`);
    const name = textValue(block, 'label') ?? ownName(code);
    const extra = additional(`/${code}/`);
    locales[`/${code}/`] = {
      lang: canonicalLang(textValue(block, 'lang')) ?? code,
      name,
      title: trimmedText(pathIn(extra, 'title')) ?? textValue(block, 'title') ?? own.title ?? title,
      description:
        trimmedText(pathIn(extra, 'description')) ??
        textValue(block, 'description') ??
        own.description ??
        '',
      ...navigation.of(`/${code}/`),
      ...footer?.of(`/${code}/`),
      ...labels(`/${code}/`),
    };
  }
  const assumed = [
    ...(math ? ['math on (its text sets `math: true`)'] : []),
    ...(algolia.search ? [`its Algolia index \`${algolia.search.indexName}\` for search`] : []),
    ...(dialect ? [`${DIALECT_TOOLS[dialect]}'s heading ids`] : []),
    ...(attrs
      ? [
          attrs.disable
            ? 'no `{…}` attributes (its `markdown.attrs.disable`)'
            : `attributes written \`${attrs.leftDelimiter ?? '{'}#id${attrs.rightDelimiter ?? '}'}\``,
        ]
      : []),
    ...(navigation.read.length ? [`its ${navigation.read.join(' and ')} as written in it`] : []),
    ...(rewrites ? ['its `rewrites` for where pages are published'] : []),
    ...(logo || head.length
      ? [`its ${[logo ? 'logo' : '', head.length ? 'favicons' : ''].filter(Boolean).join(' and ')}`]
      : []),
    ...(srcExclude
      ? [
          `no pages of the files its \`${dialect === 'vitepress' ? 'srcExclude' : 'pagePatterns'}\` leaves out`,
        ]
      : []),
  ];
  if (shownForeign)
    notes.push(
      `docs-build: ${shownForeign} is another generator's config and code, so it is not run; building with defaults${assumed.length ? ` and ${assumed.join(' and ')}` : ''} (add .site/config.ts to configure the site)`,
    );
  // where the navigation was read: the main config and the locales' own
  const additionalFiles = [...additionalConfigs.values()].flatMap((found) =>
    found ? [shown(found.file)] : [],
  );
  const readFiles = [shownForeign, ...additionalFiles].filter(Boolean);
  const navigationFiles = readFiles.join(' and ');
  // what became of the foreign navigation, said again when a site's own config borrows it (load.ts)
  const navigationNotes: string[] = [];
  if (navigation.unread.length) {
    const instead = [
      ...new Set(
        navigation.unread.map((name) =>
          name.startsWith('sidebar') ? 'the sidebar lists the folders' : 'the navbar stays empty',
        ),
      ),
    ];
    navigationNotes.push(
      `docs-build: ${navigationFiles} make${readFiles.length > 1 ? ' their' : 's its'} ${navigation.unread.join(' and ')} with code, which is not run: ${instead.join(' and ')} (write ${navigation.unread.length > 1 ? 'them' : 'it'} in .site/config.ts)`,
    );
  }
  // a locale whose whole settings code makes (`root: localeConfig('en')`) has no sidebar or nav to read
  const foreignLocales = pathIn(foreignConfig, 'locales');
  const codeLocales = isObjectLiteral(foreignLocales)
    ? Object.keys(foreignLocales).filter((key) => foreignLocales[key] === UNKNOWN)
    : [];
  if (codeLocales.length) {
    navigationNotes.push(
      `docs-build: ${shownForeign} makes the settings of its locale${codeLocales.length > 1 ? 's' : ''} ${codeLocales.map((key) => `\`${key}\``).join(' and ')} with code, which is not run: their sidebar lists the folders and their navbar stays empty (write them in .site/config.ts)`,
    );
  }
  const left = navigation.dropped;
  if (left.length) {
    const many = left.length > 1;
    const named =
      left.length > 6
        ? `${left.slice(0, 6).join(', ')} and ${left.length - 6} more`
        : left.join(', ');
    navigationNotes.push(
      `docs-build: ${left.length} sidebar or nav entr${many ? 'ies' : 'y'} of ${navigationFiles} ${many ? 'are' : 'is'} made by code or name${many ? '' : 's'} no page of the folder, and ${many ? 'are' : 'is'} left out: ${named}`,
    );
  }
  notes.push(...navigationNotes);
  // a heading-id function is code: the tool's own rule stands in, and `check` shows the links it misses
  if (pathIn(foreignConfig, 'markdown', 'anchor', 'slugify') !== undefined) {
    notes.push(
      `docs-build: ${shownForeign} makes heading ids with its own \`markdown.anchor.slugify\`, code which is not run: headings get ${DIALECT_TOOLS[dialect!]}'s ids, and \`docs-build check\` lists the links that expect others`,
    );
  }
  if (algolia.unreadable)
    notes.push(
      `docs-build: ${shownForeign} searches with Algolia, but its appId, apiKey and indexName are not all written out as text, so the site gets a local search index instead`,
    );
  const config = {
    title,
    description,
    ...(Object.keys(markdown).length ? { markdown } : {}),
    ...(algolia.search ? { search: algolia.search } : {}),
    ...(srcExclude ? { srcExclude } : {}),
    ...(rewrites ? { rewrites } : {}),
    ...(logo ? { logo } : {}),
    ...(head.length ? { head } : {}),
    ...(dialect
      ? {
          check: {
            rules: { ...FOREIGN_RULES, ...deadLinks.rules },
            ...(deadLinks.ignoreLinks ? { ignoreLinks: deadLinks.ignoreLinks } : {}),
          },
        }
      : {}),
    ...(footer ? { copyright: footer.copyright } : {}),
    locales,
  };
  return { config, notes, navigationNotes, foreign: shownForeign };
}

/**
 * Pages written for VitePress or VuePress need no sidebar entry and no translation there: `check` still lists such
 * pages, as warnings, so a site that builds with its own tool does not fail CI here for them. Their Vue components
 * (the site's own, or its theme's) cannot be rendered here: each is a warning at its tag and the page builds without
 * it, rather than the first one stopping the build of a site brought over as it is (Slidev's, vue-i18n's, UnoCSS's
 * docs and VuePress's own all hold some). A front-matter value of a shape we do not read is ignored with a warning
 * too: the other tool's theme may take forms ours does not know (vite-pwa's hero image stopped its whole build).
 * The site's config may raise any of them again.
 */
const FOREIGN_RULES = {
  'sidebar/unreached': 'warning',
  'i18n/missing-page': 'warning',
  'component/render': 'warning',
  'component/syntax': 'warning',
  'frontmatter/type': 'warning',
} as const;

/** What a locale's navigation became, and what of it could not be read, for the notes. */
interface LocaleNavigation {
  of(prefix: string): Pick<LocaleConfig, 'navbar' | 'sidebar'>;
  readonly read: string[];
  readonly unread: string[];
  readonly dropped: string[];
}

/**
 * What one locale's navigation becomes from the theme options read for it: its sidebar and navbar where they could
 * be read, a sidebar of its folders without one; `read`, `unread` and `dropped` add up what happened, for the notes.
 */
function navigationOf(
  themeOf: (prefix: string) => Literal | undefined,
  mapped: (theme: Literal | undefined, prefix: string) => ForeignNavigation,
  keys: { sidebar: string; nav: string },
): LocaleNavigation {
  const read = new Set<string>();
  const unread = new Set<string>();
  const dropped: string[] = [];
  const of = (prefix: string): Pick<LocaleConfig, 'navbar' | 'sidebar'> => {
    const theme = themeOf(prefix);
    const found = mapped(theme, prefix);
    dropped.push(...found.dropped);
    for (const [name, key] of Object.entries(keys)) {
      if (pathIn(theme, key) === undefined) continue;
      if (name === 'sidebar' ? found.sidebar : found.navbar) read.add(name);
      else unread.add(prefix === '/' ? name : `${name} of ${prefix}`);
    }
    // pages under no prefix of the sidebar have none, as in VitePress
    const sidebar = found.sidebar
      ? { ...found.sidebar, [prefix]: found.sidebar[prefix] ?? false }
      : { [prefix]: 'structure' as const };
    return { navbar: found.navbar ?? [], sidebar };
  };
  return {
    of,
    get read() {
      return [...read];
    },
    get unread() {
      return [...unread];
    },
    get dropped() {
      return [...dropped];
    },
  };
}

/**
 * The sidebar and navbar of each locale as a VuePress theme's options write them (`theme: defaultTheme({ … })`,
 * `hopeTheme({ … })`): the theme's own, with a locale's under `locales` winning, as VuePress merges them.
 */
function vuepressThemeNavigation(config: Literal, pages: SitePageFiles): LocaleNavigation {
  const theme = pathIn(config, 'theme');
  const themeOf = (prefix: string): Literal | undefined => {
    const entries = ([theme, pathIn(theme, 'locales', prefix)] as (Literal | undefined)[]).filter(
      isObjectLiteral,
    );
    return entries.length ? Object.assign({}, ...entries) : undefined;
  };
  const titleOf = (route: string) => pageHeading(pages.get(route)).title;
  return navigationOf(
    themeOf,
    (found, prefix) => vuepressNavigation(found, pages, prefix, titleOf),
    { sidebar: 'sidebar', nav: 'navbar' },
  );
}

/**
 * The sidebar and navbar of each locale as VitePress's config writes them (`themeConfig`, and each locale's under
 * `locales`), where they are literals: read, never run (foreign-literals.ts). A locale without them gets a sidebar
 * of its folders and no navbar. `read` and `unread` name what was or could not be read, for the notes.
 */
function foreignNavigation(
  config: Literal,
  pages: SitePages,
  additional: (prefix: string) => Literal,
) {
  const themeOf = (prefix: string): Literal | undefined => {
    const own = pathIn(config, 'locales', localeKey(prefix), 'themeConfig');
    const shared = prefix === '/' ? pathIn(config, 'themeConfig') : undefined;
    const extra = pathIn(additional(prefix), 'themeConfig');
    // a locale's own keys win over the shared ones, and its folder's config over both, as VitePress merges them
    const entries = ([shared, own, extra] as (Literal | undefined)[]).filter(isObjectLiteral);
    return entries.length ? Object.assign({}, ...entries) : (extra ?? own ?? shared);
  };
  return navigationOf(themeOf, (theme, prefix) => vitepressNavigation(theme, pages, prefix), {
    sidebar: 'sidebar',
    nav: 'nav',
  });
}

/**
 * A locale's own VitePress config: `config.ts` in its folder (`docs/config.ts` for the root, `docs/zh/config.ts`),
 * `export default defineAdditionalConfig({ … })`, which VitePress 2 merges over the locale's part of the main config
 * (VitePress's own docs keep their sidebars and navs there). Read as literals, never run; null without one.
 */
function additionalConfig(root: string, prefix: string): { file: string; config: Literal } | null {
  for (const ext of ['ts', 'mts', 'js', 'mjs']) {
    const file = path.join(root, prefix.slice(1), `config.${ext}`);
    if (existsSync(file))
      return {
        file,
        config: defaultExport(withoutComments(readFileSync(file, 'utf8')), importsOf(file, root)),
      };
  }
  return null;
}

/**
 * The files a foreign config says are not pages, as glob patterns of our `srcExclude`: VitePress's `srcExclude`, or
 * the negated entries of VuePress's `pagePatterns` (`'!**\/*.snippet.md'`; one naming a folder leaves out what it
 * holds, as VuePress's globbing does). Only the patterns written out as strings; undefined without any.
 */
function sourceExclusions(config: Literal, vitepress: boolean): string[] | undefined {
  const list = pathIn(config, vitepress ? 'srcExclude' : 'pagePatterns');
  if (!Array.isArray(list)) return undefined;
  const strings = list
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => entry.trim());
  const patterns = vitepress
    ? strings
    : strings
        .filter((entry) => entry.startsWith('!'))
        .flatMap((entry) => [entry.slice(1), `${entry.slice(1).replace(/\/+$/, '')}/**`]);
  return patterns.length ? patterns : undefined;
}

/**
 * VitePress's `markdown.attrs` delimiters, where the config writes them out and they are not braces: `left` and
 * `right` in VitePress 2 (`@mdit/plugin-attrs`), `leftDelimiter` and `rightDelimiter` in VitePress 1 (markdown-it-attrs);
 * or `disable: true`, which turns attributes off.
 */
function attributeDelimiters(
  config: Literal,
): { leftDelimiter?: string; rightDelimiter?: string; disable?: boolean } | undefined {
  if (pathIn(config, 'markdown', 'attrs', 'disable') === true) return { disable: true };
  const delimiter = (...keys: string[]) => {
    const value = keys
      .map((key) => pathIn(config, 'markdown', 'attrs', key))
      .find((found) => found !== undefined);
    return typeof value === 'string' && value && value.length <= 8 && !/\s/.test(value)
      ? value
      : undefined;
  };
  const [left, right] = [delimiter('left', 'leftDelimiter'), delimiter('right', 'rightDelimiter')];
  if ((left ?? '{') === '{' && (right ?? '}') === '}') return undefined;
  return { ...(left ? { leftDelimiter: left } : {}), ...(right ? { rightDelimiter: right } : {}) };
}

/** A VitePress locale's key under `locales`: `root` for the site's root, else its folder (`zh`). */
const localeKey = (prefix: string) => (prefix === '/' ? 'root' : prefix.slice(1, -1));

/** Where VitePress finds a locale's setting, the first that writes it winning: its folder's config file, its entry under `locales`, the main config. */
const localeSources = (
  config: Literal,
  additional: (prefix: string) => Literal,
  prefix: string,
): (Literal | undefined)[] => [
  additional(prefix),
  pathIn(config, 'locales', localeKey(prefix)),
  config,
];

/** The text at `keys` in the first of `sources` that writes it out. */
const firstText = (sources: (Literal | undefined)[], ...keys: string[]) =>
  sources.map((source) => trimmedText(pathIn(source, ...keys))).find(Boolean);

/**
 * The footer the other tool shows. VitePress shows `themeConfig.footer` (`message`, `copyright`, each HTML), a
 * locale's own (its folder's `config.ts`, then its entry under `locales`) over the main one; the copyright line is
 * the root locale's. theme-hope shows its theme's `footer` and `copyright` only with `displayFooter`; VuePress's
 * default theme shows none. Where nothing is written out, there is no copyright line either.
 */
function foreignFooter(
  config: Literal,
  dialect: 'vitepress' | 'vuepress' | 'theme-hope',
  additional: (prefix: string) => Literal,
): { copyright: string | false; of(prefix: string): { footer?: string } } {
  if (dialect === 'vitepress') {
    const footerOf = (prefix: string, key: 'message' | 'copyright') =>
      firstText(localeSources(config, additional, prefix), 'themeConfig', 'footer', key);
    return {
      copyright: footerOf('/', 'copyright') ?? false,
      of: (prefix) => {
        const footer = footerOf(prefix, 'message');
        return footer ? { footer } : {};
      },
    };
  }
  const theme = pathIn(config, 'theme');
  if (dialect === 'theme-hope' && pathIn(theme, 'displayFooter') === true) {
    const footer = trimmedText(pathIn(theme, 'footer'));
    return {
      copyright: trimmedText(pathIn(theme, 'copyright')) ?? false,
      of: () => (footer ? { footer } : {}),
    };
  }
  return { copyright: false, of: () => ({}) };
}

/** The titles VitePress gives untitled hints, alerts and details in every locale, unless its config names others. */
const VITEPRESS_CONTAINER_TITLES = {
  tip: 'TIP',
  info: 'INFO',
  note: 'NOTE',
  warning: 'WARNING',
  danger: 'DANGER',
  caution: 'CAUTION',
  important: 'IMPORTANT',
  details: 'Details',
} as const;

/**
 * VitePress's titles of untitled hints and details as our locale's `containerTitles`: its own (`TIP`, `Details`)
 * in any language, or the one its config names (`markdown.container.tipLabel`, …), from the first of `sources` that
 * names it: a locale's own config file, its entry under `locales`, then the main config. VitePress's Chinese docs
 * title `::: warning` 警告, where our Chinese word is 注意; its English pages show `TIP`, where ours said `Tip`.
 */
function containerLabels(
  sources: (Literal | undefined)[],
  custom: Record<string, string>,
): { containerTitles: Partial<Record<string, string>> } {
  const titles: Partial<Record<string, string>> = {};
  for (const [kind, fallback] of Object.entries(VITEPRESS_CONTAINER_TITLES))
    titles[kind] = firstText(sources, 'markdown', 'container', `${kind}Label`) ?? fallback;
  for (const name of Object.keys(custom)) {
    const own = firstText(sources.slice(0, -1), 'markdown', 'container', 'customContainers', name);
    if (own) titles[name] = own;
  }
  return { containerTitles: titles };
}

/**
 * VitePress's `markdown.container.customContainers` (`{ success: 'SUCCESS' }`), the containers a site registers with
 * their default titles, as our `markdown.containers`; only the main config registers them, as in VitePress.
 */
function customContainers(config: Literal): Record<string, string> {
  const written = pathIn(config, 'markdown', 'container', 'customContainers');
  if (!isObjectLiteral(written)) return {};
  const containers: Record<string, string> = {};
  for (const [name, title] of Object.entries(written)) {
    const text = trimmedText(title);
    if (text && !containerNameProblem(name)) containers[name] = text;
  }
  return containers;
}

const DIALECT_TOOLS = {
  vitepress: 'VitePress',
  vuepress: 'VuePress',
  'theme-hope': 'vuepress-theme-hope',
} as const;

/**
 * The dialect of pages beside a `.vuepress` folder: theme-hope's when a file of that folder names the theme (its ids
 * keep dots and case: `#configscss`, as GitHub's rule gives), else VuePress's own.
 */
function vuepressDialect(root: string): 'vuepress' | 'theme-hope' | undefined {
  const dir = path.join(root, '.vuepress');
  if (!existsSync(dir)) return undefined;
  const code = readdirSync(dir, { withFileTypes: true }).filter(
    (e) => e.isFile() && /\.[cm]?[jt]s$/.test(e.name),
  );
  const namesTheme = code.some((e) =>
    /vuepress-theme-hope|\bhopeTheme\b/.test(readFileSync(path.join(dir, e.name), 'utf8')),
  );
  return namesTheme ? 'theme-hope' : 'vuepress';
}

const entries = (dir: string) =>
  readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'));

/**
 * The folders another tool's config names as locales, where its `locales` is written out: VitePress keys them by
 * folder (`zh`, its `root` being the site's root), VuePress by path (`/zh/`).
 */
function declaredLocales(config: Literal): Set<string> {
  const locales = pathIn(config, 'locales');
  return new Set(
    isObjectLiteral(locales)
      ? Object.keys(locales)
          .map((key) => key.replace(/^\/|\/$/g, ''))
          .filter((key) => key && key !== 'root')
      : [],
  );
}

/**
 * Folders that translate the root, with a home page of their own: those the other tool's config names as locales
 * (under any key: vue-i18n's docs keep Japanese in `jp/`), and those named after a language (`zh`, `pt-BR`) holding
 * at least one other entry whose name the root has too, so a content folder that happens to be called `it` or `os`
 * stays pages. The config's word counts where `rewrites` publish another folder's pages at the root (VitePress's
 * docs keep English in `en/`).
 */
function localeFolders(root: string, declared: ReadonlySet<string>): string[] {
  const rootNames = new Set(entries(root).map((e) => e.name));
  return entries(root)
    .filter((e) => e.isDirectory() && (isLanguage(e.name) || declared.has(e.name)))
    .map((e) => e.name)
    .filter((code) => {
      const names = entries(path.join(root, code)).map((e) => e.name);
      const hasHome = names.includes('index.md') || names.includes('README.md');
      return (
        hasHome &&
        (declared.has(code) ||
          names.some((n) => n !== 'index.md' && n !== 'README.md' && rootNames.has(n)))
      );
    })
    .sort();
}

/**
 * Source text with its comments blanked out, strings kept: a config often keeps a setting it no longer uses in a
 * comment (Vitest's docs: an Algolia block commented out beside `provider: 'local'`).
 */
function withoutComments(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = (end === -1 ? source.length : end) - 1;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      // a line break for each one inside, so what follows keeps its line
      out += source.slice(i, end === -1 ? source.length : end).replace(/[^\n]/g, '');
      i = end === -1 ? source.length : end + 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

/**
 * Where a config read as literals turns math on, in files it imports too (theme-hope keeps its options in
 * `.vuepress/theme.ts`): `markdown: { math: true }` of VitePress and theme-hope 2, theme-hope's `math: { type }`,
 * and its older `mdEnhance: { katex: true }`.
 */
const MATH_OPTIONS = [
  ['markdown', 'math'],
  ['theme', 'markdown', 'math'],
  ['theme', 'plugins', 'mdEnhance', 'katex'],
  ['theme', 'plugins', 'mdEnhance', 'mathjax'],
  ['theme', 'plugins', 'markdownMath'],
];

const turnsMathOn = (value: Literal | undefined) =>
  value === true || value === 'katex' || value === 'mathjax' || isObjectLiteral(value);

/**
 * Whether another tool's config turns math on (`markdown: { math: true }` in VitePress). Its text is searched, never
 * run: math changes how `$` reads, so a site that had it would otherwise show its formulas as source. `config` is
 * the same config read as literals, through the files it imports.
 */
function asksForMath(text: string, config: Literal): boolean {
  // VuePress 2 turns math on with a plugin, a call read as text: `plugins: [markdownMathPlugin()]`
  return (
    /\bmath\s*:\s*true\b|\bmarkdownMathPlugin\s*\(/.test(text) ||
    MATH_OPTIONS.some((keys) => turnsMathOn(pathIn(config, ...keys)))
  );
}

/**
 * The text of another tool's config block for the locale at `prefix`, nested blocks left out: `root: { … }` or
 * `zh: { … }` in VitePress, `'/': { … }` or `'/zh/': { … }` in VuePress.
 */
function localeBlock(text: string, prefix: string): string | undefined {
  const keys = prefix === '/' ? ['root', '/'] : [prefix.slice(1, -1), prefix];
  for (const key of keys) {
    const block = new RegExp(
      `(?:^|[\\s,{])(['"]?)${key.replace(/[^\w]/g, '\\$&')}\\1\\s*:\\s*\\{([^{}]*)\\}`,
    ).exec(text)?.[2];
    if (block !== undefined) return block;
  }
  return undefined;
}

/** `name: 'a string'` in config source; a value built by code (`title: siteName`) is not read. */
const stringProperty = (name: string, flags = '') =>
  new RegExp(`\\b${name}\\s*:\\s*(['"\`])([^'"\`\\n$]+)\\1`, flags);

/** A property of `text` written as a string literal (`title: 'VuePress'`). */
function textValue(text: string | undefined, name: string): string | undefined {
  return text === undefined ? undefined : stringProperty(name).exec(text)?.[2].trim() || undefined;
}

/**
 * A string property of the config's own object (`defineConfig({ title: 'VitePress', … })`), not one of the same name
 * deeper in it (a nav entry's `title`).
 */
function topLevelText(text: string, name: string): string | undefined {
  for (const m of text.matchAll(stringProperty(name, 'g')))
    if (braceDepth(text, m.index) === 1) return m[2].trim() || undefined;
  return undefined;
}

/** How many `{` are open at `end` in config source, strings skipped. */
function braceDepth(text: string, end: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < end; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth;
}

/**
 * A locale's language as a tag (`zh-Hans`): what the pages' `lang` attribute said in the other tool, and what a hosted
 * search index filters each locale's records by.
 */
function canonicalLang(lang: string | undefined): string | undefined {
  try {
    return lang ? Intl.getCanonicalLocales(lang)[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Algolia (DocSearch) index another tool's config searches with (`search: { provider: 'algolia', options:
 * { appId, apiKey, indexName } }` in VitePress), read from its text: the site keeps the search its readers had,
 * through our hosted search, rather than getting a local index it never asked for. Keys that are not string literals
 * (read from the environment) cannot be read without running the file: then `unreadable`.
 */
/**
 * VitePress's `ignoreDeadLinks`, read from the config's text: `true` lowers missing pages and anchors to warnings
 * (VitePress checks neither then); a list of strings and regular expressions becomes `check.ignoreLinks`, each
 * entry as written. A function in the list is code, and leaves that entry out.
 */
function ignoredDeadLinks(text: string): {
  rules?: Record<string, 'warning'>;
  ignoreLinks?: (string | RegExp)[];
} {
  const start = /\bignoreDeadLinks\s*:\s*/.exec(text);
  if (!start) return {};
  const rest = text.slice(start.index + start[0].length);
  if (/^true\b/.test(rest))
    return { rules: { 'link/missing-page': 'warning', 'link/missing-anchor': 'warning' } };
  if (!rest.startsWith('[')) return {};
  const ignoreLinks: (string | RegExp)[] = [];
  const entry =
    /^\s*(?:(['"])((?:(?!\1)[^\\\n]|\\.)*)\1|\/((?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)\/([a-z]*))\s*(?:,|(?=\]))/;
  let at = 1;
  for (let found = entry.exec(rest.slice(at)); found; found = entry.exec(rest.slice(at))) {
    if (found[1]) ignoreLinks.push(found[2].replace(/\\(.)/g, '$1'));
    else {
      try {
        ignoreLinks.push(new RegExp(found[3], found[4]));
      } catch {
        /* not a pattern JavaScript reads */
      }
    }
    at += found[0].length;
  }
  return ignoreLinks.length ? { ignoreLinks } : {};
}

function algoliaSearch(text: string): {
  search?: { provider: 'hosted' } & HostedSearchSettings;
  unreadable?: boolean;
} {
  if (!/\bprovider\s*:\s*(['"`])algolia\1/.test(text)) return {};
  const [appId, apiKey, indexName] = ['appId', 'apiKey', 'indexName'].map((key) =>
    textValue(text, key),
  );
  if (!appId || !apiKey || !indexName) return { unreadable: true };
  return { search: { provider: 'hosted', appId, apiKey, indexName } };
}

/** The home page's first h1 as a reader sees it (the same rule as every page's title). */
function h1Text(body: string): string | undefined {
  const h1 = firstH1(body);
  return h1 ? headingText(h1) || undefined : undefined;
}

/** A site's pages by the route each is published under: whether one is there, and its file. */
interface SitePageFiles extends SitePages {
  get(route: string): string | undefined;
}

/**
 * The markdown files of the folder by the route each is published under (after `rewrites`); an `index.md` over the
 * `README.md` beside it, as the scan publishes them. The folder is walked only when a route other than a folder's
 * own page is asked for, or when rewrites move pages: a site of its own asks only for its locales' home pages.
 */
function sitePages(root: string, rewrites: Record<string, string> | undefined): SitePageFiles {
  let all: Map<string, string> | undefined;
  const walked = () => {
    if (all) return all;
    const rewrite = compileRewrites(rewrites);
    all = new Map();
    for (const file of listMarkdownFiles(root)) {
      const route = fileToRoute(rewrite(path.relative(root, file).split(path.sep).join('/')));
      if (!all.has(route) || /(^|[\\/])index\.md$/i.test(file)) all.set(route, file);
    }
    return all;
  };
  const folderPage = (route: string) =>
    ['index.md', 'README.md']
      .map((name) => path.join(root, ...route.split('/').filter(Boolean), name))
      .find((file) => existsSync(file));
  return {
    get: (route) => (!rewrites && route.endsWith('/') ? folderPage(route) : walked().get(route)),
    has: (route) => walked().has(route),
  };
}

/** The theme's logo, a path or `{ src }` (VitePress's `{ src, width, height }`, VuePress's string). */
function logoOf(value: Literal | undefined): string | undefined {
  return trimmedText(isObjectLiteral(value) ? value.src : value);
}

/** Links a foreign `head` gives the browser's tab and home screen: no scripts, styles or other tags, which are the site's code. */
const ICON_RELS = new Set(['icon', 'shortcut icon', 'apple-touch-icon', 'mask-icon']);

/**
 * The favicons and theme colour of a foreign config's `head` (`['link', { rel: 'icon', href: '/logo.svg' }]`), where
 * written as literals; scripts (analytics) and anything else stay out, so the site makes no request it did not.
 */
function iconTags(value: Literal | undefined): HeadEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): HeadEntry[] => {
    if (!Array.isArray(entry) || !isObjectLiteral(entry[1])) return [];
    const attributes = Object.fromEntries(
      Object.entries(entry[1]).filter(
        (pair): pair is [string, string] =>
          typeof pair[1] === 'string' && /^[a-z][a-z-]*$/.test(pair[0]) && !/^on/.test(pair[0]),
      ),
    );
    const icon =
      entry[0] === 'link' &&
      ICON_RELS.has(attributes.rel ?? '') &&
      attributes.href &&
      !isExternal(attributes.href);
    const colour = entry[0] === 'meta' && attributes.name === 'theme-color' && attributes.content;
    return icon ? [['link', attributes]] : colour ? [['meta', attributes]] : [];
  });
}

/** VitePress's `rewrites`, where the config writes them as an object of strings (a function is code). */
function literalRewrites(config: Literal): Record<string, string> | undefined {
  const rules = pathIn(config, 'rewrites');
  if (!isObjectLiteral(rules)) return undefined;
  const strings = Object.entries(rules).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return strings.length ? Object.fromEntries(strings) : undefined;
}

/** The title and description of a page: front matter `title` (or VitePress's `hero.name`), else its h1. */
function pageHeading(file: string | undefined): { title?: string; description?: string } {
  if (!file) return {};
  const { parsed } = parseFrontMatter(readFileSync(file, 'utf8'), file);
  if (!parsed) return {};
  const fm = parsed.frontmatter as Record<string, unknown>;
  // VitePress's hero reaches us already translated: `hero.name` is `heroText`, `hero.tagline` is `tagline`
  return {
    title: trimmedText(fm.title) ?? trimmedText(fm.heroText) ?? h1Text(parsed.body),
    description: trimmedText(fm.description) ?? trimmedText(fm.tagline),
  };
}

function folderTitle(root: string): string {
  const name = path.basename(root);
  return (
    (GENERIC_FOLDERS.has(name.toLowerCase()) ? path.basename(path.dirname(root)) : name) || 'Docs'
  );
}
