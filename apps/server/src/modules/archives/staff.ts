import type { Paged, StaffMember } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern, type PageInput } from '../../shared/list-query.js';
import { setUserAreas } from '../users/index.js';
import { describeAreas } from './scope.js';

export const STAFF_MISSING_MSG = '业务员不存在';

/** The staff members' areas, by user id, described (浙江省 杭州市). */
async function areasOf(db: Db, userIds: number[]): Promise<Map<number, StaffMember['areas']>> {
  const out = new Map<number, StaffMember['areas']>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('user_areas')
    .select(['user_id', 'area_code'])
    .where('user_id', 'in', userIds)
    .orderBy('area_code')
    .execute();
  const described = new Map(
    (await describeAreas(db, [...new Set(rows.map((r) => r.area_code))])).map((a) => [a.code, a]),
  );
  for (const r of rows) {
    const area = described.get(r.area_code);
    if (area) out.get(r.user_id)?.push(area);
  }
  return out;
}

/** GET admin/staff/getStaffList: staff members (admins among them), by account or nickname, by id. */
export async function staffList(
  db: Db,
  q: PageInput & { keyword?: string | undefined },
): Promise<Paged<StaffMember>> {
  let query = db
    .selectFrom('users')
    .select(['id', 'account', 'nickname'])
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('is_staff', '=', 1), eb('is_admin', '=', 1)]));
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['account']), 'like', pattern),
        eb(eb.fn('lower', ['nickname']), 'like', pattern),
      ]),
    );
  }
  const { rows, total } = await fetchPage(query.orderBy('id'), q);
  const areas = await areasOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({ ...r, areas: areas.get(r.id) ?? [] })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** One staff member with their areas; 404 for anyone else. */
export async function staffMember(db: Db, userId: number): Promise<StaffMember> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'account', 'nickname'])
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('is_staff', '=', 1), eb('is_admin', '=', 1)]))
    .executeTakeFirst();
  if (!user) throw notFound(STAFF_MISSING_MSG);
  return { ...user, areas: (await areasOf(db, [user.id])).get(user.id) ?? [] };
}

/**
 * POST admin/staff/saveStaffAreas: replaces a staff member's areas with codes of the area tree (an unknown
 * code is a 400 naming it, nothing changes). A code inside another of the list is kept as given.
 */
export async function saveStaffAreas(
  db: Db,
  input: { userId: number; areaCodes: string[] },
): Promise<StaffMember> {
  await staffMember(db, input.userId);
  const codes = input.areaCodes;
  if (codes.length > 0) {
    const known = new Set(
      (await db.selectFrom('areas').select('code').where('code', 'in', codes).execute()).map((r) => r.code),
    );
    const unknown = codes.find((c) => !known.has(c));
    if (unknown !== undefined) throw badInput(`负责区域：区域编码不存在（${unknown}）`);
  }
  await db.transaction().execute((trx) => setUserAreas(trx, input.userId, codes));
  return staffMember(db, input.userId);
}
