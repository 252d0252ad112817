import { useEffect, useState } from 'react';
import type { Header } from '../shared/types.ts';
import { whenIdle } from '../app/idle.ts';
import { throttle } from './hooks.ts';

// The heading the reader is at, shared by the table of contents and the sidebar's page headings so both follow
// the scroll the same way.
export const TOC_SCROLL_THROTTLE = 200;
export const TOC_SCROLL_OFFSET = 5;

/** Headers down to `depth` levels below h1 (depth 2 → h2 and h3). */
export function tocHeaders(headers: Header[], depth: number): Header[] {
  const max = depth + 1;
  return headers
    .filter((h) => h.level <= max)
    .map((h) => ({ ...h, children: tocHeaders(h.children, depth) }));
}

export function flat(headers: Header[]): Header[] {
  return headers.flatMap((h) => [h, ...flat(h.children)]);
}

/** The slug of the last heading whose top has scrolled past the offset below the navbar. */
function activeSlug(slugs: string[]): string {
  // headings scrolled to land at the scroll padding (below the navbar); active means at or above it, plus 5 px
  const offset =
    (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
    TOC_SCROLL_OFFSET;
  let active = '';
  for (const slug of slugs) {
    const el = document.getElementById(slug);
    if (el && el.getBoundingClientRect().top <= offset + 1) active = slug;
  }
  if (
    window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
    slugs.length
  )
    active = slugs[slugs.length - 1];
  return active;
}

/**
 * Keeps the address's hash on the heading being read, so a copied address opens where the reader is. It replaces
 * the entry (Back still leaves the page) and follows scrolling only: a hash the page was opened with stays until
 * the reader scrolls.
 */
function followInAddress(slug: string) {
  const hash = slug ? `#${encodeURIComponent(slug)}` : '';
  if (hash === location.hash || (slug && decodeURIComponent(location.hash.slice(1)) === slug))
    return;
  history.replaceState(history.state, '', location.pathname + location.search + hash);
}

/** The slug of the heading being read among `headers` (and their children), updated on scroll and hash change. */
export function useActiveHeading(headers: Header[]): string {
  const [active, setActive] = useState('');
  const slugs = flat(headers).map((h) => h.slug);
  const key = slugs.join('|');
  useEffect(() => {
    const update = throttle(() => setActive(activeSlug(slugs)), TOC_SCROLL_THROTTLE);
    const follow = throttle(() => followInAddress(activeSlug(slugs)), TOC_SCROLL_THROTTLE);
    const onScroll = () => {
      update();
      follow();
    };
    // measuring every heading forces a layout: the first measure waits for idle instead of running while hydrating
    const cancel = whenIdle(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', update);
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', update);
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return active;
}
