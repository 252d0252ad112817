import { useEffect, useRef, useState } from 'react';
import { useRouter } from '../app/contexts.ts';

export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED = 200;
export const PROGRESS_TRICKLE = 800;

/** A thin bar at the top while a route loads; it trickles forward and completes when the page arrives. */
export function ProgressBar() {
  const { loading } = useRouter();
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => {
    clearInterval(timer.current);
    if (loading) {
      setValue(PROGRESS_MINIMUM);
      timer.current = setInterval(
        () => setValue((v) => Math.min(0.994, (v ?? PROGRESS_MINIMUM) + (1 - (v ?? 0)) * 0.1)),
        PROGRESS_TRICKLE,
      );
      return () => clearInterval(timer.current);
    }
    setValue((v) => (v === null ? null : 1));
    const done = setTimeout(() => setValue(null), PROGRESS_SPEED * 2);
    return () => clearTimeout(done);
  }, [loading]);
  if (value === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={value}
      style={{ transform: `scaleX(${value})`, transition: `transform ${PROGRESS_SPEED}ms ease` }}
    />
  );
}
