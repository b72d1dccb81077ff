import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The customer-service pages and the mini-program redirect, registered by app/router.tsx. */
export const customerServicePages: FeaturePage[] = [
  { route: PAGES.customerconsultation, Page: lazyPage(() => import('./pages/CustomerConsultationPage')) },
  {
    route: PAGES.customerconsultationTwo,
    Page: lazyPage(() => import('./pages/CustomerConsultationTwoPage')),
  },
  { route: PAGES.toWxCustomer, Page: lazyPage(() => import('./pages/ToWxCustomerPage')) },
  { route: PAGES.serviceWeb, Page: lazyPage(() => import('./pages/ServiceWebPage')) },
  { route: PAGES.webApp, Page: lazyPage(() => import('./pages/WebAppPage')) },
  { route: PAGES.toWxMp, Page: lazyPage(() => import('./pages/ToWxMpPage')) },
];
