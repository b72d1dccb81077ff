import { booksModule } from './books/index.js';
import { bookstoresModule } from './bookstores/index.js';
import { bookDetailModule } from './book-detail/index.js';
import { readerModule } from './reader/index.js';
import { downloadsModule } from './downloads/index.js';
import { answersModule } from './answers/index.js';
import { customerServiceModule } from './customer-service/index.js';
import { personalModule } from './personal/index.js';
import { aboutModule } from './about/index.js';
import { accountModule } from './account/index.js';
import { addressModule } from './address/index.js';
import { archivesModule } from './archives/index.js';
import { auditModule } from './audit/index.js';
import { areaModule } from './area/index.js';
import { authModule } from './auth/index.js';
import { dictionaryModule } from './dictionary/index.js';
import { catalogueModule } from './catalogue/index.js';
import { checkinModule } from './checkin/index.js';
import { dailyModule } from './daily/index.js';
import { feedbackModule } from './feedback/index.js';
import { firstScreensModule } from './first-screens/index.js';
import { healthModule } from './health/index.js';
import { homeworkModule } from './homework/index.js';
import type { ModuleManifest } from '../manifest.js';
import { menuModule } from './menu/index.js';
import { payPwdModule } from './paypwd/index.js';
import { platformModule } from './platform/index.js';
import { pointsModule } from './points/index.js';
import { remindersModule } from './reminders/index.js';
import { reportModule } from './report/index.js';
import { rewardsModule } from './rewards/index.js';
import { schoolArchivesModule } from './school-archives/index.js';
import { teacherResourcesModule } from './teacher-resources/index.js';
import { statsModule } from './stats/index.js';
import { shopModule } from './shop/index.js';
import { articlesModule } from './articles/index.js';
import { teacherModule } from './teacher/index.js';
import { uploadsModule } from './uploads/index.js';
import { usersModule } from './users/index.js';
import { sampleBooksModule } from './sample-books/index.js';

/**
 * Every server module (docs/server.md). Routes are registered in this order; migrations run in name
 * order; seeds run dependencies first (their `after`), otherwise in this order.
 */
export const MODULES: readonly ModuleManifest[] = [
  platformModule,
  // First of the route modules: its hook records the admin POSTs of every module registered after it.
  auditModule,
  healthModule,
  usersModule,
  pointsModule,
  uploadsModule,
  authModule,
  accountModule,
  menuModule,
  dictionaryModule,
  booksModule,
  bookDetailModule,
  firstScreensModule,
  catalogueModule,
  readerModule,
  downloadsModule,
  answersModule,
  customerServiceModule,
  personalModule,
  dailyModule,
  areaModule,
  addressModule,
  payPwdModule,
  shopModule,
  checkinModule,
  feedbackModule,
  aboutModule,
  remindersModule,
  reportModule,
  teacherModule,
  sampleBooksModule,
  teacherResourcesModule,
  articlesModule,
  rewardsModule,
  homeworkModule,
  archivesModule,
  schoolArchivesModule,
  bookstoresModule,
  statsModule,
];
