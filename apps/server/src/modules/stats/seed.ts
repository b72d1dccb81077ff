import { sql } from 'kysely';
import type { ModuleSeed } from '../../db/seed.js';
import { grantPoints } from '../points/index.js';
import { insertUser } from '../users/index.js';
import { dayStartMs, DAY_MS, shanghaiDay, addDays } from './days.js';

const SEED_DAYS = 90;
const PUPILS = 60;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = [
  '子涵',
  '欣怡',
  '梓轩',
  '雨桐',
  '浩然',
  '诗琪',
  '一诺',
  '宇航',
  '可馨',
  '俊杰',
  '思远',
  '佳怡',
];

/** A small deterministic generator, so every demo store shows the same curves. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** The accounts of the statistics' demo pupils, in the order they are made. */
export const STATS_DEMO_PUPILS: readonly string[] = Array.from(
  { length: PUPILS },
  (_, i) => `tongji${String(i + 1).padStart(2, '0')}`,
);

/**
 * 90 days of real activity for the charts (demo only): pupils who joined over those days (tongji01…),
 * their daily logins, check-in points earned through the ledger, and the daily play counters of lesson
 * items. The rollup job reads them like any other rows; nothing here writes a rollup.
 */
export const statsSeed: ModuleSeed = {
  after: ['account', 'books', 'checkin', 'shop'],
  async run({ trx, dialect, demo, now }) {
    if (!demo) return null;
    if (dialect === 'postgres') await sql`lock table stats_rollup_state in exclusive mode`.execute(trx);
    const exists = await trx
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'tongji01')
      .executeTakeFirst();
    if (exists) return null;
    const rand = random(20_261_124);
    const today = shanghaiDay(now);
    const first = addDays(today, -(SEED_DAYS - 1));
    const pupils: { id: number; joined: number }[] = [];
    for (let i = 0; i < PUPILS; i++) {
      // More joiners in the later weeks: a product that grows.
      const joined = Math.floor(Math.sqrt(rand()) * (SEED_DAYS - 1));
      const at = dayStartMs(addDays(first, joined)) + (8 + Math.floor(rand() * 12)) * 3_600_000;
      const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
      const id = await insertUser(trx, {
        account: STATS_DEMO_PUPILS[i] ?? '',
        password_hash: '!',
        nickname: name,
        avatar: '',
        is_teacher: 0,
        is_staff: 0,
        is_admin: 0,
        created_at: at,
        updated_at: at,
      });
      pupils.push({ id, joined });
    }
    const items = await trx.selectFrom('items').select('id').orderBy('id').limit(12).execute();
    const tokenRows: {
      token_hash: string;
      user_id: number;
      device: string;
      created_at: number;
      expires_at: number;
    }[] = [];
    const hitRows: { kind: string; target_id: number; day: string; count: number }[] = [];
    let grants = 0;
    for (let d = 0; d < SEED_DAYS; d++) {
      const day = addDays(first, d);
      const start = dayStartMs(day);
      const weekend = new Date(start + 8 * 3_600_000).getUTCDay() % 6 === 0;
      for (const p of pupils) {
        if (p.joined > d || rand() > (weekend ? 0.55 : 0.35)) continue;
        const at = Math.min(now - 60_000, start + (7 + Math.floor(rand() * 14)) * 3_600_000);
        tokenRows.push({
          token_hash: `seed-${p.id}-${d}-`.padEnd(64, '0'),
          user_id: p.id,
          device: 'seed',
          created_at: at,
          expires_at: at + DAY_MS,
        });
        // Every third visit ends with a check-in's points (through the ledger, backdated).
        if (rand() < 0.33) {
          await grantPoints(trx, { userId: p.id, points: 5, reason: 'checkin', ref: `seed:${d}`, at });
          grants++;
        }
      }
      for (const item of items) {
        const count = Math.floor(rand() * (weekend ? 40 : 20) * (0.5 + d / SEED_DAYS));
        if (count > 0) hitRows.push({ kind: 's', target_id: item.id, day, count });
      }
    }
    for (let i = 0; i < tokenRows.length; i += 200) {
      await trx
        .insertInto('auth_tokens')
        .values(tokenRows.slice(i, i + 200))
        .execute();
    }
    for (let i = 0; i < hitRows.length; i += 200) {
      await trx
        .insertInto('hit_counts')
        .values(hitRows.slice(i, i + 200))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return {
      users: PUPILS,
      auth_tokens: tokenRows.length,
      points_ledger: grants,
      hit_counts: hitRows.length,
    };
  },
};
