import type { Db } from '../../db/index.js';
import { formatTime } from '../../shared/time.js';

export const STORE_NOT_FOUND = '书店不存在';
export const SEND_NOT_FOUND = '发货记录不存在';
export const KUCUN_NOT_FOUND = '库存记录不存在';
export const BOOK_NOT_FOUND = '书号不存在，请核对书号';
export const AREA_NOT_DISTRICT = '区域：请选择书店所在的区县';

/** Labels of the fields a change names in the history (RecordChange.fields). */
export const STORE_LABELS = {
  name: '书店名称',
  area_code: '所在区域',
  address: '地址',
  contact: '联系人',
  phone: '联系电话',
  lng: '经度',
  lat: '纬度',
  remark: '备注',
} as const;
export const SEND_LABELS = {
  store_id: '书店',
  book_no: '书号',
  quantity: '发货数量',
  shipped_on: '发货日期',
  waybill: '运单号',
  remark: '备注',
} as const;
export const KUCUN_LABELS = {
  store_id: '书店',
  book_no: '书号',
  quantity: '库存数量',
  counted_on: '盘点日期',
  remark: '备注',
} as const;

const minute = (ms: number) => formatTime(ms).slice(0, 16);

/** 'YYYY-MM-DD HH:mm' stamps with the users' names. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'account'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.nickname || r.account]));
}
export const stampOf = (
  names: Map<number, string>,
  r: { created_by: number; created_at: number; updated_by: number; updated_at: number },
) => ({
  createdBy: names.get(r.created_by) ?? '',
  createdAt: minute(Number(r.created_at)),
  updatedBy: names.get(r.updated_by) ?? '',
  updatedAt: minute(Number(r.updated_at)),
});

/** Full names of districts (浙江省 杭州市 西湖区), by code. */
export async function areaFullNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  const wanted = [...new Set(unique.flatMap((c) => [c.slice(0, 2), c.slice(0, 4), c]))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('areas').select(['code', 'name']).where('code', 'in', wanted).execute();
  const name = new Map(rows.map((r) => [r.code, r.name]));
  return new Map(
    unique.map((c) => [
      c,
      [...new Set([c.slice(0, 2), c.slice(0, 4), c])]
        .map((k) => name.get(k))
        .filter(Boolean)
        .join(' '),
    ]),
  );
}

export async function bookTitles(db: Db, bookNos: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(bookNos)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('books')
    .select(['book_no', 'title'])
    .where('book_no', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.book_no, r.title]));
}
