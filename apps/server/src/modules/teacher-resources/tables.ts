/** The teaching resources' tables (added to db/schema.ts's Database below). Created by 0020_teacher_resources. */
import type { Generated } from 'kysely';

export interface TeacherResourceTables {
  teacher_packages: TeacherPackagesTable;
  teacher_package_items: TeacherPackageItemsTable;
}

/** A whole package (整套资源): the resources of one grade and volume as one zip, built on first download. */
export interface TeacherPackagesTable {
  id: Generated<number>;
  title: string;
  /** Dictionary ids of the grade and cebie groups. */
  grade_id: number;
  cebie_id: number;
  /** The school year it was made for. */
  year: number;
  /** Bytes of the zip, exact (stored entries: computed from the files before it is built). */
  size: number;
  resource_count: number;
  /** The built zip under DATA_DIR/packages ('' until the first download builds it). */
  file: string;
  sort: number;
  created_at: number;
}

/** The resources of a package, in the archive's order. */
export interface TeacherPackageItemsTable {
  package_id: number;
  resource_id: number;
  position: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends TeacherResourceTables {}
}
