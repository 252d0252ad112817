import { useMemo } from 'react';
import type { PageData, SiteData } from '../shared/types.ts';
import {
  PageContext,
  RouterContext,
  SiteContext,
  SitePartsContext,
  type RouterApi,
  type SiteParts,
} from '../app/contexts.ts';
import { resolveLayout } from './layouts.ts';

export interface AppProps {
  site: SiteData;
  page: PageData;
  router?: RouterApi;
  /** The site's own components the theme places (see SiteParts). */
  parts?: SiteParts;
}

const NO_PARTS: SiteParts = {};

/** The one tree both sides render: the server to a string, the browser to hydrate and navigate. */
export function App({ site, page, router, parts = NO_PARTS }: AppProps) {
  const { route, layout } = page;
  const Layout = useMemo(
    () => resolveLayout({ route, layout }, site, parts),
    [route, layout, site, parts],
  );
  const tree = (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <SitePartsContext.Provider value={parts}>
          <Layout />
        </SitePartsContext.Provider>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
  return router ? <RouterContext.Provider value={router}>{tree}</RouterContext.Provider> : tree;
}
