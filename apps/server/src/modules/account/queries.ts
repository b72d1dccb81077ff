import type { Db } from '../../db/index.js';

export async function dictionaryEntryExists(db: Db, type: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('dictionaries')
    .select('id')
    .where('id', '=', id)
    .where('dic_type', '=', type)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
