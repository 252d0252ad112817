import { localeOfRoute, normalizePath, resolveRoute, splitHash } from '../shared/routes.ts';
import type { PageData, SiteData } from '../shared/types.ts';
import { notFoundPage } from './not-found-page.ts';
import {
  PRELOAD_ERROR_EVENT,
  type NavigationFailure,
  type PreloadErrorDetail,
} from './navigation.ts';
import { documentTitle } from '../shared/page-title.ts';

export interface RouterState {
  site: SiteData;
  page: PageData;
  loading: string | null;
}

type Listener = () => void;
type SiteLoader = (prefix: string) => Promise<SiteData>;

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

  constructor(
    initial: RouterState,
    private readonly loadSite: SiteLoader,
  ) {
    this.state = initial;
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
    const module = (await import(/* @vite-ignore */ url)) as { default: PageData };
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

  /** Listens for link clicks, hover prefetch and history moves; returns a function that stops listening. */
  start(): () => void {
    history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (!anchor || !shouldIntercept(event, anchor)) return;
      const resolved = this.resolve(anchor.href);
      if (!resolved) return;
      const { path } = splitHash(anchor.getAttribute('href') ?? '');
      if (!resolved.route && /\.\w+$/.test(path) && !/\.html?$/.test(path)) return; // a static file
      event.preventDefault();
      void this.navigate(anchor.href);
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
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    document.addEventListener('touchstart', onHover, { passive: true });
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
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

function scrollToHash(hash: string) {
  if (!hash) return;
  const el = document.getElementById(decodeURIComponent(hash.slice(1)));
  el?.scrollIntoView();
}

function resetFocus() {
  const top = document.getElementById('page-top');
  top?.focus({ preventScroll: true });
}

function afterRender(fn: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(fn));
}

function throttle(fn: () => void, ms: number): (() => void) & { cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const now = Date.now();
    clearTimeout(timer);
    if (now - last >= ms) {
      last = now;
      fn();
    } else
      timer = setTimeout(
        () => {
          last = Date.now();
          fn();
        },
        ms - (now - last),
      );
  };
  return Object.assign(run, { cancel: () => clearTimeout(timer) });
}
