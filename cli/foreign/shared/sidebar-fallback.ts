import path from 'node:path';
import { isExternal } from '../../../runtime/shared/routes.ts';
import type { SidebarConfigItem } from '../../config/types.ts';

type Sidebars = Record<string, SidebarConfigItem[] | 'structure' | false>;
type Group = Exclude<SidebarConfigItem, string>;

/**
 * Where a sidebar entry code makes stood, and the folder whose pages take its
 * place: those no other entry of its sidebar lists, so that no page becomes
 * unreachable because its entry was made by code.
 */
export class SidebarFallbacks {
  private readonly folders = new Map<Group, string>();

  /** A stand-in for an entry of the group whose pages are in `folder`. */
  marker(folder: string): Group {
    const marker: Group = { children: [] };
    this.folders.set(marker, folder);
    return marker;
  }

  get size(): number {
    return this.folders.size;
  }

  /**
   * Each stand-in replaced by the pages of its folder that no entry of its
   * sidebar lists (pages under a more specific sidebar are that one's), as a
   * folder's structure lists them: its own pages by route, its subfolders as
   * groups named by `titleOf` their index page, else by folder name.
   */
  fill(
    sidebars: Sidebars,
    routes: Iterable<string>,
    titleOf: (route: string) => string | undefined,
  ): void {
    if (!this.folders.size) return;
    const all = [...routes].sort();
    for (const [key, items] of Object.entries(sidebars)) {
      if (!Array.isArray(items)) continue;
      const listed = listedRoutes(items, all);
      const others = Object.keys(sidebars).filter((k) => k !== key && k.startsWith(key));
      const unlisted = (folder: string) => {
        const found = all.filter(
          (r) => r.startsWith(folder) && !listed.has(r) && !others.some((k) => r.startsWith(k)),
        );
        for (const r of found) listed.add(r);
        return folderItems(folder, found, titleOf);
      };
      sidebars[key] = this.replaced(items, unlisted);
    }
  }

  private replaced(
    items: SidebarConfigItem[],
    unlisted: (folder: string) => SidebarConfigItem[],
  ): SidebarConfigItem[] {
    return items.flatMap((item) => {
      if (typeof item === 'string') return [item];
      const folder = this.folders.get(item);
      if (folder !== undefined) return unlisted(folder);
      if (!Array.isArray(item.children)) return [item];
      const children = this.replaced(item.children, unlisted);
      // a group of nothing but what code made, when every page is listed elsewhere
      if (!children.length && item.children.length && !item.link) return [];
      return [{ ...item, children }];
    });
  }
}

/** The routes a sidebar names, a `structure` group standing for its folder's. */
function listedRoutes(items: SidebarConfigItem[], all: string[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: SidebarConfigItem[]) => {
    for (const item of list) {
      if (typeof item === 'string') out.add(item);
      else {
        if (item.link && !isExternal(item.link)) out.add(item.link);
        if (item.children === 'structure' && item.prefix)
          for (const r of all) if (r.startsWith(item.prefix)) out.add(r);
        if (Array.isArray(item.children)) walk(item.children);
      }
    }
  };
  walk(items);
  return out;
}

/** `routes`, all under `folder`, as links and groups by subfolder. */
function folderItems(
  folder: string,
  routes: string[],
  titleOf: (route: string) => string | undefined,
): SidebarConfigItem[] {
  const items: SidebarConfigItem[] = [];
  const subfolders = new Map<string, string[]>();
  for (const route of routes) {
    const rest = route.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash === -1 || slash === rest.length - 1) {
      if (slash === -1 || !routes.some((r) => r !== route && r.startsWith(route))) {
        items.push(route);
        continue;
      }
    }
    const sub = `${folder}${rest.slice(0, slash + 1)}`;
    subfolders.set(sub, [...(subfolders.get(sub) ?? []), route]);
  }
  for (const [sub, inside] of subfolders) {
    const own = inside.includes(sub);
    items.push({
      text: (own && titleOf(sub)) || path.posix.basename(sub),
      ...(own ? { link: sub } : {}),
      collapsible: true,
      children: folderItems(
        sub,
        inside.filter((r) => r !== sub),
        titleOf,
      ),
    });
  }
  return items;
}
