import path from 'node:path';
import { isExternal } from '../../runtime/shared/routes.ts';
import type { NavItem, NavLink } from '../../runtime/shared/types.ts';
import {
  isObjectLiteral as isEntry,
  trimmedText as text,
  UNKNOWN,
  type Literal,
} from './foreign-literals.ts';
import type { SidebarConfigItem } from './types.ts';

/** What VitePress's navigation became here, and what of it was left out. */
/** The routes of a site's pages, which navigation entries must name (a set of them, or a map from them). */
export type SitePages = Pick<ReadonlySet<string>, 'has'>;

export interface ForeignNavigation {
  /** By route prefix; `'structure'` lists the folder's pages, `false` is none (VuePress's `sidebar: false`). */
  sidebar?: Record<string, SidebarConfigItem[] | 'structure' | false>;
  navbar?: NavItem[];
  /**
   * Entries left out, each described for the notes (`"Team" (/about/team)`): sidebar links to no page of the folder
   * (a page made by code, a link elsewhere), and sidebar or nav entries whose link, items or (nav) text only code makes.
   */
  dropped: string[];
}

/** An entry left out, as a note names it: its text and the link it was written with, or that code makes it. */
function dropped(out: ForeignNavigation, item: Literal): void {
  const label = isEntry(item) ? text(item.text) : undefined;
  const link = typeof item === 'string' ? item : isEntry(item) ? text(item.link) : undefined;
  out.dropped.push(
    label || link
      ? [label && `"${label}"`, link && (label ? `(${link})` : link)].filter(Boolean).join(' ')
      : 'one made by code',
  );
}

/**
 * A VitePress locale's `themeConfig.sidebar` and `nav` in our config's terms, read from its config text (never run).
 * A sidebar or nav that code makes as a whole is left to the folder structure (absent here). Inside one, an entry
 * whose link or items code makes is left out and counted, and one whose text code makes (Vite's `` `从 v${n} 迁移` ``)
 * is named by its page's title. A sidebar link must name one of `pages`: one made by code at build time is left out.
 */
export function vitepressNavigation(
  theme: Literal | undefined,
  pages: SitePages,
  localePrefix = '/',
): ForeignNavigation {
  const out: ForeignNavigation = { dropped: [] };
  if (!isEntry(theme)) return out;
  const mapped =
    theme.sidebar === undefined ? null : sidebarOf(theme.sidebar, pages, localePrefix, out);
  if (mapped && Object.keys(mapped).length) out.sidebar = mapped;
  if (Array.isArray(theme.nav)) out.navbar = theme.nav.flatMap((item) => navItem(item, pages, out));
  return out;
}

