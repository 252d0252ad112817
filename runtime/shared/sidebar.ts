import type { SidebarItem } from './types.ts';

/** The sidebar for a route: the config entry with the longest prefix of the route, or null when none matches. */
export function sidebarFor(route: string, config: Record<string, SidebarItem[] | false>): { prefix: string; items: SidebarItem[] | false } | null {
  let best: string | null = null;
  for (const prefix of Object.keys(config)) {
    if (route.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : { prefix: best, items: config[best] };
}

/** Every linked entry of a sidebar in reading order, for previous/next navigation. */
export function flattenLinks(items: SidebarItem[]): { text: string; link: string; icon?: string }[] {
  const out: { text: string; link: string; icon?: string }[] = [];
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

export function prevNext(items: SidebarItem[], route: string) {
  const links = flattenLinks(items);
  const i = links.findIndex((l) => l.link === route);
  if (i === -1) return { prev: undefined, next: undefined };
  return { prev: links[i - 1], next: links[i + 1] };
}
