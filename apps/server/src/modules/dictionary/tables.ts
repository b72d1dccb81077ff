import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The dictionary module's tables (added to db/schema.ts's Database below). */
export interface DictionaryTables {
  dictionaries: DictionariesTable;
}

export interface DictionariesTable {
  id: Generated<number>;
  /** The dictionary group: grade, cebie, subject, mainbanner, ... */
  dic_type: string;
  parent_id: number | null;
  name: string;
  url_address: string;
  desc: string;
  remark: string;
  icon: string;
  qr_id: number | null;
  sort: number;
  enabled: Flag;
  /** Epoch ms; the pupils see the entry from here (0033_dictionary_schedule); null: no bound. */
  starts_at: number | null;
  /** Epoch ms; the pupils see the entry until before here; null: no bound. */
  ends_at: number | null;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends DictionaryTables {}
}
