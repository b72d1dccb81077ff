import type { DicGroup } from '@jc/contract';
import { sql, type Insertable, type InsertObject, type Transaction } from 'kysely';
import { grantPoints } from '../../modules/points/index.js';
import { insertUser } from '../../modules/users/index.js';
import { hashPassword } from '../../shared/password.js';
import type { Db, Dialect } from '../index.js';
import type { Database } from '../schema.js';
import { loadAreaRows } from './areas.js';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNT_SEED } from './demo.js';
import { APP_MENU_SEED, DICTIONARY_SEED, SEASON_SEED } from './dictionaries.js';

export interface SeedOptions {
  dialect: Dialect;
  /** Demo accounts as well as the dictionaries, menus and areas. */
  demo: boolean;
  now?: number;
}

export interface SeedResult {
  seeded: boolean;
  areas: number;
  users: number;
}

const CHUNK = 500;

async function insertChunks<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  // Chunks keep each statement under the parameter limits of both dialects.
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as InsertObject<Database, T>[])
      .execute();
  }
}

/**
 * Fills an empty store in one transaction; a store that already has dictionaries is left alone.
 * Password hashes are computed before the transaction so it stays short.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const now = opts.now ?? Date.now();
  const accounts = opts.demo ? DEMO_ACCOUNT_SEED : [];
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_ACCOUNT_PASSWORD)));
  const areas = loadAreaRows();

  return db.transaction().execute(async (trx) => {
    // Two processes starting on one empty PostgreSQL database must not both seed.
    if (opts.dialect === 'postgres') await sql`lock table dictionaries in exclusive mode`.execute(trx);
    const existing = await trx
      .selectFrom('dictionaries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return { seeded: false, areas: 0, users: 0 };

    for (const [group, entries] of Object.entries(DICTIONARY_SEED) as [
      DicGroup,
      (typeof DICTIONARY_SEED)[DicGroup],
    ][]) {
      await insertChunks(
        trx,
        'dictionaries',
        entries.map((e, i) => ({
          dic_type: group,
          parent_id: null,
          name: e.name,
          url_address: e.urlAddress ?? '',
          desc: e.desc ?? '',
          remark: e.remark ?? '',
          icon: e.icon ?? '',
          qr_id: e.qrId ?? null,
          sort: i + 1,
          enabled: 1,
        })),
      );
    }
    await insertChunks(
      trx,
      'settings',
      Object.entries(SEASON_SEED).map(([key, value]) => ({ key, value })),
    );
    await insertChunks(
      trx,
      'app_menus',
      APP_MENU_SEED.map((m) => ({
        name: m.name,
        icon: m.icon,
        url_address: m.urlAddress,
        position: m.position,
        need_login: m.needLogin ? 1 : 0,
        sort: m.sort,
        enabled: 1,
      })),
    );
    await insertChunks(trx, 'areas', areas);

    for (const [i, a] of accounts.entries()) {
      const userId = await insertUser(trx, {
        account: a.account,
        phone: a.phone,
        password_hash: hashes[i] ?? '',
        pay_pwd_hash: null,
        answer_pwd_hash: null,
        nickname: a.nickname,
        avatar: '',
        grade_id: null,
        cebie_id: null,
        is_teacher: a.roles.includes('teacher') ? 1 : 0,
        is_staff: a.roles.includes('staff') ? 1 : 0,
        is_admin: a.roles.includes('admin') ? 1 : 0,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
      });
      // The balance always equals the ledger sum, so the opening balance is a grant with its row.
      if (a.points > 0)
        await grantPoints(trx, { userId, points: a.points, reason: 'operator_grant', ref: 'seed', at: now });
      if (a.areas.length) {
        await insertChunks(
          trx,
          'user_areas',
          a.areas.map((code) => ({ user_id: userId, area_code: code })),
        );
      }
    }
    return { seeded: true, areas: areas.length, users: accounts.length };
  });
}
