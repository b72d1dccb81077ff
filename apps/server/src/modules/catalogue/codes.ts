import type { AdminCode } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule, notFound } from '../../shared/errors.js';
import { adminBook, touchBook, type Conn } from './books.js';
import { lessonsOf } from './lesson-tree.js';

export const CODE_MISSING = '没有找到这个编码';

/** What a printed code opens: the pupils' scan entry (docs/rules.md, the key table). */
export const codeUrl = (origin: string, kind: 'book' | 'lesson', code: string) =>
  `${origin}/r?${kind === 'book' ? 'TkBookInfo' : 's'}=${encodeURIComponent(code)}`;

export async function listCodes(db: Conn, bookId: number, origin: string): Promise<AdminCode[]> {
  await adminBook(db, bookId);
  const [codes, lessons] = await Promise.all([
    db
      .selectFrom('codes')
      .select(['id', 'code', 'kind', 'lesson_id'])
      .where('book_id', '=', bookId)
      .where('kind', 'in', ['book', 'lesson'])
      .orderBy('kind')
      .orderBy('id')
      .execute(),
    lessonsOf(db, bookId),
  ]);
  const byId = new Map(lessons.map((l) => [l.id, l]));
  const pathOf = (id: number | null): string => {
    const names: string[] = [];
    for (
      let l = id === null ? undefined : byId.get(id);
      l;
      l = l.parent_id === null ? undefined : byId.get(l.parent_id)
    )
      names.unshift(l.title);
    return names.join(' > ');
  };
  // Book codes first, then lesson codes in tree order.
  const order = new Map<number, number>();
  const walk = (parent: number | null) => {
    for (const l of lessons.filter((x) => x.parent_id === parent)) {
      order.set(l.id, order.size);
      walk(l.id);
    }
  };
  walk(null);
  return codes
    .map((c) => ({
      codeId: c.id,
      code: c.code,
      kind: c.kind as 'book' | 'lesson',
      lessonId: c.lesson_id,
      label: c.kind === 'lesson' ? pathOf(c.lesson_id) : '',
      url: codeUrl(origin, c.kind as 'book' | 'lesson', c.code),
    }))
    .sort(
      (a, b) =>
        (a.kind === 'book' ? -1 : (order.get(a.lessonId ?? 0) ?? 0)) -
        (b.kind === 'book' ? -1 : (order.get(b.lessonId ?? 0) ?? 0)),
    );
}

export async function addCode(db: Db, bookId: number, code: string, origin: string): Promise<AdminCode> {
  return db.transaction().execute(async (trx) => {
    await adminBook(trx, bookId);
    const taken = await trx
      .selectFrom('codes')
      .innerJoin('books', 'books.id', 'codes.book_id')
      .select(['codes.kind', 'codes.book_id', 'books.book_no'])
      .where('codes.code', '=', code)
      .execute();
    if (taken.some((t) => t.kind === 'book' && t.book_id === bookId))
      throw businessRule(`编码（code）${code} 已是这本书的编码`);
    const lesson = taken.find((t) => t.kind === 'lesson');
    if (lesson) throw businessRule(`编码（code）${code} 已是图书 ${lesson.book_no} 的课程编码`);
    const { id } = await trx
      .insertInto('codes')
      .values({ code, kind: 'book', book_id: bookId, lesson_id: null, resource_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touchBook(trx, bookId);
    return { codeId: id, code, kind: 'book', lessonId: null, label: '', url: codeUrl(origin, 'book', code) };
  });
}

export async function deleteCode(db: Db, codeId: number): Promise<{ bookId: number; code: string }> {
  return db.transaction().execute(async (trx) => {
    const c = await trx
      .selectFrom('codes')
      .select(['id', 'code', 'book_id', 'kind'])
      .where('id', '=', codeId)
      .where('kind', 'in', ['book', 'lesson'])
      .executeTakeFirst();
    if (!c) throw notFound(CODE_MISSING);
    await trx.deleteFrom('codes').where('id', '=', codeId).execute();
    await touchBook(trx, c.book_id);
    return { bookId: c.book_id, code: c.code };
  });
}
