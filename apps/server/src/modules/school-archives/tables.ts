import type { Generated } from 'kysely';

/** The school-archives module's tables (added to db/schema.ts's Database below). Created by 0025_schools. */
export interface SchoolArchiveTables {
  schools: SchoolsTable;
  school_grades: SchoolGradesTable;
  school_classes: SchoolClassesTable;
  school_teachers: SchoolTeachersTable;
  school_jingpins: SchoolJingpinsTable;
  school_qudaos: SchoolQudaosTable;
  school_sales: SchoolSalesTable;
  school_coverage: SchoolCoverageTable;
}

/** Who made a row and who changed it last (users.id), epoch ms. */
interface Stamps {
  created_by: number;
  created_at: number;
  updated_by: number;
  updated_at: number;
}

/** A school; its name is unique within its district (area_code, a 6-digit division code). */
export interface SchoolsTable extends Stamps {
  id: Generated<number>;
  name: string;
  area_code: string;
  address: string;
  /** 'public' (公办) or 'private' (民办). */
  kind: string;
  pupils: number;
  principal: string;
  contact: string;
  phone: string;
  lng: number | null;
  lat: number | null;
  remark: string;
}

/** A grade of a school (1…9), one row per grade number. */
export interface SchoolGradesTable extends Stamps {
  id: Generated<number>;
  school_id: number;
  grade: number;
  pupils: number;
}

/** The classes of a grade, in order (saveGradeClass replaces them; a kept name keeps its row). */
export interface SchoolClassesTable {
  id: Generated<number>;
  grade_id: number;
  name: string;
  sort: number;
}

export interface SchoolTeachersTable extends Stamps {
  id: Generated<number>;
  school_id: number;
  name: string;
  subject: string;
  grade: number;
  phone: string;
  post: string;
}

/** A competitor product in use at a school (竞品). */
export interface SchoolJingpinsTable extends Stamps {
  id: Generated<number>;
  school_id: number;
  subject: string;
  grade: number;
  publisher: string;
  product: string;
  price_fen: number;
  quantity: number;
  remark: string;
}

/** A purchase channel of a school (购书渠道). */
export interface SchoolQudaosTable extends Stamps {
  id: Generated<number>;
  school_id: number;
  /** xinhua, school, retail, online, other. */
  kind: string;
  name: string;
  contact: string;
  phone: string;
  remark: string;
}

/** A sale of our books to a school; area_code copies the school's (kept in step) for the statistics. */
export interface SchoolSalesTable extends Stamps {
  id: Generated<number>;
  school_id: number;
  area_code: string;
  book_no: string;
  quantity: number;
  amount_fen: number;
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  sold_on: string;
  remark: string;
}

/** The schools a staff member covers (辐射学校). */
export interface SchoolCoverageTable {
  user_id: number;
  school_id: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends SchoolArchiveTables {}
}
