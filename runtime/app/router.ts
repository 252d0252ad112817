import { localeOfRoute, normalizePath, resolveRoute, splitHash } from '../shared/routes.ts';
import type { PageData, RouteEntry, SiteData } from '../shared/types.ts';
import { notFoundPage } from './not-found-page.ts';
import {
  PRELOAD_ERROR_EVENT,
  type NavigationFailure,
  type PreloadErrorDetail,
} from './navigation.ts';
import { documentTitle } from '../shared/page-title.ts';
import { afterRender, resetFocus, scrollToHash, throttle } from './page-moves.ts';

export interface RouterState {
  site: SiteData;
  page: PageData;
  loading: string | null;
}

type Listener = () => void;
type SiteLoader = (prefix: string) => Promise<SiteData>;
type RoutesLoader = () => Promise<Record<string, RouteEntry>>;

interface HistoryState {
  scroll?: number;
}

/**
 * History-mode router with one catch-all route: a path resolves to a page through the site's route table and
 * its chunk is imported on demand. Not React: the App subscribes to it.
 */
export class ClientRouter {
  private state: RouterState;
  private listeners = new Set<Listener>();
  private sequence = 0;
  private prefetched = new Set<string>();
  private routeTable: Promise<void> | null = null;
  private routesReady: boolean;

  /**
   * `loadRoutes` brings the first locale's whole route table, when the page came with only its own entries;
   * `loadTheme` brings the theme's code a first visit went without, before another page is shown.
   */
  constructor(
    initial: RouterState,
    private readonly loadSite: SiteLoader,
    private readonly loadRoutes?: RoutesLoader,
    private readonly loadTheme: () => Promise<void> = async () => undefined,
  ) {
    this.state = initial;
    this.routesReady = !loadRoutes;
  }

  /**
   * The whole route table and the theme's code a first visit went without, asked for once: at the first link the
   * reader reaches for, or a navigation. Nothing is rendered again before that code is in (see deferredComponent).
   */
  whenRoutes(): Promise<void> {
    const prefix = this.state.site.locale.prefix;
    this.routeTable ??= Promise.all([this.loadTheme(), this.loadRoutes?.()]).then(([, routes]) => {
      this.routesReady = true;
      const { site } = this.state;
      if (routes && site.locale.prefix === prefix) this.set({ site: { ...site, routes } });
    });
    return this.routeTable;
  }

  getState = (): RouterState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(partial: Partial<RouterState>) {
    this.state = { ...this.state, ...partial };
    for (const l of this.listeners) l();
  }

  /** Where a URL leads: the route of a page, a redirect target, or null for a path outside the site. */
  resolve(url: string): { route: string | null; hash: string; search: string } | null {
    const target = new URL(url, location.href);
    if (target.origin !== location.origin) return null;
    const { base, routes } = this.state.site;
    if (!target.pathname.startsWith(base)) return null;
    const path = `/${target.pathname.slice(base.length)}`;
    const redirects = this.state.site.redirects;
    const normalized = normalizePath(path);
    const route =
      resolveRoute(path, routes) ??
      (redirects[normalized] ? resolveRoute(redirects[normalized], routes) : null);
    return { route, hash: target.hash, search: target.search };
  }

  href(route: string): string {
    return this.state.site.base + route.slice(1);
  }

  private chunkUrl(route: string): string {
    return this.state.site.base + this.state.site.routes[route].chunk;
  }

  prefetch = (url: string): void => {
    if (!this.routesReady) {
      void this.whenRoutes().then(() => this.prefetch(url));
      return;
    }
    const resolved = this.resolve(url);
    if (!resolved?.route || this.prefetched.has(resolved.route)) return;
    this.prefetched.add(resolved.route);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = this.chunkUrl(resolved.route);
    document.head.appendChild(link);
  };

