import type { AdminBook, AdminBookTree, AdminCode, AdminItem, AdminLesson, TimuType } from '@jc/contract';
import { LESSON_DEPTH_MAX } from '@jc/contract';
import type {
  adminAddLessonInput,
  adminBookListQuery,
  adminSaveBookInput,
  adminSaveItemInput,
} from '@jc/contract/schemas';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { booksNamed } from '../books/index.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';

/**
 * The operator's edits of the catalogue (docs/catalogue.md, "Operator editing"). Each write is one
 * transaction; the books module's triggers move the book's update date on any change of the book, its
 * lessons or items, and `touchBook` does it for what they do not watch (codes, the barcode).
 */

type Trx = Transaction<Database>;
type Conn = Db | Trx;

export const BOOK_MISSING = '没有找到这本书';
export const LESSON_MISSING = '没有找到这个课程';
export const ITEM_MISSING = '没有找到这个资源';
export const CODE_MISSING = '没有找到这个编码';

/** Moves the book's update date forward by at least a second (as the triggers do). */
export async function touchBook(trx: Conn, bookId: number, now = Date.now()): Promise<void> {
  const row = await trx.selectFrom('books').select('updated_at').where('id', '=', bookId).executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('books')
    .set({ updated_at: Math.max(now, Number(row.updated_at) + 1000) })
    .where('id', '=', bookId)
    .execute();
}

/** A book as the console shows it: the books module's named columns, plus shelf, order and counts. */
function adminBooks(db: Conn) {
  return booksNamed(db).select((eb) => [
    'books.barcode',
    'books.sort',
    'books.enabled',
    eb
      .selectFrom('lessons')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('lessons.book_id', '=', 'books.id')
      .as('lessons'),
    eb
      .selectFrom('items')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('items.book_id', '=', 'books.id')
      .as('items'),
  ]);
}
type AdminBookRow = Awaited<ReturnType<ReturnType<typeof adminBooks>['executeTakeFirstOrThrow']>>;

const toAdminBook = (b: AdminBookRow): AdminBook => ({
  bookId: b.id,
  bookNo: b.book_no,
  title: b.title,
  subTitle: b.sub_title,
  cover: b.cover,
  subjectId: b.subject_id,
  subject: b.subject,
  gradeId: b.grade_id,
  grade: b.grade,
  cebieId: b.cebie_id,
  cebie: b.cebie,
  bookarea: b.bookarea,
  buttons: b.buttons,
  txm: b.barcode ?? '',
  friendIsVideo: b.friend_is_video === 1,
  friendPercent: b.friend_percent,
  friendQrId: b.friend_qr_id,
  sort: b.sort,
  enabled: b.enabled === 1,
  lessons: Number(b.lessons ?? 0),
  items: Number(b.items ?? 0),
  updateDate: formatTime(Number(b.updated_at)),
});

export async function adminBook(db: Conn, bookId: number): Promise<AdminBook> {
  const row = await adminBooks(db).where('books.id', '=', bookId).executeTakeFirst();
  if (!row) throw notFound(BOOK_MISSING);
  return toAdminBook(row);
}

