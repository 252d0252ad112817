// Types shared by the node side (cli/) and the browser side (runtime/). No DOM, no node:.

export type FrontMatter = Record<string, unknown>;

export interface Header {
  level: number;
  title: string;
  slug: string;
  children: Header[];
}

export interface Contributor {
  name: string;
  email: string;
  commits: number;
}

export interface GitInfo {
  updatedTime?: number;
  contributors: Contributor[];
}

export interface ReadingTime {
  minutes: number;
  words: number;
}

/** Everything the theme needs to render one page; route chunks carry exactly this. */
export interface PageData {
  route: string;
  locale: string;
  title: string;
  description: string;
  frontmatter: FrontMatter;
  headers: Header[];
  html: string;
  /** The page's markdown has its own `# Title`, so the layout prints none above it. */
  titleInContent?: boolean;
  /** Names of the islands the page's html contains, so the client loads only those. */
  islands: string[];
  filePathRelative: string;
  git: GitInfo;
  readingTime: ReadingTime;
  layout: string;
  /** A translation behind its source, or the source itself served where the translation is missing. */
  translation?: PageTranslation;
  /** The route-table entries its first render reads: a first visit hydrates with them alone. */
  routes?: Record<string, RouteEntry>;
}

/** What a reader is told of a page's translation. */
export interface PageTranslation {
  /** `outdated`: translated from an older source; `fallback`: the source's text, not translated yet. */
  state: 'outdated' | 'fallback';
  /** The route of the source page. */
  source: string;
  /** The language tag of the source, and its name (`English`). */
  lang: string;
  language: string;
}

export interface NavLink {
  text: string;
  link: string;
  icon?: string;
}

export interface NavGroup {
  text: string;
  icon?: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export interface SidebarItem {
  text: string;
  link?: string;
  icon?: string;
  collapsible?: boolean;
  expanded?: boolean;
  children?: SidebarItem[];
}

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

export interface NoticeEntry {
  path: string;
  key: string;
  title: string;
  content: string;
  actions: { text: string; link?: string; type?: 'primary' | 'default' }[];
  showOnce?: boolean;
}

export interface LocaleData {
  prefix: string;
  lang: string;
  title: string;
  description: string;
  texts: LocaleTexts;
  navbar: NavItem[];
  /** Route prefix → sidebar items; the longest matching prefix wins. */
  sidebar: Record<string, SidebarItem[] | false>;
  notices: NoticeEntry[];
  footer?: string;
}

export interface RepoInfo {
  repo: string;
  docsRepo: string;
  docsBranch: string;
  docsDir: string;
}

export type ColorModeSetting = 'disable' | 'enable' | 'auto' | 'switch' | 'toggle';

export interface CommentSettings {
  provider: 'giscus';
  repo?: string;
  repoId?: string;
  category?: string;
  categoryId?: string;
  /** Where giscus is served from, for a self-hosted giscus; https://giscus.app otherwise. */
  origin?: string;
}

export interface HostedSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  host?: string;
}

/** A route known to the client router: its chunk and what the sidebar and search need. */
export interface RouteEntry {
  /** Absent (with the icon) for another locale's pages: that locale's own module has them. */
  title?: string;
  /** Chunk path relative to the base, e.g. `assets/pages/guide_install_docker.3f2a1b.js`. */
  chunk: string;
  locale: string;
  icon?: string;
  breadcrumbExclude?: boolean;
  /** The page of `/` served where this locale's translation is missing. */
  fallback?: boolean;
}

/** A site component in one of the theme's slots, with props from the site config (JSON). */
export interface SlotComponent {
  component: string;
  props?: Record<string, unknown>;
}

/** The places in the theme where a site puts components of its own. */
export interface SiteSlots {
  /** At the top of every sidebar, above its links. */
  sidebarTop?: SlotComponent;
}

/** Site-wide data the client receives once per locale. */
export interface SiteData {
  base: string;
  title: string;
  hostname: string;
  logo: string;
  locale: LocaleData;
  /** Every locale, with the texts of the language-redirect prompt in that locale's own language. */
  locales: {
    prefix: string;
    lang: string;
    name: string;
    redirect: Pick<
      LocaleTexts,
      | 'langRedirectTitle'
      | 'langRedirectText'
      | 'langRedirectSwitch'
      | 'langRedirectCancel'
      | 'langRedirectRemember'
    >;
  }[];
  repo: RepoInfo;
  author: { name: string; url?: string };
  /** The author a page's info row shows when the page names none; absent when the site names none or hides it. */
  pageAuthor?: { name: string; url?: string };
  /** The footer's copyright line (HTML); `false` for none, absent for the default line. */
  copyright?: string | false;
  colorMode: ColorModeSetting;
  comments?: CommentSettings;
  search:
    | { provider: 'local'; index?: Record<string, string> }
    | ({ provider: 'hosted' } & HostedSearchSettings);
  /** Route prefix inside every locale (`blog/`) → the site component that lays out its pages. */
  layouts: Record<string, string>;
  /** The site's components in the theme's slots, with the props the config gives them. */
  slots: SiteSlots;
  /** Routes of this locale's pages and of the other locales' pages (for the language switch). */
  routes: Record<string, RouteEntry>;
  /** The icons the site uses: a sprite of them all (path relative to the base), and their names. */
  icons: { sprite: string; names: string[] };
  /** Island component name → its chunk path, loaded only on pages that use it. */
  islands: Record<string, string>;
  /** Island component name → its stylesheet, linked when the island first mounts. */
  islandStyles: Record<string, string>;
  /** Locale prefix → path of that locale's site-data module, for switching locale on the client. */
  siteModules: Record<string, string>;
  /** Locale prefix → its route table's module, where a build keeps the table out of the site data. */
  routeModules?: Record<string, string>;
  redirects: Record<string, string>;
  redirectLocale?: string;
  /** HTML of the promotional banner; absent (off) unless the site config sets it. */
  banner?: string;
}
