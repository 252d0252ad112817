import { createContext, useContext, type ReactElement } from 'react';
import type { PageData, SiteData } from '../shared/types.ts';
import { PageContext, SiteContext, SitePartsContext, type SiteParts } from './contexts.ts';

/**
 * The HTML of an element that renders the same on many pages (a large sidebar's entries repeat on each of its
 * pages): rendered once for `key` and `variant` and given back on the other pages. Only the server has one; the
 * browser renders the element as usual and hydrates it against the same markup.
 */
export type ReuseHtml = (key: object, variant: string, element: ReactElement) => string;

export const ReusedHtmlContext = createContext<ReuseHtml | null>(null);

export const useReusedHtml = (): ReuseHtml | null => useContext(ReusedHtmlContext);

interface Kept {
  variant: string;
  base: string;
  locale: SiteData['locale'];
  icons: SiteData['icons'];
  html: string;
}

/** By the key object, so that the entries of site data a build or the dev server has let go are let go too. */
const kept = new WeakMap<object, Kept[]>();

/**
 * The server's ReuseHtml for one page. A reused element may read what is kept with it (the base path, its
 * locale's texts and settings, the icon names) and its key, but not the page nor the route table: it is rendered
 * with the first page that asks for it, and the routes the others would have looked up are not noted for them.
 * React renders it apart, in a render of its own inside the page's.
 */
export function createHtmlReuse(
  renderToString: (element: ReactElement) => string,
  { site, page, parts }: { site: SiteData; page: PageData; parts: SiteParts },
): ReuseHtml {
  return (key, variant, element) => {
    const list = kept.get(key) ?? [];
    const found = list.find(
      (k) =>
        k.variant === variant &&
        k.base === site.base &&
        k.locale === site.locale &&
        k.icons === site.icons,
    );
    if (found) return found.html;
    const html = renderToString(
      <SiteContext.Provider value={site}>
        <PageContext.Provider value={page}>
          <SitePartsContext.Provider value={parts}>{element}</SitePartsContext.Provider>
        </PageContext.Provider>
      </SiteContext.Provider>,
    );
    list.push({ variant, base: site.base, locale: site.locale, icons: site.icons, html });
    kept.set(key, list);
    return html;
  };
}
