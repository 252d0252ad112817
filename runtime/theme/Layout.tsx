import { useEffect, useMemo, useState } from 'react';
import { usePage, useSite } from '../app/contexts.ts';
import { sidebarFor } from '../shared/sidebar.ts';
import type { SidebarItem } from '../shared/types.ts';
import { Article } from './Article.tsx';
import { BackToTop } from './BackToTop.tsx';
import { DeferredExtras } from './DeferredExtras.tsx';
import { Footer, HomePage, Portfolio } from './deferred-parts.ts';
import { useIsMobile } from './hooks.ts';
import { Navbar } from './Navbar.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SkipLink } from './SkipLink.tsx';
import { classifySwipe } from './swipe.ts';
import { Banner } from './Banner.tsx';
import { useFocusMode } from './focus-mode.ts';

const warned = new Set<string>();

/** The sidebar chosen by the longest route prefix, or null where the page has none. */
function usePageSidebar(off: boolean): SidebarItem[] | null {
  const site = useSite();
  const { route } = usePage();
  return useMemo(() => {
    if (off) return null;
    const found = sidebarFor(route, site.locale.sidebar);
    if (!found) {
      if (typeof window !== 'undefined' && !warned.has(route)) {
        warned.add(route);
        console.warn(`[docs-build] sidebar config is missing for ${route}`);
      }
      return null;
    }
    return found.items || null;
  }, [route, site.locale.sidebar, off]);
}

/** On a phone, a swipe from the left edge opens the sidebar and one back closes it. */
function useSidebarSwipe(active: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!active) return;
    let start: { x: number; y: number } | null = null;
    const down = (e: TouchEvent) => {
      start = { x: e.touches[0].clientX, y: e.touches[0].clientY };
    };
    const up = (e: TouchEvent) => {
      if (!start) return;
      const result = classifySwipe(start, {
        x: e.changedTouches[0].clientX,
        y: e.changedTouches[0].clientY,
      });
      start = null;
      if (result === 'open') setOpen(true);
      if (result === 'close') setOpen(false);
    };
    document.addEventListener('touchstart', down, { passive: true });
    document.addEventListener('touchend', up, { passive: true });
    return () => {
      document.removeEventListener('touchstart', down);
      document.removeEventListener('touchend', up);
    };
  }, [active, setOpen]);
}

/** Escape closes the open phone sidebar and hands focus back to the button that opened it. */
function useSidebarEscape(open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      document.querySelector<HTMLElement>('.navbar .sidebar-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
}

/**
 * The default layout: navbar, sidebar chosen by the longest route prefix, and the page (home or article).
 * A site's own layout may render it with `sidebar={false}`; a page turns its sidebar off with `sidebar: false`.
 * A page whose sidebar is turned off either way gets the `is-tool` class, which widens its article (the
 * class keeps its name: pages of every site that set `sidebar: false` carry it).
 */
export function Layout({ sidebar: sidebarOn = true }: { sidebar?: boolean }) {
  const page = usePage();
  const fm = page.frontmatter;
  const isHome = fm.home === true;
  const isPortfolio = fm.portfolio === true;
  const wide = !sidebarOn || fm.sidebar === false;
  const sidebar = usePageSidebar(isHome || isPortfolio || wide);
  const focusing = useFocusMode(Boolean(fm.focus || fm.pure));
  const isMobile = useIsMobile();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => setSidebarOpen(false), [page.route]);
  useSidebarSwipe(Boolean(sidebar) && isMobile, setSidebarOpen);
  useSidebarEscape(sidebarOpen, setSidebarOpen);

  const toggleSidebar = () => (isMobile ? setSidebarOpen(!sidebarOpen) : setCollapsed(!collapsed));
  const classes = [
    'theme-container',
    sidebar ? 'has-sidebar' : 'no-sidebar',
    sidebarOpen ? 'sidebar-open' : '',
    collapsed ? 'sidebar-collapsed' : '',
    isHome ? 'is-home' : '',
    wide ? 'is-tool' : '',
    fm.pure ? 'pure' : '',
    focusing ? 'focusing' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <SkipLink />
      <ProgressBar />
      <Banner />
      <Navbar hasSidebar={Boolean(sidebar)} onToggleSidebar={toggleSidebar} />
      {sidebar && (
        <div className="sidebar-mask" onClick={() => setSidebarOpen(false)} aria-hidden="true" />
      )}
      {sidebar && <Sidebar items={sidebar} open={sidebarOpen} />}
      <main id="main-content" className="page" tabIndex={-1}>
        {isHome ? <HomePage /> : isPortfolio ? <Portfolio /> : <Article sidebar={sidebar ?? []} />}
        <Footer />
      </main>
      <BackToTop />
      <DeferredExtras />
    </div>
  );
}
