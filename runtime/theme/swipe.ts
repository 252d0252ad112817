// Opening and closing the sidebar with a swipe on phones (numbers from the seed).
export const SWIPE_EDGE = 80;
export const SWIPE_MIN_X = 40;
export const SWIPE_RATIO = 1.5;

export type SwipeResult = 'open' | 'close' | null;

export function classifySwipe(
  start: { x: number; y: number },
  end: { x: number; y: number },
): SwipeResult {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_MIN_X || Math.abs(dx) <= SWIPE_RATIO * Math.abs(dy)) return null;
  if (dx > 0 && start.x <= SWIPE_EDGE) return 'open';
  if (dx < 0) return 'close';
  return null;
}
