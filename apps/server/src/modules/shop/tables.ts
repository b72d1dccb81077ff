import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The shop module's tables (added to db/schema.ts's Database below). */
export interface ShopTables {
  goods_categories: GoodsCategoriesTable;
  goods: GoodsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
}

export interface GoodsCategoriesTable {
  id: Generated<number>;
  name: string;
  icon: string;
  sort: number;
}
export interface GoodsTable {
  id: Generated<number>;
  name: string;
  /** JSON array of picture URLs; the first is the list picture. */
  pictures: string;
  description: string;
  category_id: number;
  /** Price in whole points. */
  points: number;
  /** Units still available; reserved (decremented) when an order is committed. */
  stock: number;
  /** 0 = no limit. */
  limit_per_user: number;
  on_shelf: Flag;
  /** Units in paid orders (not refunded). */
  exchanged: number;
  created_at: number;
  updated_at: number;
}
export interface CartLinesTable {
  user_id: number;
  goods_id: number;
  quantity: number;
  updated_at: number;
}
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  idempotency_key: string;
  status: 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
  total_points: number;
  /** JSON AddressSnapshot taken at commit. */
  address: string;
  remark: string;
  waybill_no: string;
  cancel_reason: string;
  /** Deleted by the user (hidden from their list); only cancelled or completed orders. */
  hidden: Flag;
  created_at: number;
  /** Unpaid orders are cancelled at this time (commit + 30 min). */
  expires_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
}
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  name: string;
  picture: string;
  points: number;
  quantity: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends ShopTables {}
}
