/**
 * Every feature's answer types, input schemas and constants (`<feature>/types.ts` and the like), and the
 * field helpers they share (`shared/`). Both `@jc/contract` (index.ts) and the schema namespace
 * `@jc/contract/schemas` (schemas.ts) re-export this list.
 */
export * from './shared/fields.js';
export * from './shared/ids.js';
export * from './shared/schedule.js';
export * from './shared/uploads.js';
export * from './about/types.js';
export * from './account/types.js';
export * from './address/types.js';
export * from './advert/types.js';
export * from './answers/types.js';
export * from './archives/types.js';
export * from './area/types.js';
export * from './articles/types.js';
export * from './audit/types.js';
export * from './auth/types.js';
export * from './book-detail/types.js';
export * from './books/codes.js';
export * from './books/types.js';
export * from './bookstores/types.js';
export * from './catalogue/extras.js';
export * from './catalogue/types.js';
export * from './checkin/types.js';
export * from './customer-service/types.js';
export * from './daily/types.js';
export * from './dictionary/types.js';
export * from './downloads/types.js';
export * from './feedback/types.js';
export * from './health/types.js';
export * from './homework/types.js';
export * from './menu/types.js';
export * from './personal/types.js';
export * from './reader/types.js';
export * from './reminders/types.js';
export * from './report/types.js';
export * from './rewards/types.js';
export * from './sample-books/types.js';
export * from './school-archives/inputs.js';
export * from './school-archives/types.js';
export * from './shop/types.js';
export * from './stats/types.js';
export * from './teacher/types.js';
export * from './users/types.js';
