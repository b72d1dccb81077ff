import type { ModuleManifest } from '../../manifest.js';
import { checkinMigrations } from './migrations.js';
import routes from './routes.js';
import { checkinSeed } from './seed.js';

export { CHECKIN_DEMO_PUPILS } from './seed.js';

/**
 * The check-in camp (dakaying/… and admin/checkin/…): camps and their daily tasks, enrolment with the
 * maintained ranking summary, check-ins with files of the uploads module, comments, likes, rankings,
 * history and prize addresses (docs/checkin.md).
 */
export const checkinModule: ModuleManifest = {
  name: 'checkin',
  routes,
  migrations: checkinMigrations,
  seed: checkinSeed,
  // A check-in post outlives its author's account (docs/account.md): its pictures stay.
  uploadsKept: async (trx, userId) =>
    (
      await trx
        .selectFrom('checkin_post_files as f')
        .innerJoin('checkin_posts as p', 'p.id', 'f.post_id')
        .select('f.upload_id')
        .where('p.user_id', '=', userId)
        .execute()
    ).map((r) => r.upload_id),
};
