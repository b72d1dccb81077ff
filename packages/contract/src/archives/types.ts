import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { todayInShanghai } from '../rules/ad-frequency.js';
import { rowId } from '../shared/ids.js';

/**
 * School archives and bookshops (学校档案, 书店; spec section 6): what every archive record shares. The
 * staff member's areas, the change history of a record, table exports, the operators' staff calls, and
 * the input fields the archive forms have in common. Decisions: docs/archives.md.
 */

/** One change of an archive record: who, when, what. Newest first in lists. */
export interface RecordChange {
  id: number;
  /** 'YYYY-MM-DD HH:mm', Asia/Shanghai. */
  at: string;
  userId: number;
  userName: string;
  action: RecordAction;
  /** Chinese labels of the changed fields (empty for a create or a delete). */
  fields: string[];
}

export const RECORD_ACTIONS = ['create', 'update', 'delete'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];
export const RECORD_ACTION_TEXT: Record<RecordAction, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
};

/** The kinds of archive records whose changes are kept (one history per kind and record id). */
export const ARCHIVE_KINDS = [
  'school',
  'grade',
  'teacher',
  'jingpin',
  'qudao',
  'sale',
  'fushe',
  'store',
  'send',
  'kucun',
] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
export const ARCHIVE_KIND_TEXT: Record<ArchiveKind, string> = {
  school: '学校',
  grade: '年级',
  teacher: '教师',
  jingpin: '竞品',
  qudao: '购书渠道',
  sale: '销售',
  fushe: '覆盖学校',
  store: '书店',
  send: '发货',
  kucun: '库存',
};

/** GET scoool/getUserArealList: an area the caller looks after (admins: every province). */
export interface ArchiveArea {
  /** GB/T 2260 division code: 2 digits a province, 4 a city, 6 a district. */
  code: string;
  /** 西湖区 */
  name: string;
  /** 浙江省 杭州市 西湖区 */
  fullName: string;
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The `format` of every export call. */
export const exportFormatField = z.enum(EXPORT_FORMATS, { error: '导出格式须为 csv 或 xlsx' });

/** Answer type of a call that sends a file (`api.download`), not an envelope. */
export interface FileAnswer {
  readonly file: true;
}

/** GET scoool/getRecordHistory: the changes of one record the caller may see, newest first. */
export const recordHistoryQuery = z.object({
  kind: z.enum(ARCHIVE_KINDS, { error: '记录类型不正确' }),
  id: rowId('记录不存在', '记录不存在'),
});
export type RecordHistoryQuery = z.input<typeof recordHistoryQuery>;

/** A division code of any level: 2 (province), 4 (city) or 6 (district) digits. */
export const DIVISION_CODE = /^\d{2}(?:\d{2}){0,2}$/;
/** The area of an archive record (a district, usually): a division code of any level, required. */
export const areaCodeField = (label = '所在地区') =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .regex(DIVISION_CODE, `${label}不正确`);

/** The `areaCode` filter of a list: a division code of any level (province, city, district); '' is none. */
export const areaFilterField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().trim().regex(DIVISION_CODE, '地区不正确').optional(),
);

// ---------------------------------------------------------------- operators, /api/admin/staff/

/** A staff member and the areas they look after. */
export interface StaffMember {
  id: number;
  account: string;
  nickname: string;
  areas: ArchiveArea[];
}

/** GET admin/staff/getStaffList: staff members (and admins), by account or nickname. */
export const adminStaffListQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(20, '搜索词不能超过20个字').optional(),
});

export const STAFF_AREAS_MAX = 50;

/**
 * The area codes of saveStaffAreas: comma-separated (`3301,3205`), a JSON array, or an array; 0 to 50
 * division codes, duplicates dropped. The server checks each is a code of the area tree.
 */
const areaCodeList = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v.map(String);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return (JSON.parse(s) as unknown[]).map(String);
      } catch {
        return v;
      }
    }
    return s === '' ? [] : s.split(',').map((c) => c.trim());
  },
  z
    .array(z.string().regex(DIVISION_CODE, '负责区域：区域编码不正确'), { error: '请选择负责区域' })
    .max(STAFF_AREAS_MAX, `负责区域不能超过${STAFF_AREAS_MAX}个`)
    .transform((codes) => [...new Set(codes)]),
);

