import { DEMO_PASSWORD, type Role } from '@jc/contract';
import type { ModuleSeed } from '../../db/seed.js';
import { hashPassword } from '../../shared/password.js';
import { grantPoints } from '../points/index.js';
import { insertUser } from '../users/index.js';

export interface DemoAccount {
  account: string;
  nickname: string;
  roles: Role[];
  phone: string | null;
  /** Opening points grant, written to the ledger. */
  points: number;
  /** Division codes of the areas a staff member looks after. */
  areas: string[];
}

export const DEMO_ACCOUNT_PASSWORD = DEMO_PASSWORD;

/**
 * The four demo accounts of docs/spec/api-conventions.md and a second staff member (zhaoyewu, 苏州市), all with the
 * password demo123456.
 */
export const DEMO_ACCOUNT_SEED: DemoAccount[] = [
  { account: 'student', nickname: '小明同学', roles: ['pupil'], phone: null, points: 1200, areas: [] },
  {
    account: 'teacher',
    nickname: '王老师',
    roles: ['pupil', 'teacher'],
    phone: null,
    points: 300,
    areas: [],
  },
  {
    account: 'staff',
    nickname: '李业务',
    roles: ['pupil', 'staff'],
    phone: null,
    points: 0,
    // The whole city of 杭州市 (its archives: schools and bookshops of every district).
    areas: ['3301'],
  },
  {
    account: 'admin',
    nickname: '运营管理员',
    roles: ['pupil', 'teacher', 'staff', 'admin'],
    phone: null,
    points: 0,
    areas: [],
  },
  {
    // A second staff member, of 苏州市: the other side of every archive's area checks.
    account: 'zhaoyewu',
    nickname: '赵业务',
    roles: ['pupil', 'staff'],
    phone: null,
    points: 0,
    areas: ['3205'],
  },
];

/**
 * The demo accounts, with their opening points as a ledger row (the balance always equals the ledger
 * sum) and the staff member's areas. Only into a new store (the run whose dictionary seed filled the
 * dictionaries) and only with demo seeding, as before the module split.
 */
export const accountSeed: ModuleSeed = {
  after: ['dictionary', 'area'],
  async run({ trx, demo, now, seeded }) {
    if (!demo || !seeded.has('dictionary')) return null;
    const hashes = await Promise.all(DEMO_ACCOUNT_SEED.map(() => hashPassword(DEMO_ACCOUNT_PASSWORD)));
    for (const [i, a] of DEMO_ACCOUNT_SEED.entries()) {
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
        await trx
          .insertInto('user_areas')
          .values(a.areas.map((code) => ({ user_id: userId, area_code: code })))
          .execute();
      }
    }
    return { users: DEMO_ACCOUNT_SEED.length };
  },
};
