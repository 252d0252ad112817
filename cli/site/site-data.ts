import { hostedSearchOf } from '../config/search-mode.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { NavItem, RouteEntry, SidebarItem, SiteData } from '../../runtime/shared/types.ts';
import { resolveSidebar, type SidebarPage, type SidebarProblem } from './sidebar.ts';
import { iconSprite, THEME_ICONS } from './icons.ts';
import { titleWithoutSuffix } from './title.ts';
import { withFolderNames } from './folder-names.ts';

export function sidebarPages(pages: SourcePage[]): Map<string, SidebarPage> {
  return new Map(
    pages.map((p) => [
      p.route,
      {
        route: p.route,
        title: p.title,
        shortTitle:
          typeof p.frontmatter.shortTitle === 'string' ? p.frontmatter.shortTitle : undefined,
        icon: typeof p.frontmatter.icon === 'string' ? p.frontmatter.icon : undefined,
        order: typeof p.frontmatter.order === 'number' ? p.frontmatter.order : undefined,
        index: p.frontmatter.index === false ? false : undefined,
        locale: p.locale,
      },
    ]),
  );
}

/** Resolved sidebars of every locale, plus the entries that name no page. */
export function resolveSidebars(
  config: ResolvedConfig,
  pages: SourcePage[],
): { sidebars: Record<string, Record<string, SidebarItem[] | false>>; problems: SidebarProblem[] } {
  const byRoute = sidebarPages(pages);
  const problems: SidebarProblem[] = [];
  const sidebars: Record<string, Record<string, SidebarItem[] | false>> = {};
  for (const [prefix, locale] of Object.entries(config.locales)) {
    sidebars[prefix] = {};
    for (const [key, value] of Object.entries(locale.sidebar ?? {})) {
      sidebars[prefix][key] =
        value === false ? false : resolveSidebar(value, key, byRoute, problems);
    }
  }
  return { sidebars, problems };
}

function collectIcons(pages: SourcePage[], config: ResolvedConfig): Set<string> {
  const names = new Set<string>(THEME_ICONS);
  const add = (v: unknown) => {
    if (typeof v === 'string' && v) names.add(v);
  };
  for (const p of pages) {
    add(p.frontmatter.icon);
    for (const key of ['features', 'actions'])
      for (const f of Array.isArray(p.frontmatter[key])
        ? (p.frontmatter[key] as { icon?: unknown }[])
        : [])
        add(f?.icon);
    for (const h of Array.isArray(p.frontmatter.highlights)
      ? (p.frontmatter.highlights as {
          features?: { icon?: unknown }[];
          highlights?: { icon?: unknown }[];
        }[])
      : []) {
      for (const f of [...(h.features ?? []), ...(h.highlights ?? [])]) add(f?.icon);
    }
  }
  const walkNav = (items: NavItem[]) =>
    items.forEach((i) => {
      add(i.icon);
      if ('children' in i) walkNav(i.children);
    });
  for (const locale of Object.values(config.locales)) walkNav(locale.navbar ?? []);
  return names;
}

/**
 * The sprite of every icon the site shows (theme, navbar, pages), the names in
 * it and each one's symbol.
 */
export function siteIcons(
  config: ResolvedConfig,
  pages: SourcePage[],
): ReturnType<typeof iconSprite> {
  return iconSprite(collectIcons(pages, config));
}

export interface SiteDataInput {
  config: ResolvedConfig;
  pages: SourcePage[];
  chunks: Map<string, string>;
  islands: Record<string, string>;
  /**
   * Island name → its stylesheet, which the client links before mounting the
   * island after a navigation.
   */
  islandStyles?: Record<string, string>;
  sidebars: Record<string, Record<string, SidebarItem[] | false>>;
  /** Path of the icon sprite relative to the base, and the icon names it holds. */
  icons: SiteData['icons'];
}

/**
 * Site data for each locale; `siteModules` is filled in once the modules' names
 * are known.
 */