  /** `restoreScroll` is the position a history move returns to, read when the move happened. */
  navigate = async (
    url: string,
    {
      replace = false,
      popped = false,
      restoreScroll = 0,
    }: { replace?: boolean; popped?: boolean; restoreScroll?: number } = {},
  ): Promise<NavigationFailure | undefined> => {
    const from = location.pathname + location.hash;
    await this.whenRoutes();
    const resolved = this.resolve(url);
    if (!resolved) {
      location.href = url;
      return undefined;
    }
    const { route, hash, search } = resolved;
    const samePage =
      route !== null && route === this.state.page.route && this.state.page.layout !== 'NotFound';
    if (samePage && !popped) {
      if (hash === location.hash) return { type: 'duplicated', to: url, from };
      history[replace ? 'replaceState' : 'pushState']({}, '', this.href(route) + search + hash);
      scrollToHash(hash);
      return undefined;
    }
    const ticket = ++this.sequence;
    if (!popped) this.saveScroll();
    const target = route ? this.href(route) + search + hash : new URL(url, location.href).pathname;
    this.set({ loading: target });
    let page: PageData;
    let site = this.state.site;
    try {
      if (route) {
        const [module, nextSite] = await Promise.all([
          import(/* @vite-ignore */ this.chunkUrl(route)) as Promise<{ default: PageData }>,
          this.siteFor(route),
        ]);
        page = module.default;
        site = nextSite;
      } else {
        // an unknown path still belongs to a locale: its 404 speaks that locale's language
        const path = new URL(url, location.href).pathname;
        const prefix = localeOfRoute(
          `/${path.slice(this.state.site.base.length)}`,
          this.state.site.locales.map((l) => l.prefix),
        );
        site = prefix === site.locale.prefix ? site : await this.loadSite(prefix);
        page = notFoundPage(path, site);
      }
    } catch (error) {
      if (ticket === this.sequence) this.set({ loading: null });
      this.preloadFailed(target, error);
      return { type: 'aborted', to: url, from, error };
    }
    if (ticket !== this.sequence) return { type: 'cancelled', to: url, from };
    if (!popped) history[replace ? 'replaceState' : 'pushState']({}, '', target);
    this.set({ page, site, loading: null });
    document.title = documentTitle(page.title, site.title);
    document.documentElement.lang = site.locale.lang;
    afterRender(() => {
      if (popped) window.scrollTo(0, restoreScroll);
      else if (hash) scrollToHash(hash);
      else window.scrollTo(0, 0);
      resetFocus();
    });
    return undefined;
  };

  /** Reloads the current page's chunk in place (dev server live updates), keeping the scroll position. */
  refresh = async (version: string): Promise<void> => {
    const { route } = this.state.page;
    if (!(route in this.state.site.routes)) return;
    const url = `${this.chunkUrl(route)}${this.chunkUrl(route).includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
    const [module] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<{ default: PageData }>,
      this.loadTheme(),
    ]);
    if (module.default.route === this.state.page.route) this.set({ page: module.default });
  };

  private async siteFor(route: string): Promise<SiteData> {
    const prefix = this.state.site.routes[route].locale;
    return prefix === this.state.site.locale.prefix ? this.state.site : this.loadSite(prefix);
  }

  private saveScroll() {
    history.replaceState(
      { ...(history.state as object), scroll: window.scrollY } satisfies HistoryState,
      '',
    );
  }

  /** A missing chunk (say, a redeploy removed its hash) must never be a dead click: full load unless handled. */
  private preloadFailed(url: string, error: unknown) {
    const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, {
      cancelable: true,
      detail: { url, error },
    });
    window.dispatchEvent(event);
    if (event.defaultPrevented) return;
    setTimeout(() => {
      throw error;
    });
    location.href = url;
  }

  /** Whether a link is the router's: a page of the site or a path it does not know, not a file beside the pages. */
  private handles(anchor: HTMLAnchorElement): boolean {
    const resolved = this.resolve(anchor.href);
    if (!resolved) return false;
    const { path } = splitHash(anchor.getAttribute('href') ?? '');
    return Boolean(resolved.route) || !/\.\w+$/.test(path) || /\.html?$/.test(path);
  }

  /**
   * Listens for link clicks, hover prefetch and history moves; returns a function that stops listening. A click on
   * a part still waiting for its code (see deferredComponent) never reaches the document: React stops it while
   * capturing at `root`, where a capturing listener added after React's still hears it (its `cancelBubble` set).
   */
  start(root?: HTMLElement | null): () => void {
    history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (!anchor || !shouldIntercept(event, anchor) || !this.resolve(anchor.href)) return;
      if (this.routesReady && !this.handles(anchor)) return;
      event.preventDefault();
      // before the table has come, the link waits for it (the pointer's arrival asked for it already)
      void this.whenRoutes().then(() => {
        if (this.handles(anchor)) void this.navigate(anchor.href);
        else location.href = anchor.href;
      });
    };
    const onHover = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (anchor && !anchor.target) this.prefetch(anchor.href);
    };
    const onScroll = throttle(() => this.saveScroll(), 200);
    const onPop = () => {
      // a save still pending from the page being left would write its position into the entry returned to
      onScroll.cancel();
      void this.navigate(location.href, {
        popped: true,
        restoreScroll: (history.state as HistoryState | null)?.scroll ?? 0,
      });
    };
    const onStoppedClick = (event: MouseEvent) => {
      if (event.cancelBubble) onClick(event);
    };
    root?.addEventListener('click', onStoppedClick, true);
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    document.addEventListener('touchstart', onHover, { passive: true });
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      root?.removeEventListener('click', onStoppedClick, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('focusin', onHover);
      document.removeEventListener('touchstart', onHover);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
    };
  }
}

/** Links opening elsewhere, downloads and clicks with modifier keys are the browser's business. */
export function shouldIntercept(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external'))
    return false;
  return true;
}
