import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs` while `active` (home's date and greeting each minute,
 * an order's payment countdown each second).
 */
export function useNow({
  everyMs = 60_000,
  active = true,
}: { everyMs?: number; active?: boolean } = {}): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
