import path from 'node:path';
import { isExternal } from '../../../runtime/shared/routes.ts';
import type { NavItem } from '../../../runtime/shared/types.ts';
import {
  isObjectLiteral as isEntry,
  trimmedText as text,
  UNKNOWN,
  type Literal,
} from '../shared/literals.ts';
import type { SidebarConfigItem } from '../../config/types.ts';
import { SidebarFallbacks } from '../shared/sidebar-fallback.ts';
import {
  dropped,
  fellBack,
  folderKey,
  pageLink,
  unreadable,
  type ForeignNavigation,
  type SitePages,
} from '../shared/navigation.ts';

/**
 * A VuePress default theme's `sidebar` and `navbar` for one locale, in our
 * config's terms: the options of `defaultTheme({ … })`, a locale's under
 * `locales['/zh/']` winning over the theme's own (the caller merges them). A
 * page is named by its file (`/guide/intro.md`, `/guide/README.md`) or route,
 * relative ones from the sidebar's key and the `prefix` of the groups above; a
 * string entry takes its page's title, from `titleOf` in the navbar. The
 * `'heading'` sidebar (a page's own headings, VuePress's default) lists the
 * folder instead: each page has its outline.
 */
export function vuepressNavigation(
  theme: Literal | undefined,
  pages: SitePages & { keys?(): Iterable<string> },
  localePrefix: string,
  titleOf: (route: string) => string | undefined,
): ForeignNavigation {
  const out: Mapping = { dropped: [], fallbacks: new SidebarFallbacks() };
  if (!isEntry(theme)) return out;
  const sidebars: Record<string, SidebarConfigItem[] | 'structure' | false> = {};
  // `false` is no sidebar; `'heading'`, `'structure'` and `'auto'` are each
  // made from what the pages hold, as is a folder's that code makes (a whole
  // sidebar code makes is the caller's to say)
  const take = (value: Literal, key: string) => {
    if (Array.isArray(value)) sidebars[key] = vuepressItems(value, key, pages, out);
    else if (value === false) sidebars[key] = false;
    else if (typeof value === 'string') sidebars[key] = 'structure';
  };
  if (isEntry(theme.sidebar))
    for (const [key, value] of Object.entries(theme.sidebar)) {
      take(value, folderKey(key));
      if (value === UNKNOWN) {
        sidebars[folderKey(key)] = 'structure';
        fellBack(out, `the sidebar of ${folderKey(key)}`);
      }
    }
  else if (theme.sidebar !== undefined) take(theme.sidebar, localePrefix);
  out.fallbacks.fill(sidebars, pages.keys?.() ?? [], titleOf);
  if (Object.keys(sidebars).length) out.sidebar = sidebars;
  if (Array.isArray(theme.navbar))
    out.navbar = theme.navbar.flatMap((item) =>
      vuepressNavItem(item, localePrefix, pages, titleOf, out),
    );
  return out;
}

/** The navigation being read, with the stand-ins for entries code makes. */
type Mapping = ForeignNavigation & { fallbacks: SidebarFallbacks };

/**
 * The folder a group's `prefix` names: from the root as written, a relative one
 * under `base`.
 */
const groupBase = (base: string, prefix: string | undefined) =>
  prefix ? folderKey(prefix.startsWith('/') ? prefix : path.posix.join(base, prefix)) : base;

/**
 * `link` from `base` as VuePress resolves it: a path from the root as written,
 * a relative one under `base`.
 */
const vuepressRoute = (base: string, link: string, pages: SitePages) =>
  pageLink('', link.startsWith('/') ? link : path.posix.join(base, link), pages);

/**
 * Sidebar entries: a page path (its title shown), or `{ text, link, children,
 * collapsible, prefix }`.
 */
function vuepressItems(
  list: Literal[],
  base: string,
  pages: SitePages,
  out: Mapping,
): SidebarConfigItem[] {
  const result: SidebarConfigItem[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const route = vuepressRoute(base, item, pages);
      if (route) result.push(route);
      else dropped(out, item);
      continue;
    }
    // an entry code makes leaves its place to the pages of the folder it
    // stood in that nothing else lists
    if (!isEntry(item)) {
      if (item === UNKNOWN) {
        result.push(out.fallbacks.marker(base));
        fellBack(out, `one in ${base}`);
      }
      continue;
    }
    const written = text(item.link);
    const link = written && (isExternal(written) ? written : vuepressRoute(base, written, pages));
    if ((written && !link) || item.link === UNKNOWN) dropped(out, item);
    const childBase = groupBase(base, text(item.prefix));
    if (item.children === UNKNOWN) fellBack(out, `the items of "${text(item.text) ?? childBase}"`);
    const label = text(item.text);
    const icon = text(item.icon);
    const entry = {
      ...(label ? { text: label } : {}),
      ...(link ? { link } : {}),
      ...(icon ? { icon } : {}),
    };
    // theme-hope's `children: 'structure'`: the pages of the group's folder, as
    // our own config writes it
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
      : item.children === UNKNOWN
        ? [out.fallbacks.marker(childBase)]
        : null;
    if (!children) {
      if (link) result.push(label || icon ? entry : link);
      continue;
    }
    if (!children.length && !link) continue;
    result.push({ ...entry, collapsible: item.collapsible === true, children });
  }
  return result;
}

/**
 * A navbar entry: a page path (its title as text), a link, or a menu of the
 * links under it (groups flattened).
 */
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
  // `''` names the menu's `prefix` itself, as theme-hope writes a folder's
  // README
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
