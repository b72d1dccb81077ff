export * from './auth.js';
export * from './account.js';
export * from './catalogue.js';
export * from './menu.js';
export * from './area.js';
export * from './fields.js';
export * from './system.js';
