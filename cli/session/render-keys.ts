import { sha } from '../core/content-hash.ts';
import type { RenderAssets } from '../render/render-page.ts';
import type { SiteData } from '../../runtime/shared/types.ts';

/**
 * Stands for the locale's site module while a document renders; the name goes in as the document is written.
 * That name is a hash of every locale's site data (the route tables and search manifests it names have fixed
 * names), so a change to what every page reads renames it: a kept render is reused under the new name.
 */
export const SITE_MODULE_SLOT = 'assets/site.docs-build-site-module-slot.js';

/**
 * The site data as rendering on the server reads it: the parts only the browser reads (the page chunks it
 * loads, the site modules of other locales, the search shards) are left out.
 */
function renderedSite(site: SiteData): unknown {
  const routes = Object.fromEntries(
    Object.entries(site.routes).map(([route, { chunk: _chunk, ...entry }]) => [route, entry]),
  );
  const { index: _index, ...search } = site.search as SiteData['search'] & { index?: unknown };
  return { ...site, routes, siteModules: undefined, search };
}

/**
 * The key of every document of a locale: the renderer's code, the site data it reads, the assets it links, and
 * the year (the footer's copyright names the year it was rendered in).
 */
export function localeRenderKey(code: string[], site: SiteData, assets: RenderAssets): string {
  return sha(
    ...code,
    String(new Date().getFullYear()),
    JSON.stringify(renderedSite(site)),
    JSON.stringify({ ...assets, siteModule: SITE_MODULE_SLOT }),
  );
}

/** A document rendered with the slot, as written: the locale's site module named. */
export const withSiteModule = (html: string, siteModule: string) =>
  html.replaceAll(SITE_MODULE_SLOT, siteModule);
