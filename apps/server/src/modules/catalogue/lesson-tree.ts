import type { AdminBookTree, AdminItem, AdminLesson, TimuType } from '@jc/contract';
import { LESSON_DEPTH_MAX } from '@jc/contract';
import type { adminAddLessonInput } from '@jc/contract/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { adminBook, touchBook, type Conn, type Trx } from './books.js';

export const LESSON_MISSING = '没有找到这个课程';

interface LessonRow {
  id: number;
  parent_id: number | null;
  depth: number;
  sort: number;
  type: string;
  title: string;
}

export const lessonsOf = (db: Conn, bookId: number): Promise<LessonRow[]> =>
  db
    .selectFrom('lessons')
    .select(['id', 'parent_id', 'depth', 'sort', 'type', 'title'])
    .where('book_id', '=', bookId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export async function bookTree(db: Conn, bookId: number): Promise<AdminBookTree> {
  const book = await adminBook(db, bookId);
  return { book, lessons: await lessonTree(db, bookId) };
}

export async function lessonTree(db: Conn, bookId: number): Promise<AdminLesson[]> {
  const [lessons, items, codes] = await Promise.all([
    lessonsOf(db, bookId),
    db
      .selectFrom('items')
      .select(['id', 'lesson_id', 'type', 'title', 'path', 'cover', 'duration_ms', 'sort'])
      .where('book_id', '=', bookId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('codes')
      .select(['code', 'lesson_id'])
      .where('book_id', '=', bookId)
      .where('kind', '=', 'lesson')
      .orderBy('id')
      .execute(),
  ]);
  const nodes = new Map<number, AdminLesson>();
  for (const l of lessons)
    nodes.set(l.id, {
      lessonId: l.id,
      parentId: l.parent_id,
      depth: l.depth,
      sort: l.sort,
      type: l.type as AdminLesson['type'],
      title: l.title,
      lessonNo: '',
      children: [],
      items: [],
    });
  for (const c of codes) {
    const n = c.lesson_id === null ? undefined : nodes.get(c.lesson_id);
    if (n && !n.lessonNo) n.lessonNo = c.code;
  }
  for (const i of items) nodes.get(i.lesson_id)?.items.push(toAdminItem(i));
  const top: AdminLesson[] = [];
  for (const l of lessons) {
    const node = nodes.get(l.id) as AdminLesson;
    const parent = l.parent_id === null ? undefined : nodes.get(l.parent_id);
    (parent ? parent.children : top).push(node);
  }
  return top;
}

export const toAdminItem = (i: {
  id: number;
  lesson_id: number;
  type: string;
  title: string;
  path: string;
  cover: string;
  duration_ms: number;
  sort: number;
}): AdminItem => ({
  itemId: i.id,
  lessonId: i.lesson_id,
  type: i.type as TimuType,
  title: i.title,
  path: i.path,
  cover: i.cover,
  duration: Number(i.duration_ms) / 1000,
  sort: i.sort,
});

export async function findLesson(db: Conn, lessonId: number) {
  const l = await db
    .selectFrom('lessons')
    .select(['id', 'book_id', 'parent_id', 'depth', 'sort', 'type', 'title'])
    .where('id', '=', lessonId)
    .executeTakeFirst();
  if (!l) throw notFound(LESSON_MISSING);
  return l;
}

async function findAdminLesson(db: Conn, bookId: number, lessonId: number): Promise<AdminLesson> {
  const find = (ls: AdminLesson[]): AdminLesson | undefined => {
    for (const l of ls) {
      if (l.lessonId === lessonId) return l;
      const c = find(l.children);
      if (c) return c;
    }
    return undefined;
  };
  const found = find(await lessonTree(db, bookId));
  if (!found) throw notFound(LESSON_MISSING);
  return found;
}

/** Sets a lesson's scan code ('' removes it); a code of another lesson or of a book is refused. */
async function setLessonCode(trx: Trx, bookId: number, lessonId: number, code: string) {
  if (code) {
    const taken = await trx
      .selectFrom('codes')
      .innerJoin('books', 'books.id', 'codes.book_id')
      .select(['codes.lesson_id', 'codes.kind', 'books.book_no'])
      .where('codes.code', '=', code)
      .execute();
    const other = taken.find((t) => t.kind !== 'lesson' || t.lesson_id !== lessonId);
    if (other) throw businessRule(`课程编码（lessonNo）${code} 已属于图书 ${other.book_no}`);
  }
  await trx.deleteFrom('codes').where('kind', '=', 'lesson').where('lesson_id', '=', lessonId).execute();
  if (code)
    await trx
      .insertInto('codes')
      .values({ code, kind: 'lesson', book_id: bookId, lesson_id: lessonId, resource_id: null })
      .execute();
}

export async function addLesson(db: Db, input: z.output<typeof adminAddLessonInput>) {
  return db.transaction().execute(async (trx) => {
    await adminBook(trx, input.bookId);
    let depth = 1;
    if (input.parentId !== null) {
      const parent = await findLesson(trx, input.parentId);
      if (parent.book_id !== input.bookId) throw notFound('没有找到上级课程');
      depth = parent.depth + 1;
      if (depth > LESSON_DEPTH_MAX)
        throw badInput(`上级课程（parentId）：课程最多${LESSON_DEPTH_MAX}级，“${parent.title}”下不能再添加`);
    }
    const last = await trx
      .selectFrom('lessons')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('book_id', '=', input.bookId)
      .where((eb) =>
        input.parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', input.parentId),
      )
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('lessons')
      .values({
        book_id: input.bookId,
        parent_id: input.parentId,
        depth,
        sort: Number(last?.sort ?? 0) + 1,
        type: input.type,
        title: input.title,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setLessonCode(trx, input.bookId, id, input.lessonNo);
    return findAdminLesson(trx, input.bookId, id);
  });
}

export async function saveLesson(
  db: Db,
  input: { lessonId: number; title: string; type: TimuType | ''; lessonNo: string },
) {
  return db.transaction().execute(async (trx) => {
    const l = await findLesson(trx, input.lessonId);
    await trx
      .updateTable('lessons')
      .set({ title: input.title, type: input.type })
      .where('id', '=', l.id)
      .execute();
    await setLessonCode(trx, l.book_id, l.id, input.lessonNo);
    await touchBook(trx, l.book_id);
    return { bookId: l.book_id, lesson: await findAdminLesson(trx, l.book_id, l.id) };
  });
}

/**
 * Moves a lesson (with its subtree) to `index` among the children of `parentId` (null = top level):
 * reorder among siblings and move between levels alike. Refused, with nothing written, when the
 * parent is the lesson itself or below it, is in another book, or the subtree would go deeper than 4.
 */
export async function moveLesson(
  db: Db,
  input: { lessonId: number; parentId: number | null; index: number },
): Promise<{ bookId: number; lessons: AdminLesson[] }> {
  return db.transaction().execute(async (trx) => {
    const l = await findLesson(trx, input.lessonId);
    const all = await lessonsOf(trx, l.book_id);
    const byId = new Map(all.map((r) => [r.id, r]));
    const children = new Map<number | null, LessonRow[]>();
    for (const r of all) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
    let newDepth = 1;
    if (input.parentId !== null) {
      const parent = byId.get(input.parentId);
      if (!parent) throw notFound('没有找到上级课程');
      for (
        let p: LessonRow | undefined = parent;
        p;
        p = p.parent_id === null ? undefined : byId.get(p.parent_id)
      )
        if (p.id === l.id) throw badInput('上级课程（parentId）：不能移到它自己或它的下级里');
      newDepth = parent.depth + 1;
    }
    // How many levels the subtree has below the lesson.
    const below = (id: number): number =>
      Math.max(0, ...(children.get(id) ?? []).map((c) => 1 + below(c.id)));
    const height = below(l.id);
    if (newDepth + height > LESSON_DEPTH_MAX)
      throw badInput(
        `上级课程（parentId）：课程最多${LESSON_DEPTH_MAX}级，“${l.title}”移到这里会有第${newDepth + height}级`,
      );
    const delta = newDepth - l.depth;
    if (delta !== 0) {
      const subtree: number[] = [];
      const walk = (id: number) => {
        for (const c of children.get(id) ?? []) {
          subtree.push(c.id);
          walk(c.id);
        }
      };
      walk(l.id);
      for (const id of subtree) {
        const r = byId.get(id) as LessonRow;
        await trx
          .updateTable('lessons')
          .set({ depth: r.depth + delta })
          .where('id', '=', id)
          .execute();
      }
    }
    const siblings = (children.get(input.parentId) ?? []).filter((r) => r.id !== l.id);
    const at = Math.min(input.index, siblings.length);
    siblings.splice(at, 0, { ...l, parent_id: input.parentId, depth: newDepth } as LessonRow);
    for (const [i, s] of siblings.entries()) {
      if (s.id === l.id) {
        await trx
          .updateTable('lessons')
          .set({ parent_id: input.parentId, depth: newDepth, sort: i + 1 })
          .where('id', '=', l.id)
          .execute();
      } else if (s.sort !== i + 1) {
        await trx
          .updateTable('lessons')
          .set({ sort: i + 1 })
          .where('id', '=', s.id)
          .execute();
      }
    }
    return { bookId: l.book_id, lessons: await lessonTree(trx, l.book_id) };
  });
}

/** Deletes a lesson with its sublessons, items, codes (and the pupils' progress on its items). */
export async function deleteLesson(db: Db, lessonId: number): Promise<{ bookId: number; title: string }> {
  return db.transaction().execute(async (trx) => {
    const l = await findLesson(trx, lessonId);
    const all = await lessonsOf(trx, l.book_id);
    const ids = [l.id];
    for (let i = 0; i < ids.length; i++) for (const r of all) if (r.parent_id === ids[i]) ids.push(r.id);
    // Deepest first, so no row's parent goes before it (the foreign keys would cascade anyway).
    await trx.deleteFrom('codes').where('lesson_id', 'in', ids).execute();
    await trx.deleteFrom('items').where('lesson_id', 'in', ids).execute();
    for (const id of ids.reverse()) await trx.deleteFrom('lessons').where('id', '=', id).execute();
    return { bookId: l.book_id, title: l.title };
  });
}
