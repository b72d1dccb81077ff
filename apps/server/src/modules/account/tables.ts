import type { Generated } from 'kysely';

/** The account module's tables (added to db/schema.ts's Database below). Created by 0011_account_settings. */
export interface AccountTables {
  password_tickets: PasswordTicketsTable;
  sms_codes: SmsCodesTable;
  user_adverts: UserAdvertsTable;
  msg_subscriptions: MsgSubscriptionsTable;
}

/** A ticket of verifyingPassword: the old password was checked in this session; one use, short-lived. */
export interface PasswordTicketsTable {
  id: Generated<number>;
  user_id: number;
  /** The session (auth_tokens.id) that verified; the ticket works in that session only. */
  token_id: number;
  /** sha256 of the ticket, hex; the ticket itself is never stored. */
  ticket_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** A code the SMS gateway sent to bind a phone; one use, 5 tries. */
export interface SmsCodesTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/** The user's answer to personalised content (ads) and the last ad shown or closed. */
export interface UserAdvertsTable {
  user_id: number;
  /** 'consent', 'refuse' or '' while not answered. */
  consent: string;
  last_state: string;
  last_ad_id: number | null;
  updated_at: number;
}

/** A one-time message subscription (openMsgRecord): what the user agreed to receive once. */
export interface MsgSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  task_id: string;
  template_id: string;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends AccountTables {}
}
