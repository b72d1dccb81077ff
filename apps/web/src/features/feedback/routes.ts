import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** 意见反馈 (docs/feedback.md): the form and the user's own feedback; registered by app/router.tsx. */
export const feedbackPages: FeaturePage[] = [
  { route: PAGES.feedback, Page: lazyPage(() => import('./pages/FeedbackPage')), auth: true },
];
