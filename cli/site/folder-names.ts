import type { NavItem, RouteEntry, SidebarItem } from '../../runtime/shared/types.ts';
import { commonFolder, normalizePath, splitHash } from '../../runtime/shared/routes.ts';
import { untitledName } from './title.ts';

interface Entry {
  text: string;
  link?: string;
  children?: Entry[];
}

/** A link as a route: no query or hash, and the router's form of its path. */
const routeOf = (link: string) => normalizePath(splitHash(link).path.replace(/\?.*$/, ''));

/** Every route a navigation entry and the entries under it link. */
const linksOf = (entry: Entry): string[] => [
  ...(entry.link ? [routeOf(entry.link)] : []),
  ...(entry.children ?? []).flatMap(linksOf),
];

/** Every entry of the trees, parents before their children. */
const flatten = (entries: Entry[]): Entry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

/**
 * What the locale's navigation calls `folder` (`/guide/`): the text of an
 * entry linking the folder itself, else of the group most of whose links lie
 * in it, and in no one folder below it, the one with most links there (the
 * sidebar's "Guide" over ten of the guide's pages and the FAQ rather than
 * "Getting Started" over four, or "Third" over `/guide/third-party/`).
 */
export function folderText(folder: string, entries: Entry[]): string | undefined {
  const all = flatten(entries).filter((entry) => entry.text.trim());
  const bare = folder.replace(/\/$/, '');
  const own = all.find((entry) => entry.link && [folder, bare].includes(routeOf(entry.link)));
  if (own) return own.text;
  let best: { text: string; size: number } | undefined;
  for (const entry of all) {
    const links = [...new Set(entry.children?.length ? linksOf(entry) : [])];
    const inside = links.filter((link) => link.startsWith(folder));
    const names = inside.length * 2 > links.length && commonFolder(inside) === folder;
    if (names && inside.length > (best?.size ?? 0))
      best = { text: entry.text, size: inside.length };
  }
  return best?.text;
}

interface Locale {
  prefix: string;
  navbar: NavItem[];
  sidebar: Record<string, SidebarItem[] | false>;
}

/**
 * The locale's route table with each folder page that names itself nothing
 * (an empty `guide/index.md`, titled by its folder's name) named as the
 * locale's navigation names the folder, for its breadcrumb and the links to it.
 */
export function withFolderNames(
  routes: Record<string, RouteEntry>,
  pages: { route: string; locale: string; relativePath: string; title: string }[],
  { prefix, navbar, sidebar }: Locale,
): Record<string, RouteEntry> {
  const entries: Entry[] = [
    ...(navbar as Entry[]),
    ...Object.values(sidebar).flatMap((items) => (items || []) as Entry[]),
  ];
  const out = { ...routes };
  for (const page of pages) {
    const untitled = page.title === untitledName(page.relativePath, undefined);
    if (page.locale !== prefix || page.route === prefix || !page.route.endsWith('/') || !untitled)
      continue;
    const text = folderText(page.route, entries);
    if (text && out[page.route]) out[page.route] = { ...out[page.route], title: text };
  }
  return out;
}
