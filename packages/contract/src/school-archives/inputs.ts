import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { bookNoSchema } from '../books/types.js';
import { rowId } from '../shared/ids.js';
import {
  areaFilter,
  blank,
  countNumber,
  exportFormat,
  filterDate,
  keywordFilter,
  latField,
  lngField,
  moneyYuan,
  optionalText,
  pastDate,
  phoneText,
  saveId,
  schoolIdFilter,
  text,
} from './fields.js';
import { QUDAO_KINDS, SCHOOL_CLASSES_MAX, SCHOOL_KINDS, SCHOOL_RECORD_KINDS } from './types.js';

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