export async function listBooks(
  db: Db,
  q: z.output<typeof adminBookListQuery>,
): Promise<{ list: AdminBook[]; total: number; pageNum: number; pageSize: number }> {
  let query = adminBooks(db);
  if (q.subject) query = query.where('books.subject_id', '=', q.subject);
  if (q.grade) query = query.where('books.grade_id', '=', q.grade);
  if (q.cebie) query = query.where('books.cebie_id', '=', q.cebie);
  if (q.enabled !== undefined) query = query.where('books.enabled', '=', q.enabled ? 1 : 0);
  if (q.keyword) {
    const p = likePattern(q.keyword);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['books.title']), 'like', sql<string>`${p} escape '\\'`),
        eb(eb.fn('lower', ['books.book_no']), 'like', sql<string>`${p} escape '\\'`),
        eb(eb.fn('lower', ['books.sub_title']), 'like', sql<string>`${p} escape '\\'`),
        eb('books.barcode', '=', q.keyword),
      ]),
    );
  }
  const { rows, total } = await fetchPage(
    query
      .orderBy('books.grade_id')
      .orderBy('books.cebie_id')
      .orderBy('books.subject_id')
      .orderBy('books.sort')
      .orderBy('books.id'),
    q,
  );
  return { list: rows.map(toAdminBook), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function checkDictionary(db: Conn, id: number, type: string, label: string, field: string) {
  const row = await db
    .selectFrom('dictionaries')
    .select('id')
    .where('id', '=', id)
    .where('dic_type', '=', type)
    .executeTakeFirst();
  if (!row) throw badInput(`${label}（${field}）不正确`);
}

export async function saveBook(db: Db, input: z.output<typeof adminSaveBookInput>, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    await checkDictionary(trx, input.subjectId, 'subject', '学科', 'subjectId');
    await checkDictionary(trx, input.gradeId, 'grade', '年级', 'gradeId');
    await checkDictionary(trx, input.cebieId, 'cebie', '册别', 'cebieId');
    if (input.friendQrId !== null) {
      const qr = await trx
        .selectFrom('qiwei_qrcodes')
        .select('id')
        .where('id', '=', input.friendQrId)
        .executeTakeFirst();
      if (!qr) throw badInput('客服二维码（friendQrId）不存在');
    }
    const sameNo = await trx
      .selectFrom('books')
      .select('id')
      .where('book_no', '=', input.bookNo)
      .executeTakeFirst();
    if (sameNo && sameNo.id !== input.bookId) throw businessRule(`书号 ${input.bookNo} 已被其他图书使用`);
    if (input.txm) {
      const sameTxm = await trx
        .selectFrom('books')
        .select(['id', 'book_no'])
        .where('barcode', '=', input.txm)
        .executeTakeFirst();
      if (sameTxm && sameTxm.id !== input.bookId)
        throw businessRule(`条形码 ${input.txm} 已属于图书 ${sameTxm.book_no}`);
    }
    const values = {
      book_no: input.bookNo,
      title: input.title,
      sub_title: input.subTitle,
      cover: input.cover,
      subject_id: input.subjectId,
      grade_id: input.gradeId,
      cebie_id: input.cebieId,
      bookarea: input.bookarea,
      buttons: input.buttons,
      barcode: input.txm === '' ? null : input.txm,
      friend_is_video: input.friendIsVideo ? (1 as const) : (0 as const),
      friend_percent: input.friendPercent,
      friend_qr_id: input.friendQrId,
      sort: input.sort,
      enabled: input.enabled ? (1 as const) : (0 as const),
    };
    let bookId = input.bookId;
    let before: AdminBook | null = null;
    if (bookId === undefined) {
      const row = await trx
        .insertInto('books')
        .values({ ...values, hits_video: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      bookId = row.id;
    } else {
      before = await adminBook(trx, bookId);
      await trx.updateTable('books').set(values).where('id', '=', bookId).execute();
      // The barcode is not watched by the triggers; the date moves for every save all the same.
      await touchBook(trx, bookId, now);
    }
    return { before, book: await adminBook(trx, bookId) };
  });
}

export async function setShelf(db: Db, bookId: number, enabled: boolean): Promise<AdminBook> {
  return db.transaction().execute(async (trx) => {
    await adminBook(trx, bookId);
    await trx
      .updateTable('books')
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', bookId)
      .execute();
    await touchBook(trx, bookId);
    return adminBook(trx, bookId);
  });
}

/* ------------------------------------------------------------------ the tree */

interface LessonRow {
  id: number;
  parent_id: number | null;
  depth: number;
  sort: number;
  type: string;
  title: string;
}

const lessonsOf = (db: Conn, bookId: number): Promise<LessonRow[]> =>
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

const toAdminItem = (i: {
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

async function findLesson(db: Conn, lessonId: number) {
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

/* ------------------------------------------------------------------ items */

async function findItem(db: Conn, itemId: number) {
  const i = await db
    .selectFrom('items')
    .select(['id', 'lesson_id', 'book_id', 'type', 'title', 'path', 'cover', 'duration_ms', 'sort'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!i) throw notFound(ITEM_MISSING);
  return i;
}

const VIDEO_TYPES: readonly string[] = ['s', 'y', '7'];
const AUDIO_EXT = /\.(mp3|m4a|aac|wav|ogg|webm)$/i;
const VIDEO_EXT = /\.(mp4|mov|webm)$/i;

export async function saveItem(db: Db, input: z.output<typeof adminSaveItemInput>) {
  const video = VIDEO_TYPES.includes(input.type);
  if (video && AUDIO_EXT.test(input.path) && !VIDEO_EXT.test(input.path))
    throw badInput('媒体地址（path）：视频类资源（s、y、7）须上传视频');
  if (!video && VIDEO_EXT.test(input.path) && !/\.webm$/i.test(input.path) && !/\/audio\//.test(input.path))
    throw badInput('媒体地址（path）：音频类资源（t、k）须上传音频');
  return db.transaction().execute(async (trx) => {
    const lesson = await findLesson(trx, input.lessonId);
    const values = {
      lesson_id: lesson.id,
      book_id: lesson.book_id,
      type: input.type,
      title: input.title,
      path: input.path,
      cover: input.cover,
      duration_ms: Math.round(input.duration * 1000),
    };
    let itemId = input.itemId;
    if (itemId === undefined) {
      const last = await trx
        .selectFrom('items')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      const row = await trx
        .insertInto('items')
        .values({ ...values, sort: Number(last?.sort ?? 0) + 1, hits: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemId = row.id;
    } else {
      const before = await findItem(trx, itemId);
      if (before.lesson_id !== lesson.id) {
        if (before.book_id !== lesson.book_id) throw badInput('课程（lessonId）：资源只能移到同一本书的课程');
      }
      await trx.updateTable('items').set(values).where('id', '=', itemId).execute();
    }
    // A lesson without its own type takes its first item's (as the import does): the pupils' page plays by it.
    if (lesson.type === '')
      await trx.updateTable('lessons').set({ type: input.type }).where('id', '=', lesson.id).execute();
    return { bookId: lesson.book_id, item: toAdminItem(await findItem(trx, itemId)) };
  });
}

export async function moveItem(db: Db, itemId: number, index: number) {
  return db.transaction().execute(async (trx) => {
    const item = await findItem(trx, itemId);
    const siblings = await trx
      .selectFrom('items')
      .select(['id', 'lesson_id', 'type', 'title', 'path', 'cover', 'duration_ms', 'sort'])
      .where('lesson_id', '=', item.lesson_id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const rest = siblings.filter((s) => s.id !== item.id);
    rest.splice(Math.min(index, rest.length), 0, item);
    for (const [i, s] of rest.entries())
      if (s.sort !== i + 1)
        await trx
          .updateTable('items')
          .set({ sort: i + 1 })
          .where('id', '=', s.id)
          .execute();
    return {
      bookId: item.book_id,
      items: rest.map((s, i) => toAdminItem({ ...s, sort: i + 1 })),
    };
  });
}

export async function deleteItem(db: Db, itemId: number) {
  return db.transaction().execute(async (trx) => {
    const item = await findItem(trx, itemId);
    await trx.deleteFrom('items').where('id', '=', itemId).execute();
    return { bookId: item.book_id, title: item.title };
  });
}

/* ------------------------------------------------------------------ codes */

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
