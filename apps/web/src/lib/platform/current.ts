import type { Platform } from './types';
import { webPlatform } from './web-platform';

declare global {
  interface Window {
    /** A native shell's platform, set before the app's scripts run (docs/platform.md). */
    __JC_PLATFORM__?: Platform;
  }
}

let current: Platform | null = null;

/** THE platform: a native shell's when it set one, else the browser's. */
export function platform(): Platform {
  current ??= (typeof window !== 'undefined' && window.__JC_PLATFORM__) || webPlatform;
  return current;
}

/** Replaces the platform (a shell's bootstrap, or a test). */
export function setPlatform(next: Platform): void {
  current = next;
}
