import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `seconds` while `running`, then calls `onDone` once. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(tick);
        done.current();
      }
    }, 250);
    return () => clearInterval(tick);
  }, [running, seconds]);
  return left;
}
