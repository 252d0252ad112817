import type { HeadEntry } from '../render/head-tags.ts';
import type {
  ColorModeSetting,
  CommentSettings,
  HostedSearchSettings,
  LocaleTexts,
  NavItem,
  NoticeEntry,
} from '../../runtime/shared/types.ts';
import type { ExtensibleDirective } from './csp-directives.ts';
import type { DialectName } from '../markdown/dialects/index.ts';

/** A sidebar entry as writers configure it; `children: 'structure'` lists a folder's pages by their order. */
export type SidebarConfigItem =
  | string
  | {
      text?: string;
      icon?: string;
      link?: string;
      prefix?: string;
      collapsible?: boolean;
      expanded?: boolean;
      children?: SidebarConfigItem[] | 'structure';
    };

export interface LocaleConfig {
  lang: string;
  /** Name shown in the language menu; the language's name in itself when left out (`zh-CN` → 中文（中国）). */
  name?: string;
  /** The site's `title` and `description` when left out. */
  title?: string;
  description?: string;
  texts?: Partial<LocaleTexts>;
  navbar?: NavItem[];
  sidebar?: Record<string, SidebarConfigItem[] | 'structure' | false>;
  notices?: NoticeEntry[];
  footer?: string;
  /**
   * Titles of the hints and details a page writes without one, by kind (`tip`, `info`, `note`, `warning`, `danger`,
   * `caution`, `important`, `details`); the locale's language's words where left out.
   */
  containerTitles?: Partial<Record<string, string>>;
}

export interface ComponentConfig {
  /** Module path relative to the config file; its default export is a React component. */
  path: string;
  /** Hydrated in the browser as an island; otherwise rendered to static HTML at build time. */
  hydrate?: boolean;
}

export interface UserConfig {
  title: string;
  description?: string;
  /** Extra `<head>` elements as `[tag, attributes]`: meta, link, and scripts with a `src` only. */
  head?: HeadEntry[];
  hostname?: string;
  base?: string;
  logo?: string;
  locales: Record<string, LocaleConfig>;
  /** Locale the language-redirect modal offers when the browser prefers it. */
  redirectLocale?: string;
  repo?: string;
  docsRepo?: string;
  docsBranch?: string;
  docsDir?: string;
  author?: { name: string; url?: string };
  /**
   * The footer's copyright line (HTML allowed); `false` for none. Default: `Copyright © <year> <author>`. A page's
   * `copyright` front matter wins.
   */
  copyright?: string | false;
  colorMode?: ColorModeSetting;
  comments?: CommentSettings;
  search?: { provider: 'local' } | ({ provider: 'hosted' } & HostedSearchSettings);
  apiServers?: Record<string, string>;
  components?: Record<string, ComponentConfig>;
  /** HTML of a promotional banner above every page; off when unset. */
  banner?: string;
  /** Old path → new path, written as redirects and honoured by the client router. */
  redirects?: Record<string, string>;
  /** Severity per check rule (`error`, `warning` or `off`); see cli/check/severity.ts. */
  check?: {
    rules?: Record<string, 'error' | 'warning' | 'off'>;
    /**
     * Links `check` does not follow, as VitePress's `ignoreDeadLinks` lists them: a string is a link as written
     * (`'/play/'`), a pattern is tested against it (`/^\/play/`). For pages published beside the site by other means.
     */
    ignoreLinks?: (string | RegExp)[];
  };
  /** Markdown extensions that are off unless a site asks. */
  markdown?: {
    /** `$…$` and `$$…$$` typeset with KaTeX at build time; its stylesheet and fonts are served with the site. */
    math?: boolean;
    /**
     * The tool the pages were written for, where tools disagree in a way names cannot settle: heading ids follow
     * its rule, so links written for it find their anchors. Unset (ours) and `theme-hope` use GitHub's rule.
     */
    dialect?: DialectName;
    /**
     * The delimiters of `{…}` attribute lists and `{#id}` heading ids, as VitePress's `markdown.attrs` names them, for
     * pages that write them otherwise (`%{#id}%`); `disable: true` reads none, braces staying text.
     */
    attrs?: { leftDelimiter?: string; rightDelimiter?: string; disable?: boolean };
    /**
     * Hint containers of the site's own, by name, with their title when a page gives none (`{ success: 'Done' }`), as
     * VitePress's `markdown.container.customContainers`: `::: success` and `> [!SUCCESS]` then work as `::: tip`
     * does, with `hint-container success` to style. A locale's `containerTitles` may title them in its language.
     */
    containers?: Record<string, string>;
  };
  /**
   * Glob patterns of markdown files in the docs folder that are not pages (`['**\/parts/**', 'drafts/*.md']`), as
   * VitePress's `srcExclude`: a page may still include them. Folders starting with `.` or `_` never hold pages.
   */
  srcExclude?: string[];
  /**
   * Where pages are published when not where they lie, as VitePress's `rewrites`: a path in the docs folder → the
   * path it is served under, `{ 'en/:rest*': ':rest*' }`. Links between pages follow the rewritten paths.
   */
  rewrites?: Record<string, string>;
  /** Data files (JSON) relative to the config file, given to components by name. */
  data?: Record<string, string>;
  /**
   * Sources added to the Content-Security-Policy the build computes, for what it cannot see in the pages (hosts a
   * component calls at run time), per directive such as `connect-src`; `false` sends no policy.
   */
  contentSecurityPolicy?: false | Partial<Record<ExtensibleDirective, string[]>>;
}

export interface ResolvedConfig extends Required<
  Pick<UserConfig, 'title' | 'base' | 'colorMode' | 'redirects'>
> {
  user: UserConfig;
  /** Absolute path of the docs folder. */
  root: string;
  /** Absolute path of the config file, or null when the site has none. */
  configFile: string | null;
  siteDir: string;
  publicDir: string;
  description: string;
  hostname: string;
  logo: string;
  locales: Record<
    string,
    LocaleConfig & { name: string; title: string; description: string; texts: LocaleTexts }
  >;
  localePrefixes: string[];
  components: Record<string, ComponentConfig & { absolutePath: string }>;
  data: Record<string, unknown>;
  /** What the loader assumed and a writer should know (a foreign config that was not run), printed once per run. */
  notes: string[];
}
