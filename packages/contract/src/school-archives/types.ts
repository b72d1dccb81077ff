/**
 * School archives (学校档案, pages/schoolArchives/…): the schools of a field staff member's areas, their
 * grades and classes, teachers, competitor products in use (竞品), purchase channels (渠道), sales of our
 * books (销售) and the schools the staff member covers (辐射/负责学校). Every list and record is scoped by
 * the caller's areas (admins: all); another area's record answers 404 exactly as a missing one.
 * Every change is kept (scoool/getRecordHistory). Money is stored in fen and shown in yuan with 2 decimals.
 * Decisions: docs/schools.md. The inputs' schemas: inputs.ts.
 */

export const SCHOOL_KINDS = ['public', 'private'] as const;
export type SchoolKind = (typeof SCHOOL_KINDS)[number];
export const SCHOOL_KIND_TEXT: Record<SchoolKind, string> = { public: '公办', private: '民办' };

/** Grades 1…9 (小学一年级…初中三年级); the demo and the pages use 1…6. */
export const SCHOOL_GRADE_NAMES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
] as const;
export const gradeName = (grade: number) => SCHOOL_GRADE_NAMES[grade - 1] ?? `${grade}年级`;
export const SCHOOL_CLASSES_MAX = 30;

export const SCHOOL_SUBJECTS = [
  '语文',
  '数学',
  '英语',
  '科学',
  '道德与法治',
  '音乐',
  '美术',
  '体育',
  '信息科技',
  '其他',
] as const;

export const QUDAO_KINDS = ['xinhua', 'school', 'retail', 'online', 'other'] as const;
export type QudaoKind = (typeof QUDAO_KINDS)[number];
export const QUDAO_KIND_TEXT: Record<QudaoKind, string> = {
  xinhua: '新华书店',
  school: '学校统一征订',
  retail: '书店零售',
  online: '网店',
  other: '其他',
};

/** The kinds of school records `scoool/deleteSchoolRecord` removes (and getRecordHistory knows). */
export const SCHOOL_RECORD_KINDS = ['school', 'grade', 'teacher', 'jingpin', 'qudao', 'sale'] as const;
export type SchoolRecordKind = (typeof SCHOOL_RECORD_KINDS)[number];

/** Who made a record and when, who changed it last and when ('YYYY-MM-DD HH:mm', Asia/Shanghai). */
export interface SchoolStamps {
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

export interface School extends SchoolStamps {
  id: number;
  name: string;
  /** District: a 6-digit division code. */
  areaCode: string;
  /** 浙江省 杭州市 西湖区 */
  areaName: string;
  address: string;
  kind: SchoolKind;
  kindText: string;
  pupils: number;
  principal: string;
  /** Contact person and phone. */
  contact: string;
  phone: string;
  lng: number | null;
  lat: number | null;
  remark: string;
  /** Whether the caller covers it (getFusheSchoolList). */
  covered: boolean;
}

/** getSchoolInfo: one school with the counts of its records. */
export interface SchoolDetail extends School {
  gradeCount: number;
  classCount: number;
  teacherCount: number;
  jingpinCount: number;
  qudaoCount: number;
  saleCount: number;
  /** Sum of its sales, yuan with 2 decimals. */
  saleAmount: string;
  /** Who covers it (names). */
  coveredBy: string[];
}

export interface SchoolName {
  id: number;
  name: string;
  areaCode: string;
  areaName: string;
}

export interface SchoolClass {
  id: number;
  name: string;
}

export interface SchoolGrade extends SchoolStamps {
  id: number;
  schoolId: number;
  schoolName: string;
  grade: number;
  gradeName: string;
  pupils: number;
  classes: SchoolClass[];
}

export interface SchoolTeacher extends SchoolStamps {
  id: number;
  schoolId: number;
  schoolName: string;
  name: string;
  subject: string;
  grade: number;
  gradeName: string;
  phone: string;
  /** 校长, 教导主任, 教研组长, 班主任, 任课教师 … */
  post: string;
}

export interface Jingpin extends SchoolStamps {
  id: number;
  schoolId: number;
  schoolName: string;
  subject: string;
  grade: number;
  gradeName: string;
  /** 人教版, 北师大版, 苏教版 … */
  publisher: string;
  product: string;
  /** Unit price, yuan with 2 decimals. */
  price: string;
  priceFen: number;
  quantity: number;
  remark: string;
}

export interface Qudao extends SchoolStamps {
  id: number;
  schoolId: number;
  schoolName: string;
  kind: QudaoKind;
  kindText: string;
  /** 西湖区新华书店 … */
  name: string;
  contact: string;
  phone: string;
  remark: string;
}

export interface SchoolSale extends SchoolStamps {
  id: number;
  schoolId: number;
  schoolName: string;
  areaCode: string;
  bookNo: string;
  /** The book's title when the number is in the catalogue, else ''. */
  bookTitle: string;
  quantity: number;
  /** Yuan with 2 decimals. */
  amount: string;
  amountFen: number;
  soldOn: string;
  remark: string;
}

/** A list of sales with the sums of every matching row (not only the page). */
export interface SchoolSaleList {
  list: SchoolSale[];
  total: number;
  pageNum: number;
  pageSize: number;
  totalQuantity: number;
  /** Yuan with 2 decimals. */
  totalAmount: string;
}

/** A school a staff member covers (辐射学校). */
export interface FusheSchool {
  schoolId: number;
  schoolName: string;
  areaCode: string;
  areaName: string;
  kindText: string;
  pupils: number;
  userId: number;
  userName: string;
  /** Since when, 'YYYY-MM-DD HH:mm'. */
  createdAt: string;
}