/** A sidebar's key as a folder's route: `guide`, `/guide` and `/guide/` are `/guide/`. */
const folderKey = (key: string) => `/${key.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** `[…]` for every page, or `{ '/guide/': […] | { base, items } }` by route prefix. */
function sidebarOf(
  value: Literal,
  pages: SitePages,
  localePrefix: string,
  out: ForeignNavigation,
): Record<string, SidebarConfigItem[]> | null {
  if (Array.isArray(value)) return { [localePrefix]: items(value, '', pages, out) };
  if (!isEntry(value)) return null;
  const sidebars: Record<string, SidebarConfigItem[]> = {};
  for (const [prefix, list] of Object.entries(value)) {
    const key = folderKey(prefix);
    if (Array.isArray(list)) sidebars[key] = items(list, '', pages, out);
    else if (isEntry(list) && Array.isArray(list.items))
      sidebars[key] = items(list.items, text(list.base) ?? '', pages, out);
  }
  return sidebars;
}

/**
 * Sidebar items: `{ text, link }` is a link with its own text; `{ text, items, collapsed }` a group, always open
 * without `collapsed`, folded when it is true. `base` is put before the links of the items under it.
 */
function items(
  list: Literal[],
  base: string,
  pages: SitePages,
  out: ForeignNavigation,
): SidebarConfigItem[] {
  const result: SidebarConfigItem[] = [];
  for (const item of list) {
    if (!isEntry(item)) {
      if (item === UNKNOWN) dropped(out, item);
      continue;
    }
    const itemBase = text(item.base) ?? base;
    const link =
      text(item.link) &&
      (isExternal(text(item.link)!)
        ? text(item.link)
        : pageLink(itemBase, text(item.link)!, pages));
    if ((text(item.link) && !link) || item.link === UNKNOWN || item.items === UNKNOWN)
      dropped(out, item);
    const label = text(item.text);
    if (Array.isArray(item.items)) {
      const children = items(item.items, itemBase, pages, out);
      if (!children.length && !link) continue;
      const collapsed = item.collapsed;
      result.push({
        ...(label ? { text: label } : {}),
        ...(link ? { link } : {}),
        collapsible: typeof collapsed === 'boolean',
        ...(collapsed === false ? { expanded: true } : {}),
        children,
      });
    } else if (link) result.push(label ? { text: label, link } : link);
  }
  return result;
}

/** A link as the route of one of the site's pages (`/guide/`, `/guide/intro`), or null when no page answers it. */
function pageLink(base: string, link: string, pages: SitePages): string | null {
  if (isExternal(link)) return null;
  // VitePress puts `base` before a link as written: `base: '/reference/default-theme-'` and `link: 'nav'` is
  // `/reference/default-theme-nav`. A base without its slash still names a folder, a link from the root ignores it
  const joined =
    link.startsWith('/') || !base
      ? link
      : `${base}${base.endsWith('-') || base.endsWith('/') ? '' : '/'}${link}`;
  const route = joined
    .replace(/[?#].*$/, '')
    .replace(/\.(md|html)$/, '')
    .replace(/\/(index|README)$/, '/');
  if (!route.startsWith('/')) return null;
  if (!route.endsWith('/') && pages.has(route)) return route;
  // a folder's index page is the folder's route, with its slash
  const folder = route.replace(/\/?$/, '/');
  return pages.has(folder) ? folder : null;
}

/**
 * A nav entry: a link, or a menu of the links under it (sub-menus flattened into it). One that code makes, or that
 * links to no page of the folder, is left out and counted; a link elsewhere is kept as written.
 */
function navItem(item: Literal, pages: SitePages, out: ForeignNavigation): NavItem[] {
  if (!isEntry(item) || !text(item.text)) return unreadable(item, out);
  if (Array.isArray(item.items)) {
    const children = navLinks(item.items, pages, out);
    return children.length ? [{ text: text(item.text)!, children }] : [];
  }
  return navLink(item, pages, out);
}

function navLinks(list: Literal[], pages: SitePages, out: ForeignNavigation): NavLink[] {
  return list.flatMap((item): NavLink[] =>
    isEntry(item) && Array.isArray(item.items)
      ? navLinks(item.items, pages, out)
      : navLink(item, pages, out),
  );
}

function navLink(item: Literal, pages: SitePages, out: ForeignNavigation): NavLink[] {
  const label = isEntry(item) ? text(item.text) : undefined;
  const written = isEntry(item) ? text(item.link) : undefined;
  if (!label || !written) return unreadable(item, out);
  if (isExternal(written)) return [{ text: label, link: written }];
  const route = pageLink('', written, pages);
  if (!route) {
    dropped(out, item);
    return [];
  }
  return [{ text: label, link: `${route}${/#.*$/.exec(written)?.[0] ?? ''}` }];
}

/** No entry, counted when code makes what it needed (its text, link or items). */
function unreadable(item: Literal, out: ForeignNavigation): [] {
  if (item === UNKNOWN || (isEntry(item) && [item.text, item.link, item.items].includes(UNKNOWN)))
    dropped(out, item);
  return [];
}

/**
 * A VuePress default theme's `sidebar` and `navbar` for one locale, in our config's terms: the options of
 * `defaultTheme({ … })`, a locale's under `locales['/zh/']` winning over the theme's own (the caller merges them).
 * A page is named by its file (`/guide/intro.md`, `/guide/README.md`) or route, relative ones from the sidebar's key
 * and the `prefix` of the groups above; a string entry takes its page's title, from `titleOf` in the navbar. The
 * `'heading'` sidebar (a page's own headings, VuePress's default) lists the folder instead: each page has its outline.
 */
