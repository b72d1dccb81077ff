/** Every endpoint of the API, grouped by feature (docs/architecture.md, "Endpoints"). */
export * from './address.js';