export function createSiteData({
  config,
  pages,
  chunks,
  islands,
  islandStyles = {},
  sidebars,
  icons,
}: SiteDataInput): Record<string, SiteData> {
  const routes = routeEntries(pages, chunks);
  const user = config.user;
  const out: Record<string, SiteData> = {};
  for (const [prefix, locale] of Object.entries(config.locales)) {
    // another locale's pages need only what navigating there takes (its chunk,
    // its locale): their titles and icons would be downloaded on every first
    // visit and never shown
    const localeRoutes = Object.fromEntries(
      Object.entries(routes).map(([route, entry]) => [
        route,
        entry.locale === prefix ? entry : { chunk: entry.chunk, locale: entry.locale },
      ]),
    );
    out[prefix] = {
      base: config.base,
      title: locale.title,
      hostname: config.hostname,
      logo: config.logo,
      locale: {
        prefix,
        lang: locale.lang,
        title: locale.title,
        description: locale.description,
        texts: locale.texts,
        navbar: locale.navbar ?? [],
        sidebar: sidebars[prefix] ?? {},
        notices: locale.notices ?? [],
        footer: locale.footer,
      },
      locales: localeLinks(config),
      repo: {
        repo: user.repo ?? '',
        docsRepo: user.docsRepo ?? user.repo ?? '',
        docsBranch: user.docsBranch ?? 'main',
        docsDir: user.docsDir ?? 'docs',
        ...(user.editLinkPattern ? { editPattern: user.editLinkPattern } : {}),
      },
      ...(user.breadcrumb === false ? { breadcrumb: false as const } : {}),
      ...siteAuthor(user.locales?.[prefix]?.author ?? user.author, config.title),
      ...(user.copyright !== undefined ? { copyright: user.copyright } : {}),
      colorMode: config.colorMode,
      comments: user.comments,
      search: siteSearch(user.search),
      layouts: user.layouts ?? {},
      slots: user.slots ?? {},
      routes: withFolderNames(localeRoutes, pages, {
        prefix,
        navbar: locale.navbar ?? [],
        sidebar: sidebars[prefix] ?? {},
      }),
      icons,
      islands,
      islandStyles,
      siteModules: {},
      redirects: config.redirects,
      redirectLocale: user.redirectLocale,
      banner: user.banner,
    };
  }
  return out;
}

function routeEntries(
  pages: SiteDataInput['pages'],
  chunks: SiteDataInput['chunks'],
): Record<string, RouteEntry> {
  const routes: Record<string, RouteEntry> = {};
  for (const p of pages) {
    routes[p.route] = {
      title: String(p.frontmatter.shortTitle ?? titleWithoutSuffix(p.title, p.body)),
      chunk: chunks.get(p.route) ?? '',
      locale: p.locale,
      ...(typeof p.frontmatter.icon === 'string' ? { icon: p.frontmatter.icon } : {}),
      ...(p.frontmatter.breadcrumbExclude === true ? { breadcrumbExclude: true } : {}),
      ...(p.fallback ? { fallback: true } : {}),
    };
  }
  return routes;
}

/** Every locale as the language menu and the language redirect show it. */
function localeLinks(config: SiteDataInput['config']): SiteData['locales'] {
  return Object.entries(config.locales).map(([p, l]) => ({
    prefix: p,
    lang: l.lang,
    name: l.name,
    redirect: {
      langRedirectTitle: l.texts.langRedirectTitle,
      langRedirectText: l.texts.langRedirectText,
      langRedirectSwitch: l.texts.langRedirectSwitch,
      langRedirectCancel: l.texts.langRedirectCancel,
      langRedirectRemember: l.texts.langRedirectRemember,
    },
  }));
}

/** The author a locale shows: its own, else the site's; pages' info rows name it unless `pageInfo` is `false`. */
function siteAuthor(
  author: { name: string; url?: string; pageInfo?: boolean } | undefined,
  title: string,
): Pick<SiteData, 'author' | 'pageAuthor'> {
  if (!author) return { author: { name: title } };
  const { name, url } = author;
  return { author, ...(author.pageInfo !== false ? { pageAuthor: { name, url } } : {}) };
}

/** What the search box does: the hosted index the config names, none (`search: false`), else the site's own. */
function siteSearch(search: ResolvedConfig['user']['search']): SiteData['search'] {
  if (search === false) return { provider: 'none' };
  return hostedSearchOf(search) ?? { provider: 'local' };
}
