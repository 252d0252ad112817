// Client entry: hydrates the same <App> the server rendered, then hands navigation to the router. The page's
// HTML is taken from the server-rendered DOM, so the first visit downloads no route chunk at all.
import { startTransition, useEffect, useMemo, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './theme/App.tsx';
import { ClientRouter } from './app/router.ts';
import { installEnhancements } from './app/enhance.ts';
import { completeIconSprite } from './app/complete-icon-sprite.ts';
import { whenIdle } from './app/idle.ts';
import { markServerRendered } from './app/server-rendered.ts';
import { onRecoverableError } from './app/recoverable-errors.ts';
import { localeOfRoute } from './shared/routes.ts';
import { loadLayoutOf } from './theme/deferred-parts.ts';
import { loadEveryDeferred } from './app/deferred-component.tsx';
import type { PageData, SiteData } from './shared/types.ts';
import './theme/styles/base.css';
import { siteParts } from 'virtual:docs-build-site-parts';

function ClientApp({ router, onHydrated }: { router: ClientRouter; onHydrated: () => void }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  useEffect(onHydrated, [onHydrated]);
  const api = useMemo(
    () => ({ loading: state.loading, navigate: router.navigate, prefetch: router.prefetch }),
    [state.loading, router],
  );
  return <App site={state.site} page={state.page} router={api} parts={siteParts} />;
}

async function start() {
  const siteScript = document.querySelector<HTMLScriptElement>('script[data-site]');
  const base = siteScript?.dataset.base ?? '/';
  const page = JSON.parse(document.getElementById('page-data')!.textContent!) as PageData;
  // a layout kept out of the first-visit script comes alongside the site data when this page is one
  const [{ default: site }] = await Promise.all([
    import(/* @vite-ignore */ siteScript!.dataset.site!) as Promise<{ default: SiteData }>,
    loadLayoutOf(page),
  ]);
  page.html = document.getElementById('content')?.innerHTML ?? '';
  markServerRendered(page);
  // a build's site data leaves the route table out: the page brings the entries its render reads, and the rest
  // comes when the reader reaches for a link (the dev server sends the whole table along)
  // (the page's entries lack their chunks: the router loads the whole table before it imports a chunk)
  site.routes = { ...(page.routes as SiteData['routes']), ...site.routes };
  const load = async <T,>(file: string) =>
    ((await import(/* @vite-ignore */ base + file)) as { default: T }).default;
  const loadSite = async (prefix: string) => {
    const [other, routes] = await Promise.all([
      load<SiteData>(site.siteModules[prefix]),
      site.routeModules ? load<SiteData['routes']>(site.routeModules[prefix]) : null,
    ]);
    return routes ? { ...other, routes } : other;
  };
  const tables = site.routeModules;
  const router = new ClientRouter(
    { site, page, loading: null },
    loadSite,
    tables && (() => load<SiteData['routes']>(tables[site.locale.prefix])),
    loadEveryDeferred,
  );
  // a path that differs from the resolved one (legacy `.html`, `/index`) is replaced by the canonical one
  const resolved = router.resolve(location.href);
  if (
    resolved?.route &&
    resolved.route === page.route &&
    router.href(resolved.route) !== location.pathname
  ) {
    history.replaceState(
      history.state,
      '',
      router.href(resolved.route) + location.search + location.hash,
    );
  }
  const onHydrated = () => {
    router.start(document.getElementById('app'));
    // the page's sprite holds only its own icons: the rest come once the first paint is done, or at a navigation
    whenIdle(() => void completeIconSprite(site));
    router.subscribe(() => void completeIconSprite(router.getState().site));
    // a static host serves one 404.html for every locale; show it in the language of the path asked for
    const pathLocale = localeOfRoute(
      `/${location.pathname.slice(base.length)}`,
      site.locales.map((l) => l.prefix),
    );
    if (page.layout === 'NotFound' && pathLocale !== site.locale.prefix)
      void router.navigate(location.href, { replace: true });
    // the dev server's live-update client (and the tests) reach the router through this handle, once it is in charge
    (window as unknown as { __docsBuild: { router: ClientRouter } }).__docsBuild = { router };
  };
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of walking the
  // whole page in one long task (long on a phone for a long sidebar and TOC). Until it commits,
  // links are plain links and the router is not started: an update to a root still hydrating would make React
  // throw the server HTML away and render the page again. A tab opened in the background hydrates at once: there
  // a transition's commit could wait until the tab was shown (seen in Chromium), and nobody is reading it yet.
  const hydrate = () => {
    hydrateRoot(
      document.getElementById('app')!,
      <ClientApp router={router} onHydrated={onHydrated} />,
      { onRecoverableError },
    );
  };
  if (document.visibilityState === 'visible') startTransition(hydrate);
  else hydrate();
  installEnhancements();
}

void start();
