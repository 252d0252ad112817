import path from 'node:path';
import { isExternal } from '../../runtime/shared/routes.ts';
import type { SidebarConfigItem } from '../config/types.ts';
import type { SidebarItem } from '../../runtime/shared/types.ts';

/** What sidebar resolution needs to know of a page. */
export interface SidebarPage {
  route: string;
  title: string;
  shortTitle?: string;
  icon?: string;
  order?: number;
  index?: boolean;
  /**
   * The locale's prefix, when known: a folder's structure lists only its own
   * locale's pages.
   */
  locale?: string;
}

export interface SidebarProblem {
  prefix: string;
  message: string;
}

/**
 * Pages with a positive order first (ascending), then pages without one, then
 * negative orders; ties by title.
 */
export function compareByOrder(a: SidebarPage, b: SidebarPage): number {
  const rank = (p: SidebarPage) => (p.order === undefined ? 1 : p.order >= 0 ? 0 : 2);
  return rank(a) - rank(b) || (a.order ?? 0) - (b.order ?? 0) || a.title.localeCompare(b.title);
}

function join(prefix: string, item: string): string {
  if (item.startsWith('/')) return item;
  const joined = path.posix.join(prefix, item);
  return item.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

/**
 * Turns one sidebar config (a list of page paths, groups and `structure`
 * markers) into items with titles, links and icons taken from the pages.
 * Entries that name no page are returned as problems for `check`.
 */
export function resolveSidebar(
  config: SidebarConfigItem[] | 'structure',
  prefix: string,
  pages: Map<string, SidebarPage>,
  problems: SidebarProblem[] = [],
): SidebarItem[] {
  if (config === 'structure') {
    // a whole sidebar generated from a folder starts with the folder's own
    // index page
    const readme = pages.get(prefix);
    return [...(readme ? [link(readme)] : []), ...structure(prefix, pages)];
  }
  const out: SidebarItem[] = [];
  for (const entry of config) {
    if (typeof entry === 'string') {
      const route = normalize(join(prefix, entry));
      const page = pages.get(route);
      if (!page) {
        problems.push({ prefix, message: `sidebar entry "${entry}" names no page (${route})` });
        continue;
      }
      out.push(link(page));
      continue;
    }
    const groupPrefix = entry.prefix ? join(prefix, entry.prefix) : prefix;
    // a link elsewhere is kept as written: no page answers it
    const external = entry.link !== undefined && isExternal(entry.link);
    const linkRoute = entry.link
      ? external
        ? entry.link
        : normalize(join(prefix, entry.link))
      : undefined;
    if (linkRoute && !external && !pages.has(linkRoute))
      problems.push({
        prefix,
        message: `sidebar link "${entry.link}" names no page (${linkRoute})`,
      });
    const readme = pages.get(groupPrefix);
    const children =
      entry.children === 'structure'
        ? structure(groupPrefix, pages)
        : entry.children
          ? resolveSidebar(entry.children, groupPrefix, pages, problems)
          : undefined;
    out.push({
      text: entry.text ?? readme?.shortTitle ?? readme?.title ?? groupPrefix,
      icon: entry.icon ?? readme?.icon,
      link: linkRoute ?? (entry.children === 'structure' && readme ? groupPrefix : undefined),
      collapsible: entry.collapsible ?? Boolean(children),
      expanded: entry.expanded,
      ...(children ? { children } : {}),
    });
  }
  return out;
}

/** A folder's pages and subfolders (as groups), ordered by front matter `order`. */
function structure(prefix: string, pages: Map<string, SidebarPage>): SidebarItem[] {
  const entries: { page: SidebarPage; item: SidebarItem }[] = [];
  const folders = new Set<string>();
  for (const page of pages.values()) {
    if (!page.route.startsWith(prefix) || page.route === prefix || page.index === false) continue;
    // another locale's pages under this folder (`/zh-CN/` under `/`) are that
    // locale's sidebar's, not this one's
    if (page.locale !== undefined && !prefix.startsWith(page.locale)) continue;
    const rest = page.route.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) entries.push({ page, item: link(page) });
    else folders.add(rest.slice(0, slash + 1));
  }
  for (const folder of folders) {
    const route = prefix + folder;
    const readme = pages.get(route);
    const children = structure(route, pages);
    if (!children.length && !readme) continue;
    // a folder holding only its index page is that page (Rollup's docs: one
    // `index.md` per folder), not an empty group
    if (!children.length) {
      entries.push({ page: readme!, item: link(readme!) });
      continue;
    }
    const page = readme ?? { route, title: folder.replace(/\/$/, '') };
    entries.push({
      page,
      item: {
        text: page.shortTitle ?? page.title,
        icon: page.icon,
        link: readme ? route : undefined,
        collapsible: true,
        children,
      },
    });
  }
  return entries.sort((a, b) => compareByOrder(a.page, b.page)).map((e) => e.item);
}

function link(page: SidebarPage): SidebarItem {
  return {
    text: page.shortTitle ?? page.title,
    link: page.route,
    ...(page.icon ? { icon: page.icon } : {}),
  };
}

function normalize(route: string): string {
  return route.replace(/\.md$/, '').replace(/(^|\/)README$/, '$1') || '/';
}

/** Every route a set of sidebars links to. */
export function sidebarRoutes(sidebars: Record<string, SidebarItem[] | false>): Set<string> {
  const out = new Set<string>();
  const walk = (items: SidebarItem[]) =>
    items.forEach((i) => {
      if (i.link) out.add(i.link);
      if (i.children) walk(i.children);
    });
  for (const items of Object.values(sidebars)) if (items) walk(items);
  return out;
}
