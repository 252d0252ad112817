// A deferred part that does its work where the reader sees it (a table of contents shown only on wide screens,
// comments at the end of the article) fetches its code when its server-rendered element comes near the viewport.
// A part hidden by CSS at this width never intersects, so a phone never fetches the wide screen's code.

/** How far below the viewport an element starts its part's fetch, so the code is in before it is reached. */
export const VISIBLE_MARGIN = '200px';

/** Calls `load` once the first element matching `selector` comes near the viewport; nothing if none matches. */
export function loadWhenVisible(selector: string, load: () => Promise<void>): void {
  const element = document.querySelector(selector);
  if (!element) return;
  if (typeof IntersectionObserver !== 'function') {
    void load();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}
