import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGES } from '@jc/contract';
import { useTabBarHidden } from '@/lib/app-state';

// The badge lives in features/checkin; home (another feature) may not import it, so the shell places it
// over the home tab. Home's first screen is at its JS budget: the badge's chunk is asked for only once
// home has been on screen for BADGE_DELAY_MS and the browser is idle, never with the first screen.
const CheckinBadge = lazy(() => import('@/features/checkin').then((m) => ({ default: m.CheckinBadge })));
const BADGE_DELAY_MS = 3_000;

/** The check-in camp's floating badge on the home tab (not while the grade choice is mandatory). */
export function CheckinBadgeSlot() {
  const onHome = useLocation().pathname === PAGES.home.path;
  const hidden = useTabBarHidden();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!onHome || ready) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
    const timer = setTimeout(() => idle(() => setReady(true), { timeout: 2_000 }), BADGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onHome, ready]);
  return ready && onHome && !hidden ? (
    <Suspense fallback={null}>
      <CheckinBadge />
    </Suspense>
  ) : null;
}
