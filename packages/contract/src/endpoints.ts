/**
 * Every endpoint of the API, one group a feature (`<feature>/endpoints.ts`; docs/architecture.md,
 * "A request, from a page to a table"). The contract test (endpoints.test.ts) walks this list.
 */
export * from './about/endpoints.js';
export * from './account/endpoints.js';
export * from './address/endpoints.js';
export * from './advert/endpoints.js';
export * from './answers/endpoints.js';
export * from './archives/endpoints.js';
export * from './area/endpoints.js';
export * from './articles/endpoints.js';
export * from './audit/endpoints.js';
export * from './auth/endpoints.js';
export * from './book-detail/endpoints.js';
export * from './books/endpoints.js';
export * from './bookstores/endpoints.js';
export * from './catalogue/endpoints.js';
export * from './catalogue/import-endpoints.js';
export * from './checkin/endpoints.js';
export * from './customer-service/endpoints.js';
export * from './daily/endpoints.js';
export * from './dictionary/endpoints.js';
export * from './downloads/endpoints.js';
export * from './feedback/endpoints.js';
export * from './homework/endpoints.js';
export * from './menu/endpoints.js';
export * from './paypwd/endpoints.js';
export * from './personal/endpoints.js';
export * from './reader/endpoints.js';
export * from './reminders/endpoints.js';
export * from './report/endpoints.js';
export * from './rewards/endpoints.js';
export * from './sample-books/endpoints.js';
export * from './school-archives/endpoints.js';
export * from './shop/admin-endpoints.js';
export * from './shop/endpoints.js';
export * from './stats/endpoints.js';
export * from './teacher/endpoints.js';
export * from './users/endpoints.js';
