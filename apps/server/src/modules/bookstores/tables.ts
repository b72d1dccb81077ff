import type { Generated } from 'kysely';

/** The bookstores module's tables (added to db/schema.ts's Database below). Created by 0026_bookstores. */
export interface BookstoreTables {
  bookstores: BookstoresTable;
  store_shipments: StoreShipmentsTable;
  store_stock_counts: StoreStockCountsTable;
}

/** Who made a row and who changed it last (users.id, epoch ms). */
interface Stamped {
  created_by: number;
  created_at: number;
  updated_by: number;
  updated_at: number;
}

/** A bookshop in a district (area_code: 6 digits) of a staff member's areas. */
export interface BookstoresTable extends Stamped {
  id: Generated<number>;
  name: string;
  area_code: string;
  address: string;
  contact: string;
  phone: string;
  lng: number | null;
  lat: number | null;
  remark: string;
}

/** A shipment of a book to a bookshop; area_code is the shop's (kept with it, for scoping and statistics). */
export interface StoreShipmentsTable extends Stamped {
  id: Generated<number>;
  store_id: number;
  area_code: string;
  book_no: string;
  quantity: number;
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  shipped_on: string;
  waybill: string;
  remark: string;
}

/** A stock count of a book at a bookshop on a day. */
export interface StoreStockCountsTable extends Stamped {
  id: Generated<number>;
  store_id: number;
  area_code: string;
  book_no: string;
  quantity: number;
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  counted_on: string;
  remark: string;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends BookstoreTables {}
}
