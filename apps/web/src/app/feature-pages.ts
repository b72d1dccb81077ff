import { advertPages } from '@/features/advert/routes';
import { authPages } from '@/features/auth/routes';
import { shopPages } from '@/features/shop/routes';
import { addressPages } from '@/features/address/routes';
import { paypwdPages } from '@/features/paypwd/routes';
import { bookPages } from '@/features/books/routes';
import { downloadsPages } from '@/features/downloads/routes';
import { readerPages } from '@/features/reader/routes';
import { answerPages } from '@/features/answers/routes';
import { scanPages } from '@/features/scan/routes';
import { homePages } from '@/features/home/routes';
import { myPages } from '@/features/my/routes';
import { aboutPages } from '@/features/about/routes';
import { feedbackPages } from '@/features/feedback/routes';
import { checkinPages } from '@/features/checkin/routes';
import { customerServicePages } from '@/features/customer-service/routes';
import { reminderPages } from '@/features/reminders/routes';
import { reportPages } from '@/features/report/routes';
import { teacherPages } from '@/features/teacher/routes';
import { teacherResourcePages } from '@/features/teacher-resources/routes';
import { sampleBookPages } from '@/features/sample-books/routes';
import { articlePages } from '@/features/articles/routes';
import { rewardPages } from '@/features/rewards/routes';
import { homeworkPages } from '@/features/homework/routes';
import { bookstorePages } from '@/features/bookstores/routes';
import { schoolArchivePages } from '@/features/school-archives/routes';
import { statsPages } from '@/features/stats/routes';
import type { FeaturePage } from '@/lib/feature-pages';

/**
 * Every feature's pages (`features/<name>/routes.ts`); a new feature adds its list here. Loaded as its own
 * chunk on the first navigation past the entry pages (entry-pages.ts, router.tsx).
 */
export const FEATURE_PAGES: FeaturePage[] = [
  ...advertPages,
  ...authPages,
  ...shopPages,
  ...addressPages,
  ...paypwdPages,
  ...bookPages,
  ...downloadsPages,
  ...readerPages,
  ...answerPages,
  ...scanPages,
  ...homePages,
  ...myPages,
  ...aboutPages,
  ...feedbackPages,
  ...checkinPages,
  ...customerServicePages,
  ...reminderPages,
  ...reportPages,
  ...teacherPages,
  ...teacherResourcePages,
  ...sampleBookPages,
  ...articlePages,
  ...rewardPages,
  ...homeworkPages,
  ...bookstorePages,
  ...schoolArchivePages,
  ...statsPages,
];
