import { z } from 'zod';
import { pageQuery } from '../paging.js';
import {
  checkPosition,
  contactPhoneField,
  countField,
  dateFilterField,
  exportFormatField,
  pastDateField,
  positionFields,
} from '../archives/types.js';
import { bookNoSchema } from '../books/types.js';
import { MAX_ROW_ID, rowId } from '../shared/ids.js';

/**
 * Bookshops of the school archives (schoolArchives/bookstores, storesInfo, fahuoInfo, kucunInfo,
 * changeStores): a field staff member's bookshops in their areas, the shipments sent to them and the stock
 * counted there; the stock of a book is computed from both. Decisions: docs/bookstores.md.
 */

/** Save calls: absent or 0 creates, another id updates. */
const saveId = (bad: string) =>
  z.coerce.number({ error: bad }).int(bad).min(0, bad).max(MAX_ROW_ID, bad).optional().default(0);
const text = (label: string, max: number, min = 0) =>
  min > 0
    ? z
        .string({ error: `请填写${label}` })
        .trim()
        .min(min, `请填写${label}`)
        .max(max, `${label}不能超过${max}个字`)
    : z.string().trim().max(max, `${label}不能超过${max}个字`).optional().default('');
/** A district of the area tree (6 digits): where a bookshop is. */
const districtField = z
  .string({ error: '请选择书店所在区县' })
  .trim()
  .regex(/^\d{6}$/, '请选择书店所在区县');
/** A filter by area at any level: province (2), city (4) or district (6 digits). */
const areaFilter = z
  .string()
  .trim()
  .regex(/^(\d{2}|\d{4}|\d{6})$/, '区域不正确')
  .optional();
