/** The area module's tables (added to db/schema.ts's Database below). */
export interface AreaTables {
  areas: AreasTable;
}

export interface AreasTable {
  /** GB/T 2260 division code: 2 digits province, 4 city, 6 district. */
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  sort: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends AreaTables {}
}
