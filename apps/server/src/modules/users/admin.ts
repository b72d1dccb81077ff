import {
  type AdminRole,
  type AdminUserDetail,
  type AdminUserRow,
  type adminUsersEndpoints,
  type Paged,
  type ParsedOf,
} from '@jc/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { businessRule, notFound } from '../../shared/errors.js';
import { fetchPage } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { describeAreas } from '../archives/index.js';
import { revokeAllTokens } from '../auth/index.js';
import { setDisabled, setRoles, setUserAreas } from './writes.js';

type ListQuery = ParsedOf<(typeof adminUsersEndpoints)['list']>;

export const USER_MISSING_MSG = '用户不存在';

const ROW_COLUMNS = [
  'id',
  'account',
  'phone',
  'nickname',
  'points',
  'is_teacher',
  'is_staff',
  'is_admin',
  'created_at',
  'disabled_at',
  'cancelled_at',
] as const;

type RowSource = {
  [K in (typeof ROW_COLUMNS)[number]]: Database['users'][K] extends { __select__: infer S }
    ? S
    : Database['users'][K];
};

function rolesOf(u: { is_teacher: number; is_staff: number; is_admin: number }): AdminRole[] {
  const roles: AdminRole[] = [];
  if (u.is_teacher) roles.push('teacher');
  if (u.is_staff) roles.push('staff');
  if (u.is_admin) roles.push('admin');
  return roles;
}

const toRow = (u: RowSource): AdminUserRow => ({
  id: u.id,
  account: u.account,
  phone: u.phone,
  nickname: u.nickname,
  roles: rolesOf(u),
  points: u.points,
  createdAt: formatTime(u.created_at),
  disabledAt: u.disabled_at === null ? null : formatTime(u.disabled_at),
  cancelled: u.cancelled_at !== null,
});

/** `kw%` with LIKE's own characters escaped, lower-cased. */
const prefixPattern = (kw: string) => `${kw.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A prefix match of one column that its 0028 index answers: on SQLite LIKE is case-insensitive and
 * walks the NOCASE index; on PostgreSQL `lower(col) LIKE 'kw%'` walks the text_pattern_ops index.
 */
function prefixOf(dialect: Dialect, column: 'account' | 'phone' | 'nickname', kw: string) {
  const pattern = prefixPattern(kw);
  return dialect === 'postgres'
    ? sql<SqlBool>`lower(${sql.ref(`users.${column}`)}) like ${pattern} escape '\\'`
    : // SQLite derives the prefix range from a pattern it sees when it prepares the statement, so the
      // pattern goes in as a literal (sql.lit doubles its quotes), as in the measured plan.
      sql<SqlBool>`${sql.ref(`users.${column}`)} like ${sql.lit(pattern)} escape '\\'`;
}

/**
 * admin/users/getUserList: newest first. A keyword matches the start of the account, the phone or the
 * nickname (case-insensitive), each through its index; a role filter narrows to teachers, staff or admins.
 */
export async function listUsers(db: Db, dialect: Dialect, q: ListQuery): Promise<Paged<AdminUserRow>> {
  let query = db.selectFrom('users');
  const kw = q.keyword;
  if (kw) {
    // Bare LIKE terms: wrapped in a comparison (`(… like …) = true`) SQLite no longer sees the prefix.
    query = query.where((eb) =>
      eb.or([
        prefixOf(dialect, 'account', kw),
        prefixOf(dialect, 'phone', kw),
        prefixOf(dialect, 'nickname', kw),
      ]),
    );
  }
  if (q.role === 'teacher') query = query.where('is_teacher', '=', 1);
  if (q.role === 'staff') query = query.where('is_staff', '=', 1);
  if (q.role === 'admin') query = query.where('is_admin', '=', 1);
  // With a keyword, SQLite would rather walk the primary key in id order (no sort) and test every row;
  // `+id` stops that, so it reads the few matches through the prefix indexes and sorts them.
  const order = kw && dialect === 'sqlite' ? sql<number>`+users.id` : sql<number>`users.id`;
  const { rows, total } = await fetchPage(query.select(ROW_COLUMNS).orderBy(order, 'desc'), q);
  return { list: rows.map(toRow), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One user for the drawer; 404 when there is none. */
export async function userDetail(db: Db, userId: number, now = Date.now()): Promise<AdminUserDetail> {
  const u = await db
    .selectFrom('users')
    .leftJoin('dictionaries as g', 'g.id', 'users.grade_id')
    .select([...ROW_COLUMNS.map((c) => `users.${c}` as const), 'users.avatar', 'g.name as gradeName'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound(USER_MISSING_MSG);
  const [areaRows, sessions] = await Promise.all([
    db
      .selectFrom('user_areas')
      .select('area_code')
      .where('user_id', '=', userId)
      .orderBy('area_code')
      .execute(),
    db
      .selectFrom('auth_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...toRow(u),
    avatar: u.avatar,
    gradeName: u.gradeName ?? null,
    areas: await describeAreas(
      db,
      areaRows.map((r) => r.area_code),
    ),
    activeSessions: u.disabled_at === null && u.cancelled_at === null ? Number(sessions.n) : 0,
  };
}

/** The live (not cancelled) user a change is about, read inside the change's transaction. */
async function liveUser(db: Db, userId: number) {
  const u = await db
    .selectFrom('users')
    .select(['id', 'cancelled_at', 'disabled_at', 'is_admin'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound(USER_MISSING_MSG);
  if (u.cancelled_at !== null) throw businessRule('该账号已注销，不能修改');
  return u;
}

/**
 * admin/users/setUserRoles: the roles given are the roles after (pupil is everyone's). An admin cannot
 * take away their own admin role (a console must never lock its last operator out by a slip). Taking
 * the staff role away also clears the staff member's areas. One transaction.
 */
export async function changeRoles(
  db: Db,
  actorId: number,
  userId: number,
  roles: readonly AdminRole[],
): Promise<void> {
  const want = new Set(roles);
  if (userId === actorId && !want.has('admin')) throw businessRule('不能取消自己的管理员角色');
  await db.transaction().execute(async (trx) => {
    await liveUser(trx, userId);
    const now = Date.now();
    await setRoles(
      trx,
      userId,
      { teacher: want.has('teacher'), staff: want.has('staff'), admin: want.has('admin') },
      now,
    );
    if (!want.has('staff')) await setUserAreas(trx, userId, []);
  });
}

/**
 * admin/users/disableUser: the account may no longer log in, and every token it holds is revoked in
 * the same transaction. An admin cannot disable their own account.
 */
export async function disableUser(db: Db, actorId: number, userId: number): Promise<void> {
  if (userId === actorId) throw businessRule('不能停用自己的账号');
  await db.transaction().execute(async (trx) => {
    const u = await liveUser(trx, userId);
    if (u.disabled_at !== null) throw businessRule('该账号已停用');
    const now = Date.now();
    await setDisabled(trx, userId, now, now);
    await revokeAllTokens(trx, userId, now);
  });
}

/** admin/users/enableUser: the account may log in again (its old sessions stay ended). */
export async function enableUser(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const u = await liveUser(trx, userId);
    if (u.disabled_at === null) throw businessRule('该账号未停用');
    await setDisabled(trx, userId, null, Date.now());
  });
}
