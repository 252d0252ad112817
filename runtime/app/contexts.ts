import { createContext, useContext, type ComponentType } from 'react';
import type { PageData, SiteData } from '../shared/types.ts';
import type { NavigationFailure } from './navigation.ts';
import { withBase } from '../shared/routes.ts';

export interface RouterApi {
  /** The path being loaded, or null when idle (drives the progress bar). */
  loading: string | null;
  navigate(url: string, options?: { replace?: boolean }): Promise<NavigationFailure | undefined>;
  prefetch(url: string): void;
}

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<PageData | null>(null);
export const RouterContext = createContext<RouterApi>({
  loading: null,
  navigate: async () => undefined,
  prefetch: () => undefined,
});

/**
 * The site's own components that the theme places (layouts per route prefix, slots), by name: bundled into
 * both the server and the client entry, so they render in the page's tree and hydrate with it.
 */
export type SiteParts = Record<string, ComponentType<Record<string, unknown>>>;
export const SitePartsContext = createContext<SiteParts>({});

export function useSitePart(name: string | undefined) {
  const parts = useContext(SitePartsContext);
  return name ? parts[name] : undefined;
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <App>');
  return site;
}

export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() outside <App>');
  return page;
}

export const useRouter = (): RouterApi => useContext(RouterContext);

export function useTexts() {
  return useSite().locale.texts;
}

/** Turns a route or public path into the href the browser needs under the site's base path. */
export function useHref(): (link: string) => string {
  const { base } = useSite();
  return (link) => withBase(base, link);
}
