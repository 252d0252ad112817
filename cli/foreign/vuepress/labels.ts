import type { LocaleConfig } from '../../config/types.ts';
import { readLabels, type LabelTable } from '../shared/labels.ts';
import { isObjectLiteral, pathIn, trimmedText, type Literal } from '../shared/literals.ts';

const META = [
  'author',
  'date',
  'origin',
  'views',
  'category',
  'tag',
  'readingTime',
  'words',
  'toc',
  'prev',
  'next',
  'lastUpdated',
  'contributors',
  'editLink',
  'print',
] as const;

/** Where a route's texts live: theme-hope 2 says `routeLocales`, some releases `routerLocales`. */
const route = (key: string) => [
  ['routeLocales', key],
  ['routerLocales', key],
];

/**
 * theme-hope's locale texts (`metaLocales`, `outlookLocales`, `routeLocales`,
 * `navbarLocales`) and the default theme's (`editLinkText` …) as our interface
 * words, paths under the theme's options or a locale's entry in them.
 */
const THEME_LABELS: LabelTable = {
  ...Object.fromEntries(META.map((key) => [key, [['metaLocales', key]]])),
  themeColor: [['outlookLocales', 'themeColor']],
  darkmode: [['outlookLocales', 'darkmode'], ['toggleColorMode']],
  fullscreen: [['outlookLocales', 'fullscreen']],
  skipToContent: route('skipToContent'),
  notFoundTitle: route('notFoundTitle'),
  notFoundHints: [...route('notFoundMsg'), ...route('404msg'), ['notFound']],
  goBack: route('back'),
  goHome: [...route('home'), ['backToHome']],
  selectLanguage: [['navbarLocales', 'selectLangAriaLabel'], ['selectLanguageAriaLabel']],
  sidebar: [['toggleSidebar']],
};
THEME_LABELS.toc?.push(['tocLocales']);
THEME_LABELS.editLink?.push(['editLinkText']);
THEME_LABELS.lastUpdated?.push(['lastUpdatedText']);
THEME_LABELS.contributors?.push(['contributorsText']);

/** The default theme's titles of untitled hints, where its options write them. */
const HINTS = ['tip', 'info', 'warning', 'danger', 'important', 'note', 'caution'] as const;

/**
 * A locale's interface words and hint titles from a VuePress theme's options:
 * the locale's entry under the theme's `locales` before the theme's own.
 */
export function vuepressLabels(
  config: Literal,
  prefix: string,
): Pick<LocaleConfig, 'containerTitles' | 'texts'> {
  const theme = pathIn(config, 'theme');
  const sources: (Literal | undefined)[] = [pathIn(theme, 'locales', prefix), theme];
  const texts = readLabels(sources, THEME_LABELS);
  const titles: Record<string, string> = {};
  for (const kind of HINTS) {
    const title = sources
      .map((source) => (isObjectLiteral(source) ? trimmedText(source[kind]) : undefined))
      .find(Boolean);
    if (title) titles[kind] = title;
  }
  return {
    ...(Object.keys(titles).length ? { containerTitles: titles } : {}),
    ...(Object.keys(texts).length ? { texts } : {}),
  };
}
