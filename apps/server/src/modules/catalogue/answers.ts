import type { AdminAnswer } from '@jc/contract';
import type { adminSaveAnswerInput } from '@jc/contract/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import {
  type Conn,
  extensionOf,
  moved,
  nextSort,
  requireBook,
  requireUpload,
  touchBook,
  writeOrder,
} from './extras-common.js';

/**
 * A book's answers (behind the pupils' answer password): PDFs or pictures in the operator's order.
 * Each write is one transaction and moves the book's update date.
 */

export const ANSWER_MISSING = '没有找到这份答案';

type Row = { id: number; book_id: number; title: string; kind: 'pdf' | 'image'; path: string; sort: number };
const columns = ['id', 'book_id', 'title', 'kind', 'path', 'sort'] as const;

const toAnswer = (r: Row): AdminAnswer => ({
  answerId: r.id,
  bookId: r.book_id,
  title: r.title,
  kind: r.kind,
  path: r.path,
  sort: r.sort,
});

export async function listAnswers(db: Conn, bookId: number): Promise<AdminAnswer[]> {
  await requireBook(db, bookId);
  const rows = await db
    .selectFrom('answers')
    .select([...columns])
    .where('book_id', '=', bookId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toAnswer);
}

async function answerRow(db: Conn, answerId: number): Promise<Row> {
  const row = await db
    .selectFrom('answers')
    .select([...columns])
    .where('id', '=', answerId)
    .executeTakeFirst();
  if (!row) throw notFound(ANSWER_MISSING);
  return row;
}

/** Adds (at the end) or edits an answer; its kind follows the file (PDF or picture). */
export async function saveAnswer(
  db: Db,
  input: z.output<typeof adminSaveAnswerInput>,
): Promise<{ before: AdminAnswer | null; answer: AdminAnswer }> {
  return db.transaction().execute(async (trx) => {
    const before = input.answerId ? toAnswer(await answerRow(trx, input.answerId)) : null;
    await requireBook(trx, input.bookId);
    await requireUpload(trx, input.path, '答案文件（path）');
    const values = {
      book_id: input.bookId,
      title: input.title,
      kind: extensionOf(input.path) === 'pdf' ? ('pdf' as const) : ('image' as const),
      path: input.path,
    };
    let id: number;
    if (before) {
      id = before.answerId;
      await trx.updateTable('answers').set(values).where('id', '=', id).execute();
      if (before.bookId !== input.bookId) await touchBook(trx, before.bookId);
    } else {
      const sort = await nextSort(trx, 'answers', input.bookId);
      id = (
        await trx
          .insertInto('answers')
          .values({ ...values, sort })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    await touchBook(trx, input.bookId);
    return { before, answer: toAnswer(await answerRow(trx, id)) };
  });
}

export async function moveAnswer(
  db: Db,
  answerId: number,
  index: number,
): Promise<{ bookId: number; answers: AdminAnswer[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await answerRow(trx, answerId);
    const ids = (await listAnswers(trx, row.book_id)).map((a) => a.answerId);
    await writeOrder(trx, 'answers', moved(ids, answerId, index));
    await touchBook(trx, row.book_id);
    return { bookId: row.book_id, answers: await listAnswers(trx, row.book_id) };
  });
}

export async function deleteAnswer(db: Db, answerId: number): Promise<AdminAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = toAnswer(await answerRow(trx, answerId));
    await trx.deleteFrom('answers').where('id', '=', answerId).execute();
    await touchBook(trx, row.bookId);
    return row;
  });
}
