/**
 * Tables of the store: the composition of the modules' own. Each module's tables.ts declares its
 * interface and adds it here (`declare module '../../db/schema.js' { interface Database extends … }`),
 * as plugins add to FastifyInstance, so the plumbing names no module. Times are epoch milliseconds
 * (bigint on PostgreSQL, parsed to number), booleans integers 0/1 (db/columns.ts Flag).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' tables.ts
export interface Database {}
