import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageRoute } from '@jc/contract';

/**
 * One page of a feature, as the feature's `routes.ts` declares it; app/router.tsx registers every
 * feature's list, so a new feature is one folder plus one line there.
 */
export interface FeaturePage {
  /** Path, title and nav kind, from the contract's PAGES. */
  route: PageRoute;
  /** A lazy page (`lazyPage(() => import('./pages/…'))`): every page is its own chunk. */
  Page: ComponentType;
  /** Needs a login: rendered behind LoginGate. */
  auth?: boolean;
  /** One of the bottom tabs: rendered inside the tab bar layout. */
  tab?: boolean;
  /** Work to start as the navigation begins (the route's loader); never awaited. */
  prefetch?: (queryClient: QueryClient) => void;
}
