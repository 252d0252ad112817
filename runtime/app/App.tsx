import { useMemo } from 'react';
import type { PageData, SiteData } from '../shared/types.ts';
import { PageContext, RouterContext, SiteContext, type RouterApi } from './contexts.ts';
import { resolveLayout } from './layouts.ts';

export interface AppProps {
  site: SiteData;
  page: PageData;
  router?: RouterApi;
}

/** The one tree both sides render: the server to a string, the browser to hydrate and navigate. */
export function App({ site, page, router }: AppProps) {
  const Layout = useMemo(() => resolveLayout(page.layout), [page.layout]);
  const tree = (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <Layout />
      </PageContext.Provider>
    </SiteContext.Provider>
  );
  return router ? <RouterContext.Provider value={router}>{tree}</RouterContext.Provider> : tree;
}
