/** The area module's tables (db/schema.ts composes every module's). */
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
