export * from './codes.js';
export * from './envelope.js';
export * from './constants.js';
export * from './routes.js';
export * from './api/index.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export * from './rules/index.js';
