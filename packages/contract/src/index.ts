export * from './codes.js';
export * from './envelope.js';
export * from './constants.js';
export * from './routes.js';
