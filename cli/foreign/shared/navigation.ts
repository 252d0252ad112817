import { isExternal } from '../../../runtime/shared/routes.ts';
import type { NavItem } from '../../../runtime/shared/types.ts';
import {
  isObjectLiteral as isEntry,
  pathIn,
  trimmedText as text,
  UNKNOWN,
  type Literal,
} from './literals.ts';
import type { LocaleConfig, SidebarConfigItem } from '../../config/types.ts';

/**
 * The routes of a site's pages, which navigation entries must name (a set of
 * them, or a map from them).
 */
export type SitePages = Pick<ReadonlySet<string>, 'has'>;

export interface ForeignNavigation {
  /**
   * By route prefix; `'structure'` lists the folder's pages, `false` is none
   * (VuePress's `sidebar: false`).
   */
  sidebar?: Record<string, SidebarConfigItem[] | 'structure' | false>;
  navbar?: NavItem[];
  /**
   * Entries left out, each described for the notes (`"Team" (/about/team)`):
   * sidebar links to no page of the folder (a page made by code, a link
   * elsewhere), and sidebar or nav entries whose link, items or (nav) text only
   * code makes.
   */
  dropped: string[];
  /**
   * Sidebar entries code makes, each described for the notes (`one in
   * /guide/`): the pages of their folder that no other entry lists stand in
   * their place.
   */
  fellBack?: string[];
}

/** A sidebar entry code makes, whose folder's unlisted pages stand in for it. */
export function fellBack(out: ForeignNavigation, described: string): void {
  (out.fellBack ??= []).push(described);
}

/** How the notes describe an entry code makes, followed by where it is. */
export const MADE_BY_CODE = 'one made by code';

/**
 * An entry left out, as a note names it: its text and the link it was written
 * with, or that code makes it and in what (`place`: `"Addons"`, `the nav`).
 */
export function dropped(out: ForeignNavigation, item: Literal, place?: string): void {
  const label = isEntry(item) ? text(item.text) : undefined;
  const link = typeof item === 'string' ? item : isEntry(item) ? text(item.link) : undefined;
  out.dropped.push(
    label || link
      ? [label && `"${label}"`, link && (label ? `(${link})` : link)].filter(Boolean).join(' ')
      : `${MADE_BY_CODE}${place ? ` in ${place}` : ''}`,
  );
}

/**
 * A sidebar's key as a folder's route: `guide`, `/guide` and `/guide/` are
 * `/guide/`.
 */
export const folderKey = (key: string) =>
  `/${key.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/**
 * A link as the route of one of the site's pages (`/guide/`, `/guide/intro`),
 * or null when no page answers it.
 */
export function pageLink(base: string, link: string, pages: SitePages): string | null {
  if (isExternal(link)) return null;
  // VitePress puts `base` before a link as written: `base:
  // '/reference/default-theme-'` and `link: 'nav'` is
  // `/reference/default-theme-nav`. A base without its slash still names a
  // folder, a link from the root ignores it
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
 * No entry, counted when code makes what it needed (its text, link or items).
 */
export function unreadable(item: Literal, out: ForeignNavigation, place?: string): [] {
  if (item === UNKNOWN || (isEntry(item) && [item.text, item.link, item.items].includes(UNKNOWN)))
    dropped(out, item, place);
  return [];
}

/**
 * What a locale's navigation became, and what of it could not be read, for the
 * notes.
 */
export interface LocaleNavigation {
  of(prefix: string): Pick<LocaleConfig, 'navbar' | 'sidebar'>;
  readonly read: string[];
  readonly unread: string[];
  readonly dropped: string[];
  readonly fellBack: string[];
}

/**
 * What one locale's navigation becomes from the theme options read for it: its
 * sidebar and navbar where they could be read, a sidebar of its folders without
 * one; `read`, `unread` and `dropped` add up what happened, for the notes.
 */
export function navigationOf(
  themeOf: (prefix: string) => Literal | undefined,
  mapped: (theme: Literal | undefined, prefix: string) => ForeignNavigation,
  keys: { sidebar: string; nav: string },
): LocaleNavigation {
  const read = new Set<string>();
  const unread = new Set<string>();
  const dropped: string[] = [];
  // the same entry read again for each locale that shares its theme options
  const fellBack = new Set<string>();
  const of = (prefix: string): Pick<LocaleConfig, 'navbar' | 'sidebar'> => {
    const theme = themeOf(prefix);
    const found = mapped(theme, prefix);
    dropped.push(...found.dropped);
    for (const entry of found.fellBack ?? []) fellBack.add(entry);
    for (const [name, key] of Object.entries(keys)) {
      if (pathIn(theme, key) === undefined) continue;
      if (name === 'sidebar' ? found.sidebar : found.navbar) read.add(name);
      else unread.add(prefix === '/' ? name : `${name} of ${prefix}`);
    }
    // pages under no prefix of the sidebar have none, as in VitePress
    const sidebar = found.sidebar
      ? { ...found.sidebar, [prefix]: found.sidebar[prefix] ?? false }
      : { [prefix]: 'structure' as const };
    return { navbar: found.navbar ?? [], sidebar };
  };
  return {
    of,
    get read() {
      return [...read];
    },
    get unread() {
      return [...unread];
    },
    get dropped() {
      return [...dropped];
    },
    get fellBack() {
      return [...fellBack];
    },
  };
}
