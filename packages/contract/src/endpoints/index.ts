/** Every endpoint of the API, grouped by feature (docs/architecture.md, "Endpoints"). */
export * from './account.js';
export * from './address.js';
export * from './admin-shop.js';
export * from './area.js';
export * from './auth.js';
export * from './daily.js';
export * from './dictionary.js';
export * from './menu.js';
export * from './paypwd.js';
export * from './shop.js';
export * from './books.js';
export * from './book-detail.js';
export * from './reader.js';
export * from './downloads.js';
export * from './answers.js';
export * from './contact.js';
export * from './personal.js';
