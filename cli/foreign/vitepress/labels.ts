import type { LabelTable } from '../shared/labels.ts';

/**
 * VitePress's label options (`themeConfig.outline.label` …) as our interface
 * words, paths under a locale's `themeConfig`. Older VitePress wrote some of
 * them flat (`outlineTitle`, `lastUpdatedText`).
 */
const THEME_LABELS: LabelTable = {
  toc: [['outline', 'label'], ['outlineTitle']],
  prev: [['docFooter', 'prev']],
  next: [['docFooter', 'next']],
  editLink: [['editLink', 'text']],
  lastUpdated: [['lastUpdated', 'text'], ['lastUpdatedText']],
  backToTop: [['returnToTopLabel']],
  sidebar: [['sidebarMenuLabel']],
  darkmode: [['darkModeSwitchLabel']],
  selectLanguage: [['langMenuLabel']],
  skipToContent: [['skipToContentLabel']],
  notFoundTitle: [['notFound', 'title']],
  notFoundHints: [['notFound', 'quote']],
  goHome: [['notFound', 'linkText']],
};

/**
 * The words of VitePress's search box, local or Algolia: under
 * `search.options`, a locale's `locales.<key>.translations` before the shared
 * `translations`.
 */
const SEARCH_LABELS: LabelTable = {
  searchPlaceholder: [
    ['button', 'buttonText'],
    ['button', 'buttonAriaLabel'],
  ],
  searchNoResults: [
    ['modal', 'noResultsText'],
    ['modal', 'noResultsScreen', 'noResultsText'],
  ],
  searchRecent: [['modal', 'startScreen', 'recentSearchesTitle']],
  searchNavigate: [['modal', 'footer', 'navigateText']],
  searchSelect: [['modal', 'footer', 'selectText']],
  searchClose: [['modal', 'footer', 'closeText']],
};

/** Every label a locale's `themeConfig` may write, the search box's under its locale key. */
export function vitepressLabels(localeKey: string): LabelTable {
  const options = ['search', 'options'];
  const table: LabelTable = {};
  for (const [name, paths] of Object.entries(THEME_LABELS))
    table[name as keyof LabelTable] = paths.map((keys) => ['themeConfig', ...keys]);
  for (const [name, paths] of Object.entries(SEARCH_LABELS))
    table[name as keyof LabelTable] = [
      ...paths.map((keys) => [
        'themeConfig',
        ...options,
        'locales',
        localeKey,
        'translations',
        ...keys,
      ]),
      ...paths.map((keys) => ['themeConfig', ...options, 'translations', ...keys]),
    ];
  table.searchPlaceholder?.push(['themeConfig', ...options, 'placeholder']);
  return table;
}
