import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `ms`: a loading view that would only flash on a fast answer
 * stays hidden (the spec's async delay, `Timing.lazyPageDelay`).
 */
export function useDelayed(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), ms);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, ms]);
  return active && shown;
}
