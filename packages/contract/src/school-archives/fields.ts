import { z } from 'zod';
import { exportFormatField } from '../archives/types.js';
import { MAX_ROW_ID, rowId } from '../shared/ids.js';

/** The field rules the school archives' inputs share (inputs.ts). */

/** A blank form value ('' or null) is the same as a value left out: a filter not set, a position not given. */
export const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/** `id` of a save call: absent or 0 creates, a positive id updates. */
export const saveId = (label: string) =>
  z.coerce
    .number({ error: `${label}编号须为数字` })
    .int(`${label}编号不正确`)
    .min(0, `${label}编号不正确`)
    .max(MAX_ROW_ID, `${label}编号不正确`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, min <= 1 ? `请填写${label}` : `${label}至少${min}个字`)
    .max(max, `${label}不能超过${max}个字`);

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过${max}个字`).optional().default('');

/** Mainland mobile 1[3-9]xxxxxxxxx or a landline 0xx(x)-xxxxxxx(x); empty allowed where optional. */
const PHONE_RE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;
export const phoneText = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || PHONE_RE.test(s), `${label}须为手机号或带区号的固定电话（如0571-88886666）`)
    .optional()
    .default('');

export const countNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能为负数`)
    .max(max, `${label}不能超过${max}`);

/** A sum in yuan with at most 2 decimals, ≥ 0; parsed to integer fen. */
export const moneyYuan = (label: string) =>
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
export const pastDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .refine(validDate, `${label}须为日期（YYYY-MM-DD）`)
    .refine((s) => !validDate(s) || s <= todayInShanghai(), `${label}不能晚于今天`);
export const filterDate = (label: string) =>
  blank(z.string().trim().refine(validDate, `${label}须为日期（YYYY-MM-DD）`).optional());

/** Division code of any level (2, 4 or 6 digits) for a filter. */
export const areaFilter = blank(
  z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4}|\d{6})$/, '地区须为省、市或区县的行政区划代码')
    .optional(),
);

export const keywordFilter = blank(z.string().trim().max(30, '搜索词不能超过30个字').optional());
export const schoolIdFilter = blank(rowId('学校不存在', '学校不存在').optional());

/** Longitude and latitude inside China (both or neither). */
export const lngField = blank(
  z.coerce
    .number({ error: '经度须为数字' })
    .min(73.5, '位置须在中国境内（经度73.5～135.1）')
    .max(135.1, '位置须在中国境内（经度73.5～135.1）')
    .optional(),
);
export const latField = blank(
  z.coerce
    .number({ error: '纬度须为数字' })
    .min(18.1, '位置须在中国境内（纬度18.1～53.6）')
    .max(53.6, '位置须在中国境内（纬度18.1～53.6）')
    .optional(),
);

export const exportFormat = exportFormatField;
