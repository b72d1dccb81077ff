import type { BookstoreTables } from '../modules/bookstores/tables.js';
import type { AboutTables } from '../modules/about/tables.js';
import type { ArticleTables } from '../modules/articles/tables.js';
import type { AccountTables } from '../modules/account/tables.js';
import type { AddressTables } from '../modules/address/tables.js';
import type { ArchiveTables } from '../modules/archives/tables.js';
import type { AreaTables } from '../modules/area/tables.js';
import type { AuditTables } from '../modules/audit/tables.js';
import type { AuthTables } from '../modules/auth/tables.js';
import type { BookTables } from '../modules/books/tables.js';
import type { CustomerServiceTables } from '../modules/customer-service/tables.js';
import type { PersonalTables } from '../modules/personal/tables.js';
import type { CheckinTables } from '../modules/checkin/tables.js';
import type { DictionaryTables } from '../modules/dictionary/tables.js';
import type { DailyTables } from '../modules/daily/tables.js';
import type { FeedbackTables } from '../modules/feedback/tables.js';
import type { HomeworkTables } from '../modules/homework/tables.js';
import type { MenuTables } from '../modules/menu/tables.js';
import type { PlatformTables } from '../modules/platform/tables.js';
import type { PointsTables } from '../modules/points/tables.js';
import type { ReminderTables } from '../modules/reminders/tables.js';
import type { ReportTables } from '../modules/report/tables.js';
import type { RewardTables } from '../modules/rewards/tables.js';
import type { SchoolArchiveTables } from '../modules/school-archives/tables.js';
import type { TeacherResourceTables } from '../modules/teacher-resources/tables.js';
import type { StatsTables } from '../modules/stats/tables.js';
import type { ShopTables } from '../modules/shop/tables.js';
import type { TeacherTables } from '../modules/teacher/tables.js';
import type { UploadsTables } from '../modules/uploads/tables.js';
import type { UsersTables } from '../modules/users/tables.js';
import type { SampleBookTables } from '../modules/sample-books/tables.js';

/**
 * Tables of the store: the composition of the modules' own (each module's tables.ts). Times are epoch
 * milliseconds (bigint on PostgreSQL, parsed to number), booleans integers 0/1 (db/columns.ts Flag).
 * A new module with tables adds its interface here.
 */
export interface Database
  extends
    PlatformTables,
    AuthTables,
    AuditTables,
    UsersTables,
    PointsTables,
    UploadsTables,
    DictionaryTables,
    MenuTables,
    AreaTables,
    AddressTables,
    ShopTables,
    BookTables,
    PersonalTables,
    CustomerServiceTables,
    DailyTables,
    CheckinTables,
    AccountTables,
    FeedbackTables,
    AboutTables,
    ReminderTables,
    ReportTables,
    TeacherTables,
    SampleBookTables,
    TeacherResourceTables,
    ArticleTables,
    RewardTables,
    HomeworkTables,
    ArchiveTables,
    SchoolArchiveTables,
    BookstoreTables,
    StatsTables {}
