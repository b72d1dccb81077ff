/**
 * Every input schema of the API, one namespace: the server hands it to each endpoint's `input`
 * selector (src/endpoint.ts). Import it as `@jc/contract/schemas`; the web loads it only in a form
 * that checks its input before sending, never on a first screen.
 */
export * from './paging.js';
export * from './api/index.js';
