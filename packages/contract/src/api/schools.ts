import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { exportFormatField } from './archives.js';
import { bookNoSchema } from './books.js';
import { MAX_ROW_ID, rowId } from './ids.js';

/**
 * School archives (学校档案, pages/schoolArchives/…): the schools of a field staff member's areas, their
 * grades and classes, teachers, competitor products in use (竞品), purchase channels (渠道), sales of our
 * books (销售) and the schools the staff member covers (辐射/负责学校). Every list and record is scoped by
 * the caller's areas (admins: all); another area's record answers 404 exactly as a missing one.
 * Every change is kept (scoool/getRecordHistory). Money is stored in fen and shown in yuan with 2 decimals.
 * Decisions: docs/schools.md.
 */

// ---------------------------------------------------------------- shared field rules

/** A blank form value ('' or null) is the same as a value left out: a filter not set, a position not given. */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/** `id` of a save call: absent or 0 creates, a positive id updates. */
const saveId = (label: string) =>
  z.coerce
    .number({ error: `${label}编号须为数字` })
    .int(`${label}编号不正确`)
    .min(0, `${label}编号不正确`)
    .max(MAX_ROW_ID, `${label}编号不正确`)
    .optional()
    .transform((v) => (v ? v : undefined));

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, min <= 1 ? `请填写${label}` : `${label}至少${min}个字`)
    .max(max, `${label}不能超过${max}个字`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过${max}个字`).optional().default('');

/** Mainland mobile 1[3-9]xxxxxxxxx or a landline 0xx(x)-xxxxxxx(x); empty allowed where optional. */
const PHONE_RE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;
const phoneText = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || PHONE_RE.test(s), `${label}须为手机号或带区号的固定电话（如0571-88886666）`)
    .optional()
    .default('');

const countNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能为负数`)
    .max(max, `${label}不能超过${max}`);

