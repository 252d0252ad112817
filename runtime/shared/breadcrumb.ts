import type { RouteEntry } from './types.ts';

export interface Crumb {
  title: string;
  link: string;
  icon?: string;
}

/**
 * Crumbs from the path's segments: the locale home first, then each folder index that exists, then the page.
 * Routes flagged as excluded are left out; a segment with no page is skipped; a page without a title is "Unknown".
 */
export function buildBreadcrumb(
  route: string,
  localePrefix: string,
  routes: Record<string, RouteEntry & { breadcrumbExclude?: boolean }>,
  texts: { home: string; unknown: string },
): Crumb[] {
  const crumbs: Crumb[] = [
    { title: texts.home, link: localePrefix, icon: routes[localePrefix]?.icon },
  ];
  const rest = route.slice(localePrefix.length).split('/').filter(Boolean);
  let path = localePrefix;
  rest.forEach((segment, i) => {
    const last = i === rest.length - 1;
    path += last && !route.endsWith('/') ? segment : `${segment}/`;
    const entry = routes[path];
    if (!entry || entry.breadcrumbExclude) return;
    crumbs.push({ title: entry.title || texts.unknown, link: path, icon: entry.icon });
  });
  return crumbs;
}
