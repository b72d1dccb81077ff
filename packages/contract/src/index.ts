export * from './codes.js';
export * from './envelope.js';
export * from './constants.js';
export * from './routes.js';
export * from './types.js';
export * from './endpoint.js';
export * from './endpoints.js';
export * from './rules/index.js';