/** Who made a record and who changed it last (names, 'YYYY-MM-DD HH:mm'). */
export interface RecordStamp {
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

export interface Bookstore extends RecordStamp {
  id: number;
  name: string;
  /** District code (6 digits) and its full name (浙江省 杭州市 西湖区). */
  areaCode: string;
  areaName: string;
  address: string;
  contact: string;
  phone: string;
  lng: number | null;
  lat: number | null;
  remark: string;
  /** Copies in stock over every book (see StoreStockLine). */
  stock: number;
  shipmentCount: number;
}

/** One book's stock at a shop: the last count plus what was shipped after it (or every shipment if never counted). */
export interface StoreStockLine {
  bookNo: string;
  bookTitle: string;
  /** Quantity of the newest count and its day ('' and 0 when never counted). */
  counted: number;
  countedOn: string;
  /** Shipped after the newest count (all shipments when never counted). */
  shippedSince: number;
  stock: number;
}

export interface BookstoreDetail extends Bookstore {
  stockLines: StoreStockLine[];
}

/** A bookshop near a point, with its distance in km. */
export interface NearBookstore extends Bookstore {
  distanceKm: number;
}

export interface StoreShipment extends RecordStamp {
  id: number;
  storeId: number;
  storeName: string;
  areaCode: string;
  bookNo: string;
  bookTitle: string;
  quantity: number;
  /** 'YYYY-MM-DD'. */
  shippedOn: string;
  waybill: string;
  remark: string;
}

export interface StoreStockCount extends RecordStamp {
  id: number;
  storeId: number;
  storeName: string;
  areaCode: string;
  bookNo: string;
  bookTitle: string;
  quantity: number;
  /** 'YYYY-MM-DD'. */
  countedOn: string;
  remark: string;
}

/** GET scoool/getMapConfig (this project's, no login): the tile server of the maps; '' means none (list view). */
export interface MapConfig {
  tileUrl: string;
  attribution: string;
}

// ---------------------------------------------------------------- inputs

const listFilters = {
  areaCode: areaFilter,
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').optional(),
};

/** GET scoool/getBookStoreList: the caller's bookshops, by area and a keyword (name, address, contact). */
export const bookstoreListQuery = z.object({ ...pageQuery, ...listFilters });
export const bookstoreExportQuery = z.object({ ...listFilters, format: exportFormatField });

/** GET scoool/getBookStoreInfo: one bookshop with its stock by book. */
export const bookstoreIdQuery = z.object({ id: rowId('书店不存在', '书店不存在') });

/** POST scoool/saveBookStoreInfo: creates (no id or 0) or updates a bookshop in one of the caller's districts. */
export const bookstoreSaveInput = z
  .object({
    id: saveId('书店不存在'),
    name: text('书店名称', 40, 2),
    areaCode: districtField,
    address: text('地址', 100, 2),
    contact: text('联系人', 20),
    phone: z.preprocess((v) => (v === '' ? undefined : v), contactPhoneField.optional()),
    ...positionFields,
    remark: text('备注', 200),
  })
  .superRefine(checkPosition);
export type BookstoreSaveInput = z.input<typeof bookstoreSaveInput>;

/** GET scoool/getNearBookStoreList (this project's): the caller's bookshops with a position, nearest first. */
export const nearBookstoreQuery = z
  .object({
    ...positionFields,
    limit: z.coerce
      .number({ error: '条数须为数字' })
      .int('条数须为整数')
      .min(1, '条数至少为1')
      .max(50, '条数不能超过50')
      .default(20),
  })
  .superRefine((d, ctx) => {
    if (d.lng === undefined && d.lat === undefined) {
      ctx.addIssue({ code: 'custom', message: '请提供当前位置的经度和纬度', path: ['lng'] });
      return;
    }
    checkPosition(d, ctx);
  });

const recordFilters = {
  ...listFilters,
  storeId: rowId('书店不存在', '书店不存在').optional(),
  from: dateFilterField('开始日期'),
  to: dateFilterField('结束日期'),
};

/** GET scoool/getStoreSendList: shipments, newest first, by shop, area, day range and keyword (书号, 运单号). */
export const storeSendListQuery = z.object({ ...pageQuery, ...recordFilters });
export const storeSendExportQuery = z.object({ ...recordFilters, format: exportFormatField });

/** POST scoool/saveStoreSendInfo: a shipment to one of the caller's shops. */
export const storeSendSaveInput = z.object({
  id: saveId('发货记录不存在'),
  storeId: rowId('请选择书店', '书店不存在'),
  bookNo: bookNoSchema,
  quantity: countField('发货数量').refine((n) => n > 0, '发货数量须大于0'),
  shippedOn: pastDateField('发货日期'),
  waybill: z
    .string()
    .trim()
    .max(30, '运单号不能超过30个字')
    .regex(/^[A-Za-z0-9-]*$/, '运单号只能是字母、数字和-')
    .optional()
    .default(''),
  remark: text('备注', 200),
});
export type StoreSendSaveInput = z.input<typeof storeSendSaveInput>;

/** GET scoool/getStoreKucunList: stock counts, newest first, by shop, area, day range and keyword (书号). */
export const storeKucunListQuery = z.object({ ...pageQuery, ...recordFilters });
export const storeKucunExportQuery = z.object({ ...recordFilters, format: exportFormatField });

/** POST scoool/saveStoreKucunInfo: a stock count at one of the caller's shops (0 is a count too). */
export const storeKucunSaveInput = z.object({
  id: saveId('库存记录不存在'),
  storeId: rowId('请选择书店', '书店不存在'),
  bookNo: bookNoSchema,
  quantity: countField('库存数量'),
  countedOn: pastDateField('盘点日期'),
  remark: text('备注', 200),
});
export type StoreKucunSaveInput = z.input<typeof storeKucunSaveInput>;

export const STORE_RECORD_KINDS = ['store', 'send', 'kucun'] as const;
export type StoreRecordKind = (typeof STORE_RECORD_KINDS)[number];
/** POST scoool/deleteStoreRecord (this project's): a bookshop (with its records), a shipment or a count. */
export const storeRecordDeleteInput = z.object({
  kind: z.enum(STORE_RECORD_KINDS, { error: '记录类型须为 store、send 或 kucun' }),
  id: rowId('记录不存在', '记录不存在'),
});
