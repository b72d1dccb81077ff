/** Every endpoint of the API, grouped by feature (docs/architecture.md, "Endpoints"). */
export * from './address.js';
export * from './books.js';
export * from './book-detail.js';
export * from './reader.js';
export * from './downloads.js';
export * from './answers.js';
export * from './contact.js';
export * from './personal.js';
