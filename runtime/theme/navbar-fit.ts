import { useEffect, useLayoutEffect } from 'react';

/**
 * What the navbar gives up when its items do not fit, in order; each stage keeps the ones before it. The labels
 * that say least go first (the language name beside its icon), the tools next (they share one "more" menu), the
 * search box's text, the link labels (their icons stay), and only then the links themselves; the site name goes
 * last, and only when the site has a logo to stand for it.
 */
export const NAVBAR_FIT_STAGES = [
  'language-icon',
  'tools-more',
  'search-icon',
  'link-icons',
  'links-more',
  'brand-logo',
] as const;

/** The attribute on <html> naming the stages in force, space-separated (CSS reads it with `~=`). */
export const NAVBAR_FIT_ATTRIBUTE = 'data-navbar-fit';

/**
 * Applies the fewest stages with which the navbar's items end inside the bar, measured in the page as it is laid
 * out (the site's own items, in its fonts). Written without imports or outer names: the server puts its source in
 * an inline script right after the navbar, so the first paint already has the stages the client would choose.
 */
export function fitNavbar(stages: readonly string[], attribute: string): void {
  const root = document.documentElement;
  const bar = document.querySelector('.navbar');
  const end = bar && bar.querySelector('.navbar-end');
  if (!bar || !end) return;
  const limit = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
  const fits = (count: number) => {
    root.setAttribute(attribute, stages.slice(0, count).join(' '));
    return end.getBoundingClientRect().right <= limit + 0.5;
  };
  // each stage only takes width away, so the first count that fits is found by halving
  let low = 0;
  let high = stages.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (fits(middle)) high = middle;
    else low = middle + 1;
  }
  fits(low);
}

/** The inline script the server writes after the navbar. */
export const navbarFitScript = (): string =>
  `(${String(fitNavbar)})(${JSON.stringify(NAVBAR_FIT_STAGES)},${JSON.stringify(NAVBAR_FIT_ATTRIBUTE)})`;

const refit = () => fitNavbar(NAVBAR_FIT_STAGES, NAVBAR_FIT_ATTRIBUTE);

// the server runs neither; React 18 warns of a layout effect rendered there, so the server names the other
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Fits the navbar again whenever the bar or its items change size (a resize, a font that loaded, a tool that
 * appeared after hydration) and when `key` (the locale) changes its items' text.
 */
export function useNavbarFit(key: string): void {
  useBrowserLayoutEffect(() => {
    refit();
    const bar = document.querySelector('.navbar');
    const end = bar?.querySelector('.navbar-end');
    if (!bar || !end || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(refit);
    observer.observe(bar);
    observer.observe(end);
    void document.fonts?.ready.then(refit);
    return () => observer.disconnect();
  }, [key]);
}
