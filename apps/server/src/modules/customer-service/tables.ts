/**
 * The customer-service module's tables: who joined the enterprise contact. Created by the catalogue migration
 * 0003 (before the module split); the contact QR codes are catalogue content (books/tables.ts).
 */
export interface CustomerServiceTables {
  wecom_members: WecomMembersTable;
  kefu_desks: KefuDesksTable;
}

export interface WecomMembersTable {
  user_id: number;
  joined_at: number;
}

/** A customer-service desk (客服, getKefuQrcode): created by 0016_kefu_desks. */
export interface KefuDesksTable {
  /** kefu_1 or kefu_ks. */
  type: string;
  title: string;
  qr_path: string;
  qr_title: string;
  phone: string;
  work_time: string;
  tips: string;
  updated_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends CustomerServiceTables {}
}
