/**
 * Every input schema of the API, one namespace: an endpoint names its input schema here
 * (src/endpoint.ts) and the server looks the name up. Import it as `@jc/contract/schemas`; the web
 * loads it only in a form that checks its input before sending, never on a first screen.
 */
export * from './paging.js';
export * from './types.js';
export * from './dictionary/admin.js';
export * from './menu/admin.js';
export * from './books/hot-words.js';
export * from './daily/admin.js';
export * from './catalogue/import.js';
