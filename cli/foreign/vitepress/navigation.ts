import { commonFolder, isExternal } from '../../../runtime/shared/routes.ts';
import type { NavItem, NavLink } from '../../../runtime/shared/types.ts';
import {
  isObjectLiteral as isEntry,
  trimmedText as text,
  UNKNOWN,
  type Literal,
} from '../shared/literals.ts';
import type { SidebarConfigItem } from '../../config/types.ts';
import {
  dropped,
  fellBack,
  folderKey,
  pageLink,
  unreadable,
  type ForeignNavigation,
  type SitePages,
} from '../shared/navigation.ts';
import { SidebarFallbacks } from '../shared/sidebar-fallback.ts';

/** The site's pages, listed where a folder's pages stand in for entries code makes. */
type Pages = SitePages & { keys?(): Iterable<string> };
type Mapping = ForeignNavigation & { fallbacks: SidebarFallbacks };

/**
 * A VitePress locale's `themeConfig.sidebar` and `nav` in our config's terms,
 * read from its config text (never run). A sidebar or nav that code makes as a
 * whole is left to the folder structure (absent here). Inside one, an entry
 * whose link or items code makes is left out and counted, and one whose text
 * code makes (Vite's `` `从 v${n} 迁移` ``) is named by its page's title. An
 * item code makes among links gives its place to the pages of their folder
 * that no entry lists (Valaxy's `...officialAddons.map(…)`). A sidebar link
 * must name one of `pages`: one made by code at build time is left out.
 */
export function vitepressNavigation(
  theme: Literal | undefined,
  pages: Pages,
  localePrefix = '/',
): ForeignNavigation {
  const out: Mapping = { dropped: [], fallbacks: new SidebarFallbacks() };
  if (!isEntry(theme)) return out;
  const mapped =
    theme.sidebar === undefined ? null : sidebarOf(theme.sidebar, pages, localePrefix, out);
  if (mapped) out.fallbacks.fill(mapped, pages.keys?.() ?? [], () => undefined);
  if (mapped && Object.keys(mapped).length) out.sidebar = mapped;
  if (Array.isArray(theme.nav)) out.navbar = theme.nav.flatMap((item) => navItem(item, pages, out));
  return out;
}

/**
 * `[…]` for every page, or `{ '/guide/': […] | { base, items } }` by route
 * prefix.
 */
function sidebarOf(
  value: Literal,
  pages: SitePages,
  localePrefix: string,
  out: Mapping,
): Record<string, SidebarConfigItem[]> | null {
  if (Array.isArray(value))
    return { [localePrefix]: items(value, { base: '', pages, out, place: 'the sidebar' }) };
  if (!isEntry(value)) return null;
  const sidebars: Record<string, SidebarConfigItem[]> = {};
  for (const [prefix, list] of Object.entries(value)) {
    const key = folderKey(prefix);
    const place = `the sidebar of ${key}`;
    if (Array.isArray(list)) sidebars[key] = items(list, { base: '', pages, out, place });
    else if (isEntry(list) && Array.isArray(list.items))
      sidebars[key] = items(list.items, { base: text(list.base) ?? '', pages, out, place });
  }
  return sidebars;
}

interface ItemsContext {
  /** Put before the links of the items. */
  base: string;
  pages: SitePages;
  out: Mapping;
  /** Where the items are, for the notes (`"Addons"`, `the sidebar of /guide/`). */
  place: string;
}

/**
 * Sidebar items: `{ text, link }` is a link with its own text; `{ text, items,
 * collapsed }` a group, always open without `collapsed`, folded when it is
 * true. A `base` is put before the links of the items under it.
 */
function items(list: Literal[], { base, pages, out, place }: ItemsContext): SidebarConfigItem[] {
  const result: SidebarConfigItem[] = [];
  for (const item of list) {
    if (!isEntry(item)) {
      const folder = item === UNKNOWN ? linksFolder(list, base, pages) : undefined;
      if (folder) {
        result.push(out.fallbacks.marker(folder));
        fellBack(out, `one in ${folder}`);
      } else if (item === UNKNOWN) dropped(out, item, place);
      continue;
    }
    const itemBase = text(item.base) ?? base;
    const link =
      text(item.link) &&
      (isExternal(text(item.link)!)
        ? text(item.link)
        : pageLink(itemBase, text(item.link)!, pages));
    if ((text(item.link) && !link) || item.link === UNKNOWN || item.items === UNKNOWN)
      dropped(out, item, place);
    const label = text(item.text);
    if (Array.isArray(item.items)) {
      const within = label ? `"${label}"` : place;
      const children = items(item.items, { base: itemBase, pages, out, place: within });
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

/**
 * The folder the written links of `list` share (`/addons/official/` and
 * `/addons/official/x` are in `/addons/official/`), none when they share only
 * the root or there are none.
 */
function linksFolder(list: Literal[], base: string, pages: SitePages): string | undefined {
  const routes = list.flatMap((item) => {
    const written = isEntry(item) ? text(item.link) : undefined;
    const route = written && !isExternal(written) ? pageLink(base, written, pages) : null;
    return route ? [route] : [];
  });
  const shared = commonFolder(routes);
  return shared === '/' ? undefined : shared;
}

/**
 * A nav entry: a link, or a menu of the links under it (sub-menus flattened
 * into it). One that code makes, or that links to no page of the folder, is
 * left out and counted; a link elsewhere is kept as written.
 */
function navItem(item: Literal, pages: SitePages, out: ForeignNavigation): NavItem[] {
  if (!isEntry(item) || !text(item.text)) return unreadable(item, out);
  if (Array.isArray(item.items)) {
    const children = navLinks(item.items, pages, out, `"${text(item.text)}"`);
    return children.length ? [{ text: text(item.text)!, children }] : [];
  }
  return navLink(item, pages, out);
}

function navLinks(
  list: Literal[],
  pages: SitePages,
  out: ForeignNavigation,
  place: string,
): NavLink[] {
  return list.flatMap((item): NavLink[] =>
    isEntry(item) && Array.isArray(item.items)
      ? navLinks(item.items, pages, out, place)
      : navLink(item, pages, out, place),
  );
}

function navLink(
  item: Literal,
  pages: SitePages,
  out: ForeignNavigation,
  place = 'the nav',
): NavLink[] {
  const label = isEntry(item) ? text(item.text) : undefined;
  const written = isEntry(item) ? text(item.link) : undefined;
  if (!label || !written) return unreadable(item, out, place);
  if (isExternal(written)) return [{ text: label, link: written }];
  const route = pageLink('', written, pages);
  if (!route) {
    dropped(out, item);
    return [];
  }
  return [{ text: label, link: `${route}${/#.*$/.exec(written)?.[0] ?? ''}` }];
}
