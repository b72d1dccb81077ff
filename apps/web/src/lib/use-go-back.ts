import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';

/** Back to the previous in-app entry, or home when the page was opened directly (a scan, a link). */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    // History entries made inside the app carry an index; without one, back would leave the app.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PAGES.home.path, { replace: true });
  }, [navigate]);
}