export function vuepressNavigation(
  theme: Literal | undefined,
  pages: SitePages,
  localePrefix: string,
  titleOf: (route: string) => string | undefined,
): ForeignNavigation {
  const out: ForeignNavigation = { dropped: [] };
  if (!isEntry(theme)) return out;
  const sidebars: Record<string, SidebarConfigItem[] | 'structure' | false> = {};
  // `false` is no sidebar; `'heading'`, `'structure'` and `'auto'` are each made from what the pages hold
  const take = (value: Literal, key: string) => {
    if (Array.isArray(value)) sidebars[key] = vuepressItems(value, key, pages, out);
    else if (value === false) sidebars[key] = false;
    else if (typeof value === 'string') sidebars[key] = 'structure';
  };
  if (isEntry(theme.sidebar))
    for (const [key, value] of Object.entries(theme.sidebar)) take(value, folderKey(key));
  else if (theme.sidebar !== undefined) take(theme.sidebar, localePrefix);
  if (Object.keys(sidebars).length) out.sidebar = sidebars;
  if (Array.isArray(theme.navbar))
    out.navbar = theme.navbar.flatMap((item) =>
      vuepressNavItem(item, localePrefix, pages, titleOf, out),
    );
  return out;
}

/** The folder a group's `prefix` names: from the root as written, a relative one under `base`. */
const groupBase = (base: string, prefix: string | undefined) =>
  prefix ? folderKey(prefix.startsWith('/') ? prefix : path.posix.join(base, prefix)) : base;

/** `link` from `base` as VuePress resolves it: a path from the root as written, a relative one under `base`. */
const vuepressRoute = (base: string, link: string, pages: SitePages) =>
  pageLink('', link.startsWith('/') ? link : path.posix.join(base, link), pages);

/** Sidebar entries: a page path (its title shown), or `{ text, link, children, collapsible, prefix }`. */
function vuepressItems(
  list: Literal[],
  base: string,
  pages: SitePages,
  out: ForeignNavigation,
): SidebarConfigItem[] {
  const result: SidebarConfigItem[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const route = vuepressRoute(base, item, pages);
      if (route) result.push(route);
      else dropped(out, item);
      continue;
    }
    if (!isEntry(item)) {
      if (item === UNKNOWN) dropped(out, item);
      continue;
    }
    const written = text(item.link);
    const link = written && (isExternal(written) ? written : vuepressRoute(base, written, pages));
    if ((written && !link) || item.link === UNKNOWN || item.children === UNKNOWN)
      dropped(out, item);
    const childBase = groupBase(base, text(item.prefix));
    const label = text(item.text);
    const entry = { ...(label ? { text: label } : {}), ...(link ? { link } : {}) };
    // theme-hope's `children: 'structure'`: the pages of the group's folder, as our own config writes it
    if (item.children === 'structure') {
      result.push({
        ...entry,
        prefix: childBase,
        collapsible: item.collapsible === true,
        children: 'structure',
      });
      continue;
    }
    const children = Array.isArray(item.children)
      ? vuepressItems(item.children, childBase, pages, out)
      : null;
    if (!children) {
      if (link) result.push(label ? { text: label, link } : link);
      continue;
    }
    if (!children.length && !link) continue;
    result.push({ ...entry, collapsible: item.collapsible === true, children });
  }
  return result;
}

/** A navbar entry: a page path (its title as text), a link, or a menu of the links under it (groups flattened). */
function vuepressNavItem(
  item: Literal,
  base: string,
  pages: SitePages,
  titleOf: (route: string) => string | undefined,
  out: ForeignNavigation,
): NavItem[] {
  if (isEntry(item) && Array.isArray(item.children)) {
    if (!text(item.text)) return unreadable(item, out);
    const childBase = groupBase(base, text(item.prefix));
    const children = item.children.flatMap((child) =>
      vuepressNavItem(child, childBase, pages, titleOf, out).flatMap((entry) =>
        'children' in entry ? entry.children : [entry],
      ),
    );
    return children.length ? [{ text: text(item.text)!, children }] : [];
  }
  // `''` names the menu's `prefix` itself, as theme-hope writes a folder's README
  const written =
    typeof item === 'string' ? item.trim() : isEntry(item) ? text(item.link) : undefined;
  if (written === undefined) return unreadable(item, out);
  if (isExternal(written))
    return isEntry(item) && text(item.text)
      ? [{ text: text(item.text)!, link: written }]
      : unreadable(item, out);
  const route = vuepressRoute(base, written, pages);
  const label = isEntry(item) ? text(item.text) : route && titleOf(route);
  if (!route || !label) {
    dropped(out, item);
    return [];
  }
  return [{ text: label, link: `${route}${/#.*$/.exec(written)?.[0] ?? ''}` }];
}
