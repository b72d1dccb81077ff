import type { AuthUser } from '../../types.js';
import type { Db } from '../../db/index.js';
import { formatTime } from '../../shared/time.js';
import { staffScope, type AreaScope } from './archive-use.js';

/** Who asks, what they may see, and when: every school call starts from one. */
export interface Caller {
  db: Db;
  user: AuthUser;
  scope: AreaScope;
}

export async function callerOf(db: Db, user: AuthUser): Promise<Caller> {
  return { db, user, scope: await staffScope(db, user) };
}

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai, the archives' time format. */
export const stampTime = (ms: number) => formatTime(ms).slice(0, 16);

/** Names of users by id (nickname, else account), for the created/updated stamps. */
export async function userNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'account'])
    .where('id', 'in', list)
    .execute();
  return new Map(rows.map((r) => [r.id, r.nickname || r.account]));
}

interface StampRow {
  created_by: number;
  created_at: number;
  updated_by: number;
  updated_at: number;
}

export const stampsOf = (r: StampRow, names: Map<number, string>) => ({
  createdBy: names.get(r.created_by) ?? '',
  createdAt: stampTime(Number(r.created_at)),
  updatedBy: names.get(r.updated_by) ?? '',
  updatedAt: stampTime(Number(r.updated_at)),
});

export const stampUserIds = (rows: StampRow[]) => rows.flatMap((r) => [r.created_by, r.updated_by]);

/** '浙江省 杭州市 西湖区' for each district code (one query for all of them). */
export async function areaNames(db: Db, codes: Iterable<string>): Promise<Map<string, string>> {
  const districts = [...new Set(codes)];
  if (districts.length === 0) return new Map();
  const all = [...new Set(districts.flatMap((c) => [c.slice(0, 2), c.slice(0, 4), c]))];
  const rows = await db.selectFrom('areas').select(['code', 'name']).where('code', 'in', all).execute();
  const by = new Map(rows.map((r) => [r.code, r.name]));
  return new Map(
    districts.map((c) => [
      c,
      [c.slice(0, 2), c.slice(0, 4), c]
        .map((p) => by.get(p))
        .filter((n): n is string => !!n)
        .join(' '),
    ]),
  );
}

/** Yuan with 2 decimals from fen. */
export const yuan = (fen: number) => (Number(fen) / 100).toFixed(2);
