import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The school archives of field staff (学校档案), registered by app/router.tsx. */
export const schoolArchivePages: FeaturePage[] = [
  {
    route: PAGES.schoolArchivesIndex,
    Page: lazyPage(() => import('./pages/SchoolArchivesPage')),
    auth: true,
  },
  { route: PAGES.schoolInfo, Page: lazyPage(() => import('./pages/SchoolInfoPage')), auth: true },
  { route: PAGES.changeSchool, Page: lazyPage(() => import('./pages/ChangeSchoolPage')), auth: true },
  { route: PAGES.gradeInfo, Page: lazyPage(() => import('./pages/GradeInfoPage')), auth: true },
  { route: PAGES.teacherInfo, Page: lazyPage(() => import('./pages/TeacherInfoPage')), auth: true },
  { route: PAGES.jingpinInfo, Page: lazyPage(() => import('./pages/JingpinInfoPage')), auth: true },
  { route: PAGES.qudaoInfo, Page: lazyPage(() => import('./pages/QudaoInfoPage')), auth: true },
  { route: PAGES.saleInfo, Page: lazyPage(() => import('./pages/SaleInfoPage')), auth: true },
];
