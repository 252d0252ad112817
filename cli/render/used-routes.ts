import type { PageRouteEntry, SiteData } from '../../runtime/shared/types.ts';

const withoutChunk = ({ chunk: _chunk, ...entry }: SiteData['routes'][string]): PageRouteEntry =>
  entry;

/**
 * The site data a page renders with, its route table watched: every route the render looks up (a breadcrumb's
 * ancestors, a neighbour's title, a translation's existence) is noted, so the page can carry those entries and
 * hydrate before the whole table arrives. A render that walks the table takes all of it.
 */
export function watchRoutes(site: SiteData): {
  site: SiteData;
  used: (...always: string[]) => Record<string, PageRouteEntry>;
} {
  const all = site.routes;
  const names = new Set<string>();
  let everything = false;
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && Object.hasOwn(all, key)) names.add(key);
  };
  const routes = new Proxy(all, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      everything = true;
      return Reflect.ownKeys(target);
    },
  });
  const used = (...always: string[]) => {
    for (const key of always) note(key);
    const keys = everything ? Object.keys(all) : [...names].sort();
    // without the chunk, whose name changes with the other page's content
    return Object.fromEntries(keys.map((key) => [key, withoutChunk(all[key])]));
  };
  return { site: { ...site, routes }, used };
}
