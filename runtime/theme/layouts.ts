import type { ComponentType } from 'react';
import type { SiteParts } from '../app/contexts.ts';
import type { SiteData } from '../shared/types.ts';
import { Layout } from './Layout.tsx';
import { NotFound } from './NotFound.tsx';

const layouts: Record<string, ComponentType> = { Layout, NotFound };

/** The name of the site's layout for `route`: its longest prefix among the site's `layouts`. */
function prefixLayout(route: string, site: SiteData): string | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(site.layouts ?? {})) {
    const longer = best === undefined || prefix.length > best.length;
    if (longer && route.startsWith(site.locale.prefix + prefix)) best = prefix;
  }
  return best === undefined ? undefined : site.layouts[best];
}

/**
 * The page's layout: the one its front matter names (ours or the site's own), else the site's layout for
 * the route's prefix, else the default. An unknown name warns on the console and falls back to the default.
 */
export function resolveLayout(
  page: { route: string; layout?: string },
  site: SiteData,
  parts: SiteParts,
): ComponentType {
  const name =
    !page.layout || page.layout === 'Layout' ? prefixLayout(page.route, site) : page.layout;
  if (!name) return Layout;
  const found = layouts[name] ?? parts[name];
  if (!found) {
    console.warn(`[docs-build] layout "${name}" cannot be resolved; using Layout`);
    return Layout;
  }
  return found;
}
