import type { AuditEntry, Paged, ParsedOf, adminAuditEndpoints } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { fetchPage } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';

type ListQuery = ParsedOf<(typeof adminAuditEndpoints)['list']>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight of a 'YYYY-MM-DD' in Asia/Shanghai (UTC+8), epoch ms. */
const shanghaiMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/**
 * A page of the audit log, newest first. `call` is exact (`admin/users/setUserRoles`) or names a
 * feature (`admin/users`, `admin/users/`, `users`); `actor` is an account, exact; the dates are
 * Shanghai days, both included.
 */
export async function auditPage(db: Db, q: ListQuery): Promise<Paged<AuditEntry>> {
  let query = db.selectFrom('audit_log');
  if (q.actor) query = query.where('actor_account', '=', q.actor);
  if (q.call) {
    const parts = q.call
      .replace(/^\/?(api\/)?/, '')
      .replace(/\/$/, '')
      .split('/');
    if (parts.length >= 3) query = query.where('call', '=', parts.join('/'));
    else query = query.where('feature', '=', parts[0] === 'admin' ? (parts[1] ?? '') : (parts[0] ?? ''));
  }
  if (q.targetKind) query = query.where('target_kind', '=', q.targetKind);
  if (q.targetId) query = query.where('target_id', '=', q.targetId);
  if (q.from) query = query.where('created_at', '>=', shanghaiMidnight(q.from));
  if (q.to) query = query.where('created_at', '<', shanghaiMidnight(q.to) + DAY_MS);
  const { rows, total } = await fetchPage(
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    q,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorAccount: r.actor_account,
      call: r.call,
      targetKind: r.target_kind,
      targetId: r.target_id,
      input: parse(r.input) as Record<string, unknown>,
      before: parse(r.before_json),
      after: parse(r.after_json),
      at: formatTime(r.created_at),
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
