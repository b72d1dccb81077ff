import { advertPages } from '@/features/advert/routes';
import { authPages } from '@/features/auth/routes';
import { bookEntryPages } from '@/features/books/entry-routes';
import { checkinEntryPages } from '@/features/checkin/entry-routes';
import { homePages } from '@/features/home/routes';
import { myEntryPages } from '@/features/my/entry-routes';
import { teacherEntryPages } from '@/features/teacher/entry-routes';
import type { FeaturePage } from '@/lib/feature-pages';

/**
 * The pages a visit starts on, registered with the first screen: the tabs, the opening ad, the login and
 * a book's detail page (printed QR codes open it). Every other page is in feature-pages.ts, fetched as
 * one chunk on the first navigation to a page not listed here (router.tsx, `patchRoutesOnNavigation`), so
 * the first screen does not carry the whole app's route table (docs/web.md, "Routes").
 */
export const ENTRY_PAGES: FeaturePage[] = [
  ...advertPages,
  ...authPages,
  ...homePages,
  ...bookEntryPages,
  ...checkinEntryPages,
  ...teacherEntryPages,
  ...myEntryPages,
];
