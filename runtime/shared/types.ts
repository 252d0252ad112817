// Types shared by the node side (cli/) and the browser side (runtime/). No DOM, no node:.
import type { LocaleTexts } from './texts/types.ts';

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
  /**
   * The route-table entries its first render reads: a first visit hydrates with them alone. Without their chunks:
   * a neighbour's edit must not change this page's HTML, and navigation waits for the whole table anyway.
   */
  routes?: Record<string, PageRouteEntry>;
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

export type { LocaleTexts };

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
  /** An edit link's address with `:path` for the page's file, when the site writes one. */
  editPattern?: string;
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

/** A route-table entry as a page's HTML carries it. */
export type PageRouteEntry = Omit<RouteEntry, 'chunk'>;

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
  /** Present when the site turns breadcrumbs off; a page's front matter may turn its own back on. */
  breadcrumb?: false;
  author: { name: string; url?: string };
  /** The author a page's info row shows when the page names none; absent when the site names none or hides it. */
  pageAuthor?: { name: string; url?: string };
  /** The footer's copyright line (HTML); `false` for none, absent for the default line. */
  copyright?: string | false;
  colorMode: ColorModeSetting;
  comments?: CommentSettings;
  /** `none`: the site has no search box (its config's `search: false`). */
  search:
    | { provider: 'local'; index?: Record<string, string> }
    | ({ provider: 'hosted' } & HostedSearchSettings)
    | { provider: 'none' };
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
