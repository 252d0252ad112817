import { useEffect, useState } from 'react';

export const MOBILE_MAX = 719;
export const WIDE_MIN = 1440;

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const media = matchMedia(query);
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_MAX}px)`);

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    const now = Date.now();
    clearTimeout(timer);
    if (now - last >= ms) {
      last = now;
      fn(...args);
    } else
      timer = setTimeout(
        () => {
          last = Date.now();
          fn(...args);
        },
        ms - (now - last),
      );
  };
}

export function useScrollY(throttleMs = 100): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = throttle(() => setY(window.scrollY), throttleMs);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [throttleMs]);
  return y;
}

/** Navbar auto-hide on mobile: hides after scrolling 200px down, back on any scroll up, always shown near the top. */
export const NAVBAR_ALWAYS_VISIBLE = 58;
export const NAVBAR_HIDE_DISTANCE = 200;
export const NAVBAR_SCROLL_THROTTLE = 300;

/**
 * The anchor is the turning point: the lowest position since the bar was last shown (it hides 200 px below
 * that), or the deepest since it hid (any scroll back up from there shows it).
 */
export function nextNavbarHidden(
  state: { hidden: boolean; anchor: number },
  y: number,
): { hidden: boolean; anchor: number } {
  if (y < NAVBAR_ALWAYS_VISIBLE || y < state.anchor) return { hidden: false, anchor: y };
  if (state.hidden) return { hidden: true, anchor: y };
  if (y - state.anchor > NAVBAR_HIDE_DISTANCE) return { hidden: true, anchor: y };
  return state;
}

export function useNavbarHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let state = { hidden: false, anchor: window.scrollY };
    const onScroll = throttle(() => {
      state = nextNavbarHidden(state, window.scrollY);
      setHidden(state.hidden);
    }, NAVBAR_SCROLL_THROTTLE);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
