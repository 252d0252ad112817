import { useEffect, useRef } from 'react';
import type { Root } from 'react-dom/client';
import { usePage, useSite } from '../app/contexts.ts';
import { applyTabMemory } from '../app/enhance.ts';
import { mountIslands } from '../app/islands.tsx';

let hydrated = false;

/** Scripts inserted through innerHTML never run; recreating them runs them, as a full page load would have. */
function runScripts(el: HTMLElement) {
  for (const old of el.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const attr of old.attributes) script.setAttribute(attr.name, attr.value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}

/**
 * The page's markdown HTML. Keyed by route so navigation swaps the whole subtree; islands inside it are
 * hydrated separately once their chunks load, and unmounted when the page changes.
 */
export function Content() {
  const page = usePage();
  const site = useSite();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // on the first render the browser already ran the page's scripts; after a client navigation we run them
    if (hydrated) runScripts(el);
    hydrated = true;
    applyTabMemory(el);
    let roots: Root[] = [];
    let cancelled = false;
    let stopDiagrams: (() => void) | undefined;
    if (el.querySelector('[data-diagram]')) {
      void import('../islands/diagrams.ts').then((m) => {
        if (!cancelled) stopDiagrams = m.renderDiagrams(el);
      });
    }
    if (page.islands.length) {
      void mountIslands(el, site).then((r) => {
        if (cancelled) r.forEach((root) => root.unmount());
        else roots = r;
      });
    }
    return () => {
      cancelled = true;
      stopDiagrams?.();
      roots.forEach((root) => root.unmount());
    };
  }, [page, site]);
  return (
    <div
      id="content"
      key={page.route}
      ref={ref}
      className="theme-content"
      // a source page served where its translation is missing is in the source's language
      lang={page.translation?.state === 'fallback' ? page.translation.lang : undefined}
      dangerouslySetInnerHTML={{ __html: page.html }}
    />
  );
}
