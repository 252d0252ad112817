// What the router does to the window around a navigation: scrolling, focus, and a throttle for saving the scroll.

export function scrollToHash(hash: string) {
  if (!hash) return;
  const el = document.getElementById(decodeURIComponent(hash.slice(1)));
  el?.scrollIntoView();
}

export function resetFocus() {
  const top = document.getElementById('page-top');
  top?.focus({ preventScroll: true });
}

export function afterRender(fn: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(fn));
}

export function throttle(fn: () => void, ms: number): (() => void) & { cancel: () => void } {
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
