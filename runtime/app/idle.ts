// Work that no first paint needs (scroll tracking, dialogs, extras) waits until the browser is idle, so it does not
// lengthen the tasks that hydrate the page. Safari has no requestIdleCallback: a timeout stands in for it there.

/** Longest wait for an idle moment: a page kept busy (a slow phone, an animation) still gets the work done. */
export const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 50;

/** Runs `task` once the browser is idle; returns a function that cancels it if it has not run yet. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
