import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/first-screen';

export interface WindowSize {
  width: number;
  height: number;
}

/**
 * The window's size; null on the server and while a server-rendered page hydrates (docs/first-screens.md,
 * "Server-rendered first screens"): the page then draws its server form (a phone, heights in CSS), so the
 * hydration finds the server's markup, and the real size comes right after.
 */
export function useWindowSize(): WindowSize | null {
  const hydrated = useHydrated();
  const [size, setSize] = useState<WindowSize | null>(() =>
    typeof window === 'undefined' ? null : { width: window.innerWidth, height: window.innerHeight },
  );
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return hydrated ? size : null;
}
