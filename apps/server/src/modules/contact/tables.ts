/**
 * The contact module's table: who joined the enterprise contact. Created by the catalogue migration
 * 0003 (before the module split); the contact QR codes are catalogue content (books/tables.ts).
 */
export interface ContactTables {
  wecom_members: WecomMembersTable;
}

export interface WecomMembersTable {
  user_id: number;
  joined_at: number;
}
