import { existsSync } from 'node:fs';
import path from 'node:path';
import { NO_CONFIG, readConfigFile } from '../shared/files.ts';
import { isObjectLiteral, pathIn, trimmedText, type Literal } from '../shared/literals.ts';
import { asksForMath, declaredLocales, iconTags, logoOf } from '../shared/options.ts';
import { foreignSite } from '../shared/site.ts';
import type { ForeignTool } from '../tool.ts';
import type { SitePageFiles } from '../../site/folder-defaults.ts';
import { VitepressLocales } from '../vitepress/locales.ts';
import { Categories } from './categories.ts';
import { containerLanguages, inferredLocales } from './page-languages.ts';
import { blockTitles, siteMessages, siteMessagesByLanguage, translated } from './texts.ts';

const EXTENSIONS = ['ts', 'mts', 'js', 'mjs'];
const configFiles = (name: string) => EXTENSIONS.map((ext) => `${name}.${ext}`);

/**
 * A Valaxy site: `valaxy.config.ts` (or `site.config.ts`) with its pages in
 * `pages/` beside it; the pages folder is the docs folder.
 */
const isValaxySite = (dir: string) =>
  existsSync(path.join(dir, 'pages')) &&
  [...configFiles('valaxy.config'), ...configFiles('site.config')].some((file) =>
    existsSync(path.join(dir, file)),
  );

/**
 * What the theme shows: `themeConfig` of `valaxy.config.ts`, or of
 * `theme.config.ts` when the site keeps it apart.
 */
function themeConfigOf(siteDir: string, main: Literal): Literal | undefined {
  const own = pathIn(main, 'themeConfig');
  if (isObjectLiteral(own)) return own;
  const apart = readConfigFile(siteDir, configFiles('theme.config'));
  return apart.file ? apart.value : own;
}

/**
 * The site's config in VitePress's shape, which valaxy-theme-press follows
 * (`themeConfig.nav`, `sidebar`, `locales` with each locale's `themeConfig`):
 * `siteConfig` (or `site.config.ts`) gives the title, description and
 * language, and texts that name a message of `locales/<lang>.yml` read as it.
 */
function vitepressShape(
  siteDir: string,
  main: Literal,
): { config: Literal; copied: string[]; languages: string[] } {
  const pagesDir = path.join(siteDir, 'pages');
  const apart = readConfigFile(siteDir, configFiles('site.config'));
  const site = pathIn(main, 'siteConfig') ?? (apart.file ? apart.value : undefined);
  const lang = trimmedText(pathIn(site, 'lang')) ?? 'en';
  const theme = withCategories(themeConfigOf(siteDir, main), new Categories(pagesDir), lang);
  const declared = pathIn(theme, 'locales');
  const languages = containerLanguages(main, site);
  const inferred = isObjectLiteral(declared)
    ? undefined
    : inferredLocales(pagesDir, lang, languages);
  const locales = inferred ? withRootNavigation(inferred, theme) : declared;
  const localized = isObjectLiteral(locales)
    ? Object.fromEntries(
        Object.entries(locales).map(([key, value]): [string, Literal] => {
          const localeLang = trimmedText(pathIn(value, 'lang')) ?? lang;
          return [key, translated(value, siteMessages(siteDir, localeLang))];
        }),
      )
    : undefined;
  const shaped: Record<string, Literal> = { ...(isObjectLiteral(site) ? site : {}), lang };
  if (theme !== undefined) shaped.themeConfig = translated(theme, siteMessages(siteDir, lang));
  if (localized) shaped.locales = localized;
  const copied = Object.keys(inferred ?? {}).filter((key) => key !== 'root');
  return { config: shaped, copied, languages };
}

/**
 * Locales found from the pages' languages, each with the site's own navbar
 * and sidebar, its links moved into the locale's folder: Valaxy shows one
 * navigation in the reader's language, its texts translated as shown.
 */
function withRootNavigation(
  locales: Record<string, Literal>,
  theme: Literal | undefined,
): Record<string, Literal> {
  const nav = pathIn(theme, 'nav');
  const sidebar = pathIn(theme, 'sidebar');
  return Object.fromEntries(
    Object.entries(locales).map(([key, value]) => {
      if (key === 'root' || !isObjectLiteral(value)) return [key, value];
      const themeConfig = {
        ...(nav === undefined ? {} : { nav: inFolder(nav, key) }),
        ...(sidebar === undefined ? {} : { sidebar: inFolder(sidebar, key) }),
      };
      return [key, { ...value, themeConfig }];
    }),
  );
}

