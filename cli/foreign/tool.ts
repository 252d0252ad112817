import type { DialectName } from './dialects.ts';
import type { LocaleConfig, UserConfig } from '../config/types.ts';
import type { HeadEntry } from '../render/head-tags.ts';
import type { SitePageFiles } from '../site/folder-defaults.ts';
import type { ReadConfig } from './shared/files.ts';
import type { LocaleNavigation } from './shared/navigation.ts';

/** Another tool's site, read never run. */
export interface ForeignTool {
  /** As notes name it: `VitePress`. */
  name: string;
  /**
   * Whether `root` is the tool's site: its folder (`.vitepress/`) beside the
   * pages.
   */
  detect(root: string): boolean;
  /**
   * The docs folder inside `folder` when the tool keeps its pages apart from
   * its config (Valaxy's `pages/`); undefined when `folder` is not its site.
   */
  pagesFolder?(folder: string): string | undefined;
  read(root: string): ForeignSite;
}

/**
 * What a foreign site becomes: our config, and notes saying what was read and
 * what was not.
 */
export interface ForeignSite {
  config: UserConfig;
  notes: string[];
  /**
   * The notes about its navigation, said again when a config of ours borrows
   * it.
   */
  navigationNotes: string[];
  /** The config file as notes name it; null without one. */
  file: string | null;
}

/** The settings of one locale a tool's config writes out as text. */
export interface LocaleTexts {
  title?: string;
  description?: string;
  lang?: string;
  label?: string;
}

export type Footer = { copyright: string | false; of(prefix: string): { footer?: string } };

/**
 * What one tool reads from its config, in our terms; `shared/site.ts` builds
 * the config from it.
 */
export interface ToolParts {
  /**
   * The tool whose heading ids the pages use, as notes name it
   * (`vuepress-theme-hope`).
   */
  tool: string;
  dialect: DialectName;
  main: ReadConfig;
  /** The other config files read so far (a locale's own), absolute. */
  extraFiles(): string[];
  rewrites?: Record<string, string>;
  logo?: string;
  /** The site's edit-link address with `:path`, where the config writes it as a string. */
  editLinkPattern?: string;
  /** `false` where the theme turns breadcrumbs off for the whole site. */
  breadcrumb?: false;
  /** Where the theme turns search off for the whole site, the option that says so (`plugins.search: false`). */
  searchOff?: string;
  head: HeadEntry[];
  math: boolean;
  deadLinks: { rules?: Record<string, 'warning'>; ignoreLinks?: (string | RegExp)[] };
  attrs?: { leftDelimiter?: string; rightDelimiter?: string; disable?: boolean };
  containers: Record<string, string>;
  /**
   * Path prefixes of includes the tool's config maps by code, as our
   * `markdown.includeAliases`, with what to say of them.
   */
  includes?: { aliases: Record<string, string[]>; assumed?: string; note?: string };
  /**
   * The files that are no pages, and the key of the tool's config that says so.
   */
  srcExclude?: { patterns: string[]; key: string };
  /**
   * What a `README.md` beside an `index.md` is: VitePress publishes it at
   * `<folder>/README`; VuePress makes both the folder's page.
   */
  readme?: 'page';
  navigation(pages: SitePageFiles): LocaleNavigation;
  locale(prefix: string): LocaleTexts;
  footer: Footer;
  /** A locale's titles and texts; `lang` is the locale's language as the site resolves it. */
  labels(prefix: string, lang: string): Pick<LocaleConfig, 'containerTitles' | 'texts'>;
  /** Where the site's locales are declared: folder names. */
  declaredLocales: ReadonlySet<string>;
  /**
   * Locales with no folder of their own, their pages the root's written in two
   * languages at once (Valaxy's `::: zh-CN`): folder names.
   */
  copiedLocales?: readonly string[];
  /**
   * The locales whose whole settings code makes (`root: localeConfig('en')`).
   */
  codeLocales: string[];
  slugifyIsCode: boolean;
}