/** A sum in yuan with at most 2 decimals, ≥ 0; parsed to integer fen. */
const moneyYuan = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请填写${label}` })
    .transform((v) => String(v).trim())
    .refine((s) => s !== '', `请填写${label}`)
    .refine((s) => !s.startsWith('-'), `${label}不能为负数`)
    .refine((s) => /^\d{1,7}(\.\d{1,2})?$/.test(s), `${label}须为金额（元），最多两位小数`)
    .transform((s) => Math.round(Number(s) * 100));

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
/** Today in Asia/Shanghai, 'YYYY-MM-DD'. */
const todayInShanghai = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const pastDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .refine(validDate, `${label}须为日期（YYYY-MM-DD）`)
    .refine((s) => !validDate(s) || s <= todayInShanghai(), `${label}不能晚于今天`);
const filterDate = (label: string) =>
  blank(z.string().trim().refine(validDate, `${label}须为日期（YYYY-MM-DD）`).optional());

/** Division code of any level (2, 4 or 6 digits) for a filter. */
const areaFilter = blank(
  z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4}|\d{6})$/, '地区须为省、市或区县的行政区划代码')
    .optional(),
);

const keywordFilter = blank(z.string().trim().max(30, '搜索词不能超过30个字').optional());
const schoolIdFilter = blank(rowId('学校不存在', '学校不存在').optional());

/** Longitude and latitude inside China (both or neither). */
const lngField = blank(
  z.coerce
    .number({ error: '经度须为数字' })
    .min(73.5, '位置须在中国境内（经度73.5～135.1）')
    .max(135.1, '位置须在中国境内（经度73.5～135.1）')
    .optional(),
);
const latField = blank(
  z.coerce
    .number({ error: '纬度须为数字' })
    .min(18.1, '位置须在中国境内（纬度18.1～53.6）')
    .max(53.6, '位置须在中国境内（纬度18.1～53.6）')
    .optional(),
);

const exportFormat = exportFormatField;

// ---------------------------------------------------------------- constants

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

// ---------------------------------------------------------------- answers

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

// ---------------------------------------------------------------- inputs: schools

/** GET scoool/getSchoolList (and exportSchoolList with `format`). */
const schoolFilters = {
  areaCode: areaFilter,
  kind: blank(z.enum(SCHOOL_KINDS, { error: '学校类型须为 public 或 private' }).optional()),
  keyword: keywordFilter,
  /** '1': only the schools the caller covers. */
  covered: blank(z.enum(['0', '1'], { error: '是否负责须为 0 或 1' }).optional()),
};
export const schoolListQuery = z.object({ ...pageQuery, ...schoolFilters });
export const schoolExportQuery = z.object({ ...schoolFilters, format: exportFormat });

export const schoolIdQuery = z.object({ id: rowId('学校不存在', '学校不存在') });

/** GET scoool/getSchoolNameDic: at most 200 names, by area and keyword, for pickers. */
export const schoolNameDicQuery = z.object({ areaCode: areaFilter, keyword: keywordFilter });

/** POST scoool/saveSchoolInfo: create (no id or 0) or update. Name unique within its district. */
export const saveSchoolInput = z
  .object({
    id: saveId('学校'),
    name: text('学校名称', 2, 50),
    areaCode: z
      .string({ error: '请选择学校所在地区' })
      .trim()
      .regex(/^\d{6}$/, '学校所在地区须选到区县'),
    address: optionalText('学校地址', 100),
    kind: z.enum(SCHOOL_KINDS, { error: '学校类型须为公办或民办' }),
    pupils: countNumber('学生人数', 100000).default(0),
    principal: optionalText('校长', 20),
    contact: optionalText('联系人', 20),
    phone: phoneText('联系电话'),
    lng: lngField,
    lat: latField,
    remark: optionalText('备注', 200),
  })
  .refine((d) => (d.lng === undefined) === (d.lat === undefined), {
    message: '位置须同时填写经度和纬度',
    path: ['lng'],
  });
export type SaveSchoolInput = z.input<typeof saveSchoolInput>;

// ---------------------------------------------------------------- inputs: records of a school

/** Filters of a record list: one school, or all the caller sees (by area and keyword). */
const recordFilters = { schoolId: schoolIdFilter, areaCode: areaFilter, keyword: keywordFilter };

/** GET scoool/getSchoolGradeList: the grades (with classes) of one school, or of an area. */
export const gradeListQuery = z.object({ ...pageQuery, ...recordFilters });
export const gradeExportQuery = z.object({ ...recordFilters, format: exportFormat });

const gradeNumber = z.coerce
  .number({ error: '请选择年级' })
  .int('年级不正确')
  .min(1, '年级须为一至九年级')
  .max(9, '年级须为一至九年级');

/** POST scoool/saveSchoolGrade: a grade of a school (one row per grade number). */
export const saveGradeInput = z.object({
  id: saveId('年级'),
  schoolId: rowId('请选择学校', '学校不存在'),
  grade: gradeNumber,
  pupils: countNumber('年级人数', 10000).default(0),
});

/**
 * POST scoool/saveGradeClass: the classes of a grade, all at once: `classNames` comma-separated
 * (1班,2班,3班), replacing the grade's classes (a kept name keeps its id).
 */
export const saveGradeClassInput = z.object({
  gradeId: rowId('请选择年级', '年级不存在'),
  classNames: z
    .string({ error: '请填写班级' })
    .transform((s) =>
      s
        .split(/[,，]/)
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    )
    .pipe(
      z
        .array(z.string().max(20, '班级名称不能超过20个字'))
        .max(SCHOOL_CLASSES_MAX, `班级最多${SCHOOL_CLASSES_MAX}个`)
        .refine((names) => new Set(names).size === names.length, '班级名称不能重复'),
    ),
});

/** GET scoool/getTeacherList. */
export const teacherListQuery = z.object({
  ...pageQuery,
  ...recordFilters,
  subject: blank(z.string().trim().max(10, '学科不能超过10个字').optional()),
});
export const teacherExportQuery = z.object({
  ...recordFilters,
  subject: blank(z.string().trim().max(10, '学科不能超过10个字').optional()),
  format: exportFormat,
});

/** POST scoool/saveTeacherInfo. */
export const saveTeacherInput = z.object({
  id: saveId('教师'),
  schoolId: rowId('请选择学校', '学校不存在'),
  name: text('教师姓名', 2, 20),
  subject: text('任教学科', 1, 10),
  grade: gradeNumber,
  phone: phoneText('教师电话'),
  post: optionalText('职务', 20),
});

/** GET scoool/getJingpinList. */
export const jingpinListQuery = z.object({ ...pageQuery, ...recordFilters });
export const jingpinExportQuery = z.object({ ...recordFilters, format: exportFormat });

/** POST scoool/saveJingpinInfo: a competitor product in use at a school. */
export const saveJingpinInput = z.object({
  id: saveId('竞品'),
  schoolId: rowId('请选择学校', '学校不存在'),
  subject: text('学科', 1, 10),
  grade: gradeNumber,
  publisher: text('出版社', 2, 30),
  product: text('产品名称', 2, 50),
  price: moneyYuan('单价'),
  quantity: countNumber('数量', 1000000),
  remark: optionalText('备注', 200),
});

/** GET scoool/getBuyQudaoList. */
export const qudaoListQuery = z.object({
  ...pageQuery,
  ...recordFilters,
  kind: blank(z.enum(QUDAO_KINDS, { error: '渠道类型不正确' }).optional()),
});
export const qudaoExportQuery = z.object({
  ...recordFilters,
  kind: blank(z.enum(QUDAO_KINDS, { error: '渠道类型不正确' }).optional()),
  format: exportFormat,
});

/** POST scoool/saveBuyQudaoInfo: a purchase channel of a school. */
export const saveQudaoInput = z.object({
  id: saveId('渠道'),
  schoolId: rowId('请选择学校', '学校不存在'),
  kind: z.enum(QUDAO_KINDS, { error: '请选择渠道类型' }),
  name: text('渠道名称', 2, 50),
  contact: optionalText('联系人', 20),
  phone: phoneText('联系电话'),
  remark: optionalText('备注', 200),
});

/** GET scoool/getYGSaleList: sales, newest first, with the sums; from/to are sale dates (inclusive). */
const saleFilters = {
  ...recordFilters,
  bookNo: blank(z.string().trim().max(20, '书号不正确').optional()),
  from: filterDate('开始日期'),
  to: filterDate('结束日期'),
};
export const saleListQuery = z.object({ ...pageQuery, ...saleFilters });
export const saleExportQuery = z.object({ ...saleFilters, format: exportFormat });

/** POST scoool/saveYGSaleInfo: a sale of our books to a school. */
export const saveSaleInput = z.object({
  id: saveId('销售记录'),
  schoolId: rowId('请选择学校', '学校不存在'),
  bookNo: bookNoSchema,
  quantity: countNumber('销售数量', 1000000).refine((n) => n > 0, '销售数量至少为1'),
  amount: moneyYuan('销售金额'),
  soldOn: pastDate('销售日期'),
  remark: optionalText('备注', 200),
});

/** GET scoool/getFusheSchoolList: the schools the caller covers (an admin may name `userId`). */
export const fusheListQuery = z.object({
  ...pageQuery,
  areaCode: areaFilter,
  keyword: keywordFilter,
  userId: blank(rowId('用户不存在', '用户不存在').optional()),
});
export const fusheExportQuery = z.object({
  areaCode: areaFilter,
  keyword: keywordFilter,
  userId: blank(rowId('用户不存在', '用户不存在').optional()),
  format: exportFormat,
});

/** POST scoool/saveFusheSchool and deleteFusheSchool: start or stop covering a school. */
export const fusheSchoolInput = z.object({ schoolId: rowId('请选择学校', '学校不存在') });

/**
 * POST scoool/deleteSchoolRecord (this project's call): delete one record of a school. A school goes only
 * when nothing hangs on it (409 otherwise).
 */
export const deleteSchoolRecordInput = z.object({
  kind: z.enum(SCHOOL_RECORD_KINDS, { error: '记录类型不正确' }),
  id: rowId('记录不存在', '记录不存在'),
});
