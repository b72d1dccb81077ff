import { DAILY_KINDS, type AdminDailyPiece, type DailyKind, type Paged } from '@jc/contract';
import type { z } from 'zod';
import type { adminDailyListQuery, adminDailySaveInput } from '@jc/contract/schemas';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';

// The operators' side of the daily pieces (admin/daily/…): every piece, enabled or not.

type ListInput = z.output<typeof adminDailyListQuery>;
type SaveInput = z.output<typeof adminDailySaveInput>;

const NOT_FOUND = '没有找到这篇每日阅读内容';

const adminPieces = (db: Db) =>
  db
    .selectFrom('daily_pieces as p')
    .leftJoin('dictionaries as g', 'g.id', 'p.grade_id')
    .selectAll('p')
    .select('g.name as grade_name');
type Row = Awaited<ReturnType<ReturnType<typeof adminPieces>['executeTakeFirstOrThrow']>>;

function toAdmin(row: Row): AdminDailyPiece {
  const kind = row.kind as DailyKind;
  return {
    id: row.id,
    kind,
    kindName: DAILY_KINDS[kind].name,
    gradeId: row.grade_id,
    grade: row.grade_name ?? '',
    title: row.title,
    author: row.author,
    tip: row.tip,
    body: row.body,
    words: row.words,
    extraLabel: row.extra_label,
    extraBody: row.extra_body,
    extraFolded: row.extra_folded === 1,
    audio: row.audio,
    audioDuration: Math.round(row.audio_ms / 100) / 10,
    video: row.video,
    cover: row.cover,
    sort: row.sort,
    enabled: row.enabled === 1,
    publishDate: row.publish_date ?? null,
  };
}

/** Every piece, by kind (in DAILY_KINDS order), then sort order, filtered by kind, grade and title. */
export async function listPieces(db: Db, q: ListInput): Promise<Paged<AdminDailyPiece>> {
  let query = adminPieces(db);
  if (q.kind) query = query.where('p.kind', '=', q.kind);
  if (q.grade !== undefined) query = query.where('p.grade_id', '=', q.grade);
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    query = query.where((eb) => eb(eb.fn('lower', ['p.title']), 'like', eb.val(pattern)));
  }
  const { rows, total } = await fetchPage(query.orderBy('p.kind').orderBy('p.sort').orderBy('p.id'), q);
  return { list: rows.map(toAdmin), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function getPiece(db: Db, id: number): Promise<AdminDailyPiece> {
  const row = await adminPieces(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toAdmin(row);
}

/**
 * Creates (no `id`; sort 0 = after the kind's last piece) or updates a piece, in one transaction.
 * Answers the piece before (null when new) and after, for the audit log.
 */
export async function savePiece(
  db: Db,
  input: SaveInput,
  now = Date.now(),
): Promise<{ before: AdminDailyPiece | null; piece: AdminDailyPiece }> {
  return db.transaction().execute(async (trx) => {
    if (input.gradeId !== null) {
      const grade = await trx
        .selectFrom('dictionaries')
        .select('id')
        .where('id', '=', input.gradeId)
        .where('dic_type', '=', 'grade')
        .executeTakeFirst();
      if (!grade) throw badInput('年级（gradeId）不正确');
    }
    const values = {
      kind: input.kind,
      grade_id: input.gradeId,
      title: input.title,
      author: input.author,
      tip: input.tip,
      body: input.body.replace(/\r\n?/g, '\n'),
      words: input.words.replace(/\r\n?/g, '\n'),
      extra_label: input.extraLabel,
      extra_body: input.extraLabel ? input.extraBody.replace(/\r\n?/g, '\n') : '',
      extra_folded: input.extraLabel && input.extraFolded ? (1 as const) : (0 as const),
      audio: input.audio,
      audio_ms: input.audio ? Math.round(input.audioDuration * 1000) : 0,
      video: input.video,
      cover: input.cover,
      enabled: input.enabled ? (1 as const) : (0 as const),
      publish_date: input.publishDate === '' ? null : input.publishDate,
    };
    if (input.extraBody && !input.extraLabel)
      throw badInput('附加标题（extraLabel）：填写附加内容时请填写标题');
    let id = input.id;
    let before: AdminDailyPiece | null = null;
    if (id !== undefined) {
      const row = await adminPieces(trx).where('p.id', '=', id).executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
      before = toAdmin(row);
      await trx
        .updateTable('daily_pieces')
        .set({ ...values, sort: input.sort || row.sort })
        .where('id', '=', id)
        .execute();
    } else {
      let sort = input.sort;
      if (!sort) {
        const last = await trx
          .selectFrom('daily_pieces')
          .select((eb) => eb.fn.max('sort').as('m'))
          .where('kind', '=', input.kind)
          .executeTakeFirst();
        sort = Number(last?.m ?? 0) + 1;
      }
      const row = await trx
        .insertInto('daily_pieces')
        .values({ ...values, sort, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    const after = await adminPieces(trx).where('p.id', '=', id).executeTakeFirstOrThrow();
    return { before, piece: toAdmin(after) };
  });
}

/** On or off the pupils' rotation; answers the state before and the piece after (for the audit log). */
export async function setEnabled(
  db: Db,
  id: number,
  enabled: boolean,
): Promise<{ before: boolean; piece: AdminDailyPiece }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('daily_pieces')
      .select('enabled')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    await trx
      .updateTable('daily_pieces')
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    const piece = toAdmin(await adminPieces(trx).where('p.id', '=', id).executeTakeFirstOrThrow());
    return { before: row.enabled === 1, piece };
  });
}

/** Deletes a piece; answers it as it was (for the audit log). */
export async function deletePiece(db: Db, id: number): Promise<AdminDailyPiece> {
  return db.transaction().execute(async (trx) => {
    const row = await adminPieces(trx).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    await trx.deleteFrom('daily_pieces').where('id', '=', id).execute();
    return toAdmin(row);
  });
}
