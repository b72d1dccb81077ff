import {
  QUDAO_KIND_TEXT,
  QUDAO_KINDS,
  SCHOOL_GRADE_NAMES,
  SCHOOL_SUBJECTS,
  type Jingpin,
  type Qudao,
  type SchoolGrade,
  type SchoolSale,
  type SchoolTeacher,
} from '@jc/contract';
import { chinaToday, type ChoiceOption, type FieldSpec } from './archive-logic';

/** 一年级…六年级 as one-tap choices (value: the grade number); the seventh to ninth follow for 九年制 schools. */
export const GRADE_OPTIONS: ChoiceOption[] = SCHOOL_GRADE_NAMES.map((label, i) => ({
  label,
  value: String(i + 1),
}));

const SUBJECTS: ChoiceOption[] = [...SCHOOL_SUBJECTS];
export const POSTS = ['校长', '副校长', '教导主任', '教研组长', '班主任', '任课教师'] as const;
export const PUBLISHERS = ['人教版', '北师大版', '苏教版', '外研版', '沪教版', '部编版'] as const;

/** 1 … 12 classes in one tap: '4个班' fills 1班,2班,3班,4班. */
export const CLASS_FILLS: ChoiceOption[] = [2, 3, 4, 5, 6, 8, 10, 12].map((n) => ({
  label: `${n}个班`,
  value: Array.from({ length: n }, (_, i) => `${i + 1}班`).join(','),
}));

export const gradeFields: FieldSpec[] = [
  { name: 'grade', label: '年级', kind: 'choice', options: GRADE_OPTIONS },
  { name: 'pupils', label: '年级人数', kind: 'count', placeholder: '本年级学生人数', maxLength: 5 },
  {
    name: 'classNames',
    label: '班级（逗号分隔）',
    kind: 'choice',
    free: true,
    options: CLASS_FILLS,
    placeholder: '如 1班,2班,3班',
    maxLength: 300,
  },
];
export const gradeValues = (g?: SchoolGrade) => ({
  grade: g ? String(g.grade) : '',
  pupils: g ? String(g.pupils) : '',
  classNames: g ? g.classes.map((c) => c.name).join(',') : '',
});

export const teacherFields: FieldSpec[] = [
  { name: 'name', label: '姓名', kind: 'text', placeholder: '教师姓名', maxLength: 20 },
  { name: 'subject', label: '任教学科', kind: 'choice', options: SUBJECTS },
  { name: 'grade', label: '任教年级', kind: 'choice', options: GRADE_OPTIONS },
  {
    name: 'post',
    label: '职务',
    kind: 'choice',
    free: true,
    options: [...POSTS],
    placeholder: '如 班主任',
    maxLength: 20,
  },
  {
    name: 'phone',
    label: '电话',
    kind: 'phone',
    placeholder: '手机号或 0571-88886666',
    maxLength: 13,
    optional: true,
  },
];
export const teacherValues = (t?: SchoolTeacher) => ({
  name: t?.name ?? '',
  subject: t?.subject ?? '',
  grade: t ? String(t.grade) : '',
  post: t?.post ?? '',
  phone: t?.phone ?? '',
});

export const jingpinFields: FieldSpec[] = [
  {
    name: 'publisher',
    label: '出版社/版本',
    kind: 'choice',
    free: true,
    options: [...PUBLISHERS],
    maxLength: 30,
    placeholder: '如 人教版',
  },
  { name: 'product', label: '产品名称', kind: 'text', placeholder: '如 同步练习册', maxLength: 50 },
  { name: 'subject', label: '学科', kind: 'choice', options: SUBJECTS },
  { name: 'grade', label: '年级', kind: 'choice', options: GRADE_OPTIONS },
  { name: 'price', label: '单价（元）', kind: 'money', placeholder: '如 25.80', maxLength: 12 },
  { name: 'quantity', label: '数量（册）', kind: 'count', placeholder: '征订数量', maxLength: 7 },
  { name: 'remark', label: '备注', kind: 'note', optional: true, maxLength: 200 },
];
export const jingpinValues = (j?: Jingpin) => ({
  publisher: j?.publisher ?? '',
  product: j?.product ?? '',
  subject: j?.subject ?? '',
  grade: j ? String(j.grade) : '',
  price: j?.price ?? '',
  quantity: j ? String(j.quantity) : '',
  remark: j?.remark ?? '',
});

export const qudaoFields: FieldSpec[] = [
  {
    name: 'kind',
    label: '渠道类型',
    kind: 'choice',
    options: QUDAO_KINDS.map((k) => ({ label: QUDAO_KIND_TEXT[k], value: k })),
  },
  { name: 'name', label: '渠道名称', kind: 'text', placeholder: '如 西湖区新华书店', maxLength: 50 },
  { name: 'contact', label: '联系人', kind: 'text', optional: true, maxLength: 20 },
  {
    name: 'phone',
    label: '联系电话',
    kind: 'phone',
    optional: true,
    placeholder: '手机号或 0571-88886666',
    maxLength: 13,
  },
  { name: 'remark', label: '备注', kind: 'note', optional: true, maxLength: 200 },
];
export const qudaoValues = (q?: Qudao) => ({
  kind: q?.kind ?? '',
  name: q?.name ?? '',
  contact: q?.contact ?? '',
  phone: q?.phone ?? '',
  remark: q?.remark ?? '',
});

export const saleFields: FieldSpec[] = [
  { name: 'bookNo', label: '书号', kind: 'text', placeholder: '图书编号，如 131', maxLength: 20 },
  { name: 'quantity', label: '数量（册）', kind: 'count', placeholder: '销售册数', maxLength: 7 },
  { name: 'amount', label: '金额（元）', kind: 'money', placeholder: '如 2580.00', maxLength: 12 },
  { name: 'soldOn', label: '销售日期', kind: 'date' },
  { name: 'remark', label: '备注', kind: 'note', optional: true, maxLength: 200 },
];
/**
 * The sale form with the school's books sold before as one-tap choices (newest first, at most 6):
 * a school buys the same books again.
 */
export function saleFieldsWith(earlier: readonly Pick<SchoolSale, 'bookNo' | 'bookTitle'>[]): FieldSpec[] {
  const books: ChoiceOption[] = [];
  for (const s of earlier) {
    if (books.length >= 6) break;
    if (books.some((b) => typeof b !== 'string' && b.value === s.bookNo)) continue;
    books.push({ label: s.bookTitle || s.bookNo, value: s.bookNo });
  }
  if (books.length === 0) return saleFields;
  return saleFields.map((f) =>
    f.name === 'bookNo' ? { ...f, kind: 'choice', free: true, options: books } : f,
  );
}

export const saleValues = (s?: SchoolSale, now: number = Date.now()) => ({
  bookNo: s?.bookNo ?? '',
  quantity: s ? String(s.quantity) : '',
  amount: s?.amount ?? '',
  soldOn: s?.soldOn ?? chinaToday(now),
  remark: s?.remark ?? '',
});
