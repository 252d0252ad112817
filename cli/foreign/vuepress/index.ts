import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { pageHeading, type SitePageFiles } from '../../site/folder-defaults.ts';
import { DIALECT_FRONT_MATTER } from '../dialects.ts';
import { readConfigFile } from '../shared/files.ts';
import { isObjectLiteral, pathIn, trimmedText, type Literal } from '../shared/literals.ts';
import { navigationOf } from '../shared/navigation.ts';
import {
  asksForMath,
  codeLocales,
  declaredLocales,
  iconTags,
  localeTexts,
  logoOf,
} from '../shared/options.ts';
import { foreignSite } from '../shared/site.ts';
import type { Footer, ForeignTool } from '../tool.ts';
import { includePaths } from './include-paths.ts';
import { hopeSearchOff } from './search-off.ts';
import { vuepressLabels } from './labels.ts';
import { vuepressNavigation } from './navigation.ts';

/** Where VuePress keeps its config: code, so read as literals and never run. */
export const CONFIG_FILES = ['config', 'config/index'].flatMap((name) =>
  ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `.vuepress/${name}.${ext}`),
);

/**
 * A VuePress site, with its default theme or theme-hope: a `.vuepress` folder
 * beside the pages.
 */
export const vuepressTool: ForeignTool = {
  name: 'VuePress',
  detect: (root) => existsSync(path.join(root, '.vuepress')),
  read(root) {
    const main = readConfigFile(root, CONFIG_FILES);
    const config = main.value;
    const hope = namesThemeHope(root);
    const srcExclude = pageExclusions(config);
    const locales = declaredLocales(config);
    return foreignSite(root, {
      tool: hope ? 'vuepress-theme-hope' : 'VuePress',
      dialect: hope ? 'theme-hope' : 'vuepress',
      main,
      extraFiles: () => [],
      logo: logoOf(pathIn(config, 'theme', 'logo')),
      head: iconTags(pathIn(config, 'head')),
      breadcrumb: pathIn(config, 'theme', 'breadcrumb') === false ? false : undefined,
      searchOff: hope && hopeSearchOff(config) ? 'plugins.search: false' : undefined,
      math: asksForMath(main),
      deadLinks: {},
      containers: {},
      includes: includePaths(root, main),
      srcExclude: srcExclude && { patterns: srcExclude, key: 'pagePatterns' },
      navigation: (pages) =>
        navigationOf(
          (prefix) => themeOf(config, prefix),
          (found, prefix) =>
            vuepressNavigation(
              found,
              localePages(root, pages, { prefix, locales, srcExclude }),
              prefix,
              (route) => pageHeading(pages.get(route), DIALECT_FRONT_MATTER).title,
            ),
          { sidebar: 'sidebar', nav: 'navbar' },
        ),
      locale: (prefix) =>
        localeTexts(config, prefix === '/' ? ['root', '/'] : [prefix.slice(1, -1), prefix]),
      footer: hope ? hopeFooter(config) : NO_FOOTER,
      labels: (prefix) => vuepressLabels(config, prefix),
      declaredLocales: locales,
      codeLocales: codeLocales(config),
      slugifyIsCode: pathIn(config, 'markdown', 'anchor', 'slugify') !== undefined,
    });
  },
};

/**
 * A locale's theme options: the theme's own, a locale's under `locales`
 * winning, as VuePress merges them.
 */
function themeOf(config: Literal, prefix: string): Literal | undefined {
  const theme = pathIn(config, 'theme');
  const entries = ([theme, pathIn(theme, 'locales', prefix)] as (Literal | undefined)[]).filter(
    isObjectLiteral,
  );
  return entries.length ? Object.assign({}, ...entries) : undefined;
}

/**
 * theme-hope's pages, when a file of `.vuepress` names the theme: its
 * containers, components and front matter.
 */
function namesThemeHope(root: string): boolean {
  const dir = path.join(root, '.vuepress');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.[cm]?[jt]s$/.test(e.name))
    .some((e) =>
      /vuepress-theme-hope|\bhopeTheme\b/.test(readFileSync(path.join(dir, e.name), 'utf8')),
    );
}

const NO_FOOTER: Footer = { copyright: false, of: () => ({}) };

/**
 * theme-hope shows its theme's `footer` and `copyright` only with
 * `displayFooter`; VuePress's default theme shows none.
 */
function hopeFooter(config: Literal): Footer {
  const theme = pathIn(config, 'theme');
  if (pathIn(theme, 'displayFooter') !== true) return NO_FOOTER;
  const footer = trimmedText(pathIn(theme, 'footer'));
  return {
    copyright: trimmedText(pathIn(theme, 'copyright')) ?? false,
    of: () => (footer ? { footer } : {}),
  };
}

/**
 * The negated entries of VuePress's `pagePatterns` (`'!**\/*.snippet.md'`) as
 * our `srcExclude`; one naming a folder leaves out what it holds, as VuePress's
 * globbing does.
 */
function pageExclusions(config: Literal): string[] | undefined {
  const list = pathIn(config, 'pagePatterns');
  if (!Array.isArray(list)) return undefined;
  const patterns = list
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith('!'))
    .flatMap((entry) => [entry.slice(1), `${entry.slice(1).replace(/\/+$/, '')}/**`]);
  return patterns.length ? patterns : undefined;
}

/**
 * The pages a locale's sidebar may list in place of entries code makes: its
 * own, not another locale's folder, and none of the files `pagePatterns`
 * leaves out.
 */
function localePages(
  root: string,
  pages: SitePageFiles,
  { prefix, locales, srcExclude }: { prefix: string; locales: Set<string>; srcExclude?: string[] },
): SitePageFiles {
  const excluded = srcExclude ? picomatch(srcExclude, { dot: true }) : () => false;
  const otherLocale = (route: string) =>
    [...locales].some((code) => `/${code}/` !== prefix && route.startsWith(`/${code}/`));
  return {
    has: (route) => pages.has(route),
    get: (route) => pages.get(route),
    *keys() {
      for (const route of pages.keys()) {
        const file = pages.get(route);
        const relative = file && path.relative(root, file).split(path.sep).join('/');
        if (route.startsWith(prefix) && !otherLocale(route) && !(relative && excluded(relative)))
          yield route;
      }
    },
  };
}