/** Navigation with its site links (`/guide/`) and sidebar keys moved under `/<folder>/`. */
function inFolder(value: Literal, folder: string): Literal {
  const moved = (link: string) => (link.startsWith('/') ? `/${folder}${link}` : link);
  if (Array.isArray(value)) return value.map((item) => inFolder(item, folder));
  if (!isObjectLiteral(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.startsWith('/') ? moved(key) : key,
      key === 'link' && typeof inner === 'string' ? moved(inner) : inFolder(inner, folder),
    ]),
  );
}

/**
 * The site's pages with the copies each locale of `copied` gets (`/zh/guide/`
 * of `/guide/`), so the navigation may link them.
 */
function withCopies(pages: SitePageFiles, copied: string[]): SitePageFiles {
  if (!copied.length) return pages;
  const source = (route: string) => {
    const folder = copied.find((code) => route.startsWith(`/${code}/`));
    return folder ? route.slice(folder.length + 1) : route;
  };
  return {
    has: (route) => pages.has(route) || pages.has(source(route)),
    get: (route) => pages.get(route) ?? pages.get(source(route)),
    keys: () => [
      ...pages.keys(),
      ...copied.flatMap((code) => [...pages.keys()].map((route) => `/${code}${route}`)),
    ],
  };
}

/**
 * The theme's sidebars, the root's and each locale's, with their category
 * names (valaxy-theme-press's string entries) as the groups of pages they
 * stand for.
 */
function withCategories(
  theme: Literal | undefined,
  categories: Categories,
  lang: string,
): Literal | undefined {
  if (!isObjectLiteral(theme)) return theme;
  const locales = isObjectLiteral(theme.locales) ? theme.locales : {};
  const prefixOf = (key: string, value: Literal) =>
    trimmedText(pathIn(value, 'link')) ?? `/${key}/`;
  const others = Object.entries(locales)
    .filter(([key]) => key !== 'root')
    .map(([key, value]) => prefixOf(key, value));
  const sidebar = categories.expand(theme.sidebar, { prefix: '/', lang, others });
  const localized = Object.fromEntries(
    Object.entries(locales).map(([key, value]) => {
      const own = pathIn(value, 'themeConfig', 'sidebar');
      if (key === 'root' || !isObjectLiteral(value) || own === undefined) return [key, value];
      const locale = {
        prefix: prefixOf(key, value),
        lang: trimmedText(value.lang) ?? lang,
        others: [],
      };
      const themeConfig = {
        ...(value.themeConfig as object),
        sidebar: categories.expand(own, locale),
      };
      return [key, { ...value, themeConfig } as Literal];
    }),
  );
  return {
    ...theme,
    ...(sidebar === undefined ? {} : { sidebar }),
    ...(isObjectLiteral(theme.locales) ? { locales: localized } : {}),
  } as Literal;
}

export const valaxyTool: ForeignTool = {
  name: 'Valaxy',
  detect: (root) => path.basename(root) === 'pages' && isValaxySite(path.dirname(root)),
  pagesFolder: (folder) => (isValaxySite(folder) ? path.join(folder, 'pages') : undefined),
  read(root) {
    const siteDir = path.dirname(root);
    const found = readConfigFile(siteDir, configFiles('valaxy.config'));
    const main = found.file ? found : NO_CONFIG;
    const { config, copied, languages } = vitepressShape(siteDir, main.value);
    const locales = new VitepressLocales(root, config);
    const site = foreignSite(root, {
      tool: 'Valaxy',
      dialect: 'valaxy',
      main: { ...main, value: config },
      extraFiles: () => [],
      logo: logoOf(pathIn(config, 'themeConfig', 'logo')),
      head: iconTags(pathIn(config, 'head')),
      math: asksForMath(main),
      deadLinks: {},
      containers: {},
      navigation: (pages) => locales.navigation(withCopies(pages, copied)),
      locale: (prefix) => locales.texts(prefix),
      footer: locales.footer(),
      labels: (prefix, lang) => {
        const own = locales.labels(prefix, lang, {});
        return {
          ...own,
          containerTitles: { ...own.containerTitles, ...blockTitles(siteDir, lang) },
        };
      },
      declaredLocales: declaredLocales(config),
      copiedLocales: copied,
      codeLocales: [],
      slugifyIsCode: false,
    });
    // Valaxy's `@/` is the folder of its config, above the pages
    site.config.markdown = {
      ...site.config.markdown,
      atRoot: '..',
      languageContainers: languages,
      messages: siteMessagesByLanguage(siteDir, Object.values(site.config.locales ?? {})),
    };
    return site;
  },
};
