import type { ArchiveArea } from '@jc/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput } from '../../shared/errors.js';
import type { AuthUser } from '../../types.js';

/**
 * Which areas a caller's archive reads and writes reach: admins all, a staff member the division codes of
 * their `user_areas` rows, each covering itself and every code below it ('3301' covers '330106').
 */
export type AreaScope = { all: true } | { all: false; codes: string[] };

/** The caller's scope: admins see every area, anyone else the areas assigned to them (maybe none). */
export async function staffScope(db: Db, user: AuthUser): Promise<AreaScope> {
  if (user.roles.includes('admin')) return { all: true };
  const rows = await db
    .selectFrom('user_areas')
    .select('area_code')
    .where('user_id', '=', user.id)
    .orderBy('area_code')
    .execute();
  return { all: false, codes: rows.map((r) => r.area_code) };
}

/** Whether a record of `areaCode` lies in the scope (prefix match of division codes). */
export function inScope(scope: AreaScope, areaCode: string): boolean {
  return scope.all || scope.codes.some((code) => areaCode.startsWith(code));
}

/** The condition "`column` lies in the scope" as SQL: `column like '3301%' or …`; no codes ⇒ false. */
export function scopeCondition(column: string, scope: AreaScope): Expression<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`;
  // Division codes are digits only (checked where they are written), so no LIKE escaping is needed.
  const codes = scope.codes.filter((c) => /^\d+$/.test(c));
  if (codes.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(
    codes.map((c) => sql`${sql.ref(column)} like ${`${c}%`}`),
    sql` or `,
  )})`;
}

interface Whereable {
  where(expression: Expression<SqlBool>): unknown;
}

/**
 * Narrows a Kysely select (or update, delete) to the rows whose `column` lies in the scope:
 * `whereInScope(db.selectFrom('schools as s').selectAll(), 's.area_code', scope)`. A scope without codes
 * answers no rows. The same narrows a list to one area filter of any level:
 * `whereInScope(q, 's.area_code', { all: false, codes: [input.areaCode] })`.
 */
export function whereInScope<QB extends Whereable>(qb: QB, column: string, scope: AreaScope): QB {
  if (scope.all) return qb;
  return qb.where(scopeCondition(column, scope)) as QB;
}

/** The refusal of a write outside the caller's areas (400, no change). */
export const OUTSIDE_AREAS_MSG = '所在地区：不能在您负责的区域以外登记';

/** Refuses (400) a create or update whose area is outside the caller's areas. */
export function assertCanWriteArea(scope: AreaScope, areaCode: string): void {
  if (!inScope(scope, areaCode)) throw badInput(OUTSIDE_AREAS_MSG);
}

/** The division codes a code lies in, itself last: '330106' → ['33', '3301', '330106']. */
const lineage = (code: string) =>
  [2, 4, 6, 9, 12].filter((n) => n <= code.length).map((n) => code.slice(0, n));

/**
 * The areas of these division codes with their names and full names (浙江省 杭州市 西湖区), in the given
 * order; unknown codes are left out. A city's own "市辖区" level (北京市 市辖区 东城区) is left out of the
 * full name.
 */
export async function describeAreas(db: Db, codes: readonly string[]): Promise<ArchiveArea[]> {
  if (codes.length === 0) return [];
  const wanted = [...new Set(codes.flatMap(lineage))];
  const names = new Map<string, string>();
  // Chunks keep the parameter count small on SQLite.
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('areas')
      .select(['code', 'name'])
      .where('code', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.code, r.name);
  }
  return codes.flatMap((code) => {
    const name = names.get(code);
    if (name === undefined) return [];
    const fullName = lineage(code)
      .map((c) => names.get(c))
      .filter((n): n is string => n !== undefined && n !== '市辖区' && n !== '县')
      .join(' ');
    return [{ code, name, fullName }];
  });
}

/** One area's full name (浙江省 杭州市 西湖区), '' for an unknown code. */
export async function areaFullName(db: Db, code: string): Promise<string> {
  return (await describeAreas(db, [code]))[0]?.fullName ?? '';
}

/** The areas of the caller (scoool/getUserArealList): their own, or every province for an admin. */
export async function userAreas(db: Db, user: AuthUser): Promise<ArchiveArea[]> {
  const scope = await staffScope(db, user);
  if (!scope.all) return describeAreas(db, scope.codes);
  const provinces = await db
    .selectFrom('areas')
    .select('code')
    .where('level', '=', 1)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return describeAreas(
    db,
    provinces.map((p) => p.code),
  );
}
