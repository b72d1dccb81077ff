import type { AnyDb } from '../../../db/migrations.js';

/**
 * 0034: a schedule for the page ads (pop-ups and the book page's carousels): `starts_at` and `ends_at`
 * (epoch ms, null for no bound). getTanchuang and getVideoADPic answer only the ads live now.
 */
export async function adScheduleMigration(db: AnyDb): Promise<void> {
  await db.schema.alterTable('page_ads').addColumn('starts_at', 'bigint').execute();
  await db.schema.alterTable('page_ads').addColumn('ends_at', 'bigint').execute();
}
