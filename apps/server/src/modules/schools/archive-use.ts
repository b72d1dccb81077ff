/**
 * What the schools module takes from the archives module (area scope, change history, table files).
 * TEMPORARY stand-in with the archives module's signatures until i14-base lands; then this file only
 * re-exports `../archives/index.js`.
 */
import type { FastifyReply } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput } from '../../shared/errors.js';
import type { Sent } from '../../shared/serve.js';
import type { AuthUser } from '../../types.js';

export type AreaScope = { all: true } | { all: false; codes: string[] };
type FileAnswer = { readonly file: true };

export async function staffScope(db: Db, user: AuthUser): Promise<AreaScope> {
  if (user.roles.includes('admin')) return { all: true };
  const rows = await db.selectFrom('user_areas').select('area_code').where('user_id', '=', user.id).execute();
  return { all: false, codes: rows.map((r) => r.area_code) };
}

export const inScope = (scope: AreaScope, areaCode: string): boolean =>
  scope.all || scope.codes.some((c) => areaCode.startsWith(c));

export function whereInScope<QB extends { where(e: Expression<SqlBool>): QB }>(
  qb: QB,
  column: string,
  scope: AreaScope,
): QB {
  if (scope.all) return qb;
  if (scope.codes.length === 0) return qb.where(sql<SqlBool>`1 = 0`);
  return qb.where(
    sql<SqlBool>`(${sql.join(
      scope.codes.map((c) => sql`${sql.ref(column)} like ${`${c}%`}`),
      sql` or `,
    )})`,
  );
}

export function assertCanWriteArea(scope: AreaScope, areaCode: string): void {
  if (!inScope(scope, areaCode)) throw badInput('所在地区：不能在您负责的区域以外登记');
}

export async function recordChange(
  _trx: Db,
  _c: {
    kind: string;
    recordId: number;
    areaCode: string;
    userId: number;
    action: 'create' | 'update' | 'delete';
    fields: string[];
    at?: number;
  },
): Promise<void> {}

export function changedFields<T>(
  before: T | undefined,
  after: T,
  labels: Partial<Record<keyof T, string>>,
): string[] {
  const keys = Object.keys(labels) as (keyof T)[];
  return keys
    .filter((k) => before === undefined || before === null || before[k] !== after[k])
    .map((k) => labels[k] as string);
}

export async function sendTableFile(
  reply: FastifyReply,
  t: {
    format: 'csv' | 'xlsx';
    fileName: string;
    sheetName: string;
    columns: { key: string; label: string; width?: number }[];
    rows: Record<string, string | number | null>[];
  },
): Promise<Sent<FileAnswer>> {
  const cell = (v: string | number | null) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  const lines = [t.columns.map((c) => cell(c.label)).join(',')].concat(
    t.rows.map((r) => t.columns.map((c) => cell(r[c.key] ?? '')).join(',')),
  );
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(t.fileName)}.csv`)
    .send(`\ufeff${lines.join('\r\n')}`);
  return undefined;
}