/** POST admin/staff/saveStaffAreas: replaces a staff member's areas (an empty list removes them all). */
export const adminStaffAreasInput = z.object({
  userId: rowId('请选择业务员', '业务员不存在'),
  areaCodes: areaCodeList,
});
export type AdminStaffAreasInput = z.input<typeof adminStaffAreasInput>;

// ---------------------------------------------------------------- fields of the archive forms

/** What a form sends for an empty optional field ('' or nothing) becomes undefined. */
const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Mainland mobile (1[3-9] and 9 digits) or landline with area code (0571-88888888). */
export const CONTACT_PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;
/** Phone of a contact: a mainland mobile or a landline with its area code. */
export const contactPhoneField = z
  .string({ error: '请填写联系电话' })
  .trim()
  .regex(CONTACT_PHONE, '联系电话须为手机号或带区号的固话（如0571-88888888）');

/** China's bounding box: what a position of a school or a bookshop must lie in. */
export const CHINA_BOUNDS = { lngMin: 73.5, lngMax: 135.1, latMin: 18.1, latMax: 53.6 } as const;

/** Whether a point lies inside China's bounding box. */
export function inChina(lng: number, lat: number): boolean {
  const b = CHINA_BOUNDS;
  return lng >= b.lngMin && lng <= b.lngMax && lat >= b.latMin && lat <= b.latMax;
}

/**
 * The optional position of a school or bookshop: `lng` 73.5…135.1, `lat` 18.1…53.6; spread into a form's
 * schema and add `.superRefine(checkPosition)` for "both or neither".
 */
export const positionFields = {
  lng: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '经度须为数字' })
      .min(CHINA_BOUNDS.lngMin, '经度须在73.5到135.1之间（中国境内）')
      .max(CHINA_BOUNDS.lngMax, '经度须在73.5到135.1之间（中国境内）')
      .optional(),
  ),
  lat: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '纬度须为数字' })
      .min(CHINA_BOUNDS.latMin, '纬度须在18.1到53.6之间（中国境内）')
      .max(CHINA_BOUNDS.latMax, '纬度须在18.1到53.6之间（中国境内）')
      .optional(),
  ),
};

/** Refinement of a schema with `positionFields`: both or neither; the pair inside China. */
export function checkPosition(
  v: { lng?: number | undefined; lat?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if ((v.lng === undefined) !== (v.lat === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: '位置：请同时填写经度和纬度',
      path: [v.lng === undefined ? 'lng' : 'lat'],
    });
  } else if (v.lng !== undefined && v.lat !== undefined && !inChina(v.lng, v.lat)) {
    ctx.addIssue({ code: 'custom', message: '位置须在中国境内', path: ['lng'] });
  }
}

/** A real calendar date YYYY-MM-DD. */
const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A date 'YYYY-MM-DD' that is not after today in Asia/Shanghai (sale, shipping, stock dates). */
export const pastDateField = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}须为 YYYY-MM-DD`)
    .refine(isCalendarDate, `${label}不是有效的日期`)
    .refine((s) => s <= todayInShanghai(new Date()), `${label}不能晚于今天`);

/** A date filter 'YYYY-MM-DD' (from/to of a list), any day. */
export const dateFilterField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}须为 YYYY-MM-DD`)
      .refine(isCalendarDate, `${label}不是有效的日期`)
      .optional(),
  );

export const MONEY_MAX_YUAN = 10_000_000;
/**
 * An amount in yuan, at most 2 decimals, 0 or more. The parsed value stays in yuan (a number); the
 * server stores `toFen(yuan)`, an integer, and answers `formatYuan(fen)`.
 */
export const moneyField = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .min(0, `${label}不能为负数`)
    .max(MONEY_MAX_YUAN, `${label}不能超过${MONEY_MAX_YUAN}元`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label}最多两位小数`);

/** Yuan (≤ 2 decimals) to integer fen, without float drift: 19.99 → 1999. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);
/** Integer fen to yuan with 2 decimals: 1999 → '19.99'. */
export const formatYuan = (fen: number): string => (fen / 100).toFixed(2);

export const COUNT_MAX = 10_000_000;
/** A count (pupils, quantity, stock): a whole number, 0 or more. */
export const countField = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能为负数`)
    .max(COUNT_MAX, `${label}不能超过${COUNT_MAX}`);
