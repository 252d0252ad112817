import type { SidebarItem } from './types.ts';

/** The sidebar for a route: the config entry with the longest prefix of the route, or null when none matches. */
export function sidebarFor(
  route: string,
  config: Record<string, SidebarItem[] | false>,
): { prefix: string; items: SidebarItem[] | false } | null {
  let best: string | null = null;
  for (const prefix of Object.keys(config)) {
    if (route.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : { prefix: best, items: config[best] };
}

type FlatLink = { text: string; link: string; icon?: string };
const flattened = new WeakMap<SidebarItem[], { links: FlatLink[]; index: Map<string, number> }>();

/** Every linked entry of a sidebar in reading order, for previous/next navigation. */
export function flattenLinks(items: SidebarItem[]): FlatLink[] {
  const out: FlatLink[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.link) out.push({ text: item.text, link: item.link, icon: item.icon });
      if (item.children) walk(item.children);
    }
  };
  walk(items);
  return out;
}

export function containsRoute(item: SidebarItem, route: string): boolean {
  return item.link === route || Boolean(item.children?.some((c) => containsRoute(c, route)));
}

/** Neighbours in reading order; the flattened list is built once per sidebar, not once per page rendered. */
export function prevNext(items: SidebarItem[], route: string) {
  let flat = flattened.get(items);
  if (!flat) {
    const links = flattenLinks(items);
    flat = { links, index: new Map(links.map((l, i) => [l.link, i])) };
    flattened.set(items, flat);
  }
  const { links } = flat;
  const i = flat.index.get(route) ?? -1;
  if (i === -1) return { prev: undefined, next: undefined };
  return { prev: links[i - 1], next: links[i + 1] };
}

const groupOfRoute = new WeakMap<SidebarItem[], Map<string, number>>();

/** Index of the top-level group that holds `route` (or -1), from a map built once per sidebar. */
export function activeGroupIndex(items: SidebarItem[], route: string): number {
  let map = groupOfRoute.get(items);
  if (!map) {
    map = new Map();
    items.forEach((item, i) => {
      for (const link of flattenLinks([item])) if (!map!.has(link.link)) map!.set(link.link, i);
    });
    groupOfRoute.set(items, map);
  }
  const i = map.get(route);
  return i !== undefined && items[i].children ? i : -1;
}
