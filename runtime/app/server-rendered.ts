import type { PageData } from '../shared/types.ts';

// The page the server rendered is already in the document when the browser hydrates it. Text that is costly to
// compute in the browser (dates through Intl, whose first use in a language loads its data: 40-50 ms on a phone)
// can stay as the server wrote it instead of being computed again only to be compared.

let serverRenderedPage: PageData | null = null;

/** Called by the client entry before hydrating: `page` is the one whose markup the document holds. */
export function markServerRendered(page: PageData): void {
  serverRenderedPage = page;
}

/**
 * `compute()`, except while the browser shows the page the server rendered: then '' and the document keeps the
 * server's text. The element holding the text must have it as its only child and `suppressHydrationWarning`,
 * which tells React to leave a differing text alone; it updates it once another page is shown.
 */
export function textUnlessServerRendered(page: PageData, compute: () => string): string {
  return typeof document !== 'undefined' && page === serverRenderedPage ? '' : compute();
}
