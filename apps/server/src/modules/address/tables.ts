import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The address module's tables (added to db/schema.ts's Database below). Created by 0002_shop (owned by shop). */
export interface AddressTables {
  addresses: AddressesTable;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  is_default: Flag;
  created_at: number;
  updated_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends AddressTables {}
}
