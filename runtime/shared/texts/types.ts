/** Titles of the hints and details a page leaves untitled, by kind. */
export interface ContainerTitles {
  tip: string;
  info: string;
  note: string;
  warning: string;
  danger: string;
  caution: string;
  important: string;
  details: string;
}

/**
 * The words docs-build puts on a page, for one language, in sections by who shows them. A site's
 * config overrides `theme` per locale (`texts`) and the container titles (`containerTitles`). The
 * video player's few words stay in its island (runtime/islands/media-engines.ts): that island ships
 * to the browser with every site, and must carry no other words.
 */
export interface InterfaceTexts {
  /** The theme's words, sent to the browser with the site's data. */
  theme: LocaleTexts;
  /** Written into the page by the markdown stage. */
  containerTitles: ContainerTitles;
  /** The consent step of `<BiliBili>`. */
  bilibili: { load: string; note: string };
}

/** The theme's words for one locale: its language's table, with the site's `texts` over it. */
export interface LocaleTexts {
  selectLanguageName: string;
  home: string;
  skipToContent: string;
  toc: string;
  prev: string;
  next: string;
  editLink: string;
  lastUpdated: string;
  contributors: string;
  print: string;
  author: string;
  date: string;
  origin: string;
  views: string;
  category: string;
  tag: string;
  readingTime: string;
  words: string;
  lessThanOneMinute: string;
  aboutMinutes: string;
  aboutWords: string;
  themeColor: string;
  darkmode: string;
  fullscreen: string;
  sponsor: string;
  notFoundTitle: string;
  notFoundHints: string[];
  goBack: string;
  goHome: string;
  unknown: string;
  catalog: string;
  noCatalog: string;
  backToTop: string;
  searchPlaceholder: string;
  searchNoResults: string;
  searchFailed: string;
  searchRecent: string;
  searchRemoveRecent: string;
  searchLoading: string;
  searchNavigate: string;
  searchSelect: string;
  searchClose: string;
  menu: string;
  sidebar: string;
  copy: string;
  copied: string;
  /** A diagram's label for screen readers; `{kind}` is the diagram's kind (mermaid, flowchart). */
  diagram: string;
  langRedirectTitle: string;
  langRedirectText: string;
  langRedirectSwitch: string;
  langRedirectCancel: string;
  langRedirectRemember: string;
  close: string;
  comments: string;
  loadComments: string;
  commentsFailed: string;
  focusMode: string;
  /** Accessible names of landmarks and controls that show no text of their own. */
  selectLanguage: string;
  opensInNewTab: string;
  mainNavigation: string;
  /** the navbar's menu of what did not fit */
  more: string;
  breadcrumb: string;
  searchResults: string;
  expandGroup: string;
  /** The action of a home page that names none, to the first page of its sidebar. */
  startReading: string;
  colorModeNames: { light: string; dark: string; auto: string };
  /** Names of the theme-colour presets, by preset id. */
  themeColorNames: Record<string, string>;
  exitFullscreen: string;
  /** A translation's notices; `$lang` is the source's language (`English`). */
  translationOutdated: string;
  translationFallback: string;
  translationReadSource: string;
  /** The status page for translators (`translations.statusPage`). */
  translationStatus: string;
  translationStates: { current: string; outdated: string; missing: string };
  translationColumns: {
    locale: string;
    pages: string;
    source: string;
    translation: string;
    behind: string;
    since: string;
    changes: string;
  };
}
