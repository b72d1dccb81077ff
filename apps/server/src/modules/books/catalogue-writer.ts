import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ItemsTable } from './tables.js';
import {
  CatalogueImportError,
  type Catalogue,
  type CatalogueBook,
  type CatalogueLesson,
} from './catalogue-file.js';

export interface WriteResult {
  books: number;
  lessons: number;
  items: number;
  codes: number;
}

const CHUNK = 200;

type DicIds = Map<string, number>;

/** Dictionary names and ids of the subject, grade and cebie groups. */
async function dictionaryIds(
  trx: Transaction<Database>,
): Promise<Record<'subject' | 'grade' | 'cebie', DicIds>> {
  const rows = await trx
    .selectFrom('dictionaries')
    .select(['id', 'name', 'dic_type'])
    .where('dic_type', 'in', ['subject', 'grade', 'cebie'])
    .execute();
  const out = { subject: new Map(), grade: new Map(), cebie: new Map() } as Record<
    'subject' | 'grade' | 'cebie',
    DicIds
  >;
  for (const r of rows) {
    const group = out[r.dic_type as 'subject' | 'grade' | 'cebie'];
    group.set(r.name, r.id);
    group.set(String(r.id), r.id);
  }
  return out;
}

/** The lesson's own type, else the type of its first item (7 stays 7), else ''. */
const lessonType = (l: CatalogueLesson): string => l.type || l.items[0]?.type || '';

interface PendingLesson {
  lesson: CatalogueLesson;
  bookId: number;
  parentKey: string;
  depth: number;
  sort: number;
}

/**
 * Writes a validated catalogue into the store inside the caller's transaction. A book already in the
 * store (same book number) has its fields updated and its lesson tree, items and codes replaced;
 * other books are left alone. Refuses (CatalogueImportError) unknown dictionary names and lesson codes
 * that belong to another book.
 */
export async function writeCatalogue(
  trx: Transaction<Database>,
  cat: Catalogue,
  now: number = Date.now(),
): Promise<WriteResult> {
  const dic = await dictionaryIds(trx);
  const resolve = (book: CatalogueBook, field: 'subject' | 'grade' | 'cebie', label: string) => {
    const id = dic[field].get(book[field]);
    if (id === undefined) {
      const names = [...dic[field].keys()].filter((k) => !/^\d+$/.test(k));
      throw new CatalogueImportError(
        `导入失败：${book.origin ?? book.bookNo} ${field}（${label}）：没有“${book[field]}”，可用的有：${names.join('、')}`,
      );
    }
    return id;
  };

  // Lesson codes and barcodes may not belong to a book outside this file.
  const [clash] = await foreignClaims(trx, cat);
  if (clash) {
    const label = clash.field === 'lessonNo' ? '课程编码' : '条形码';
    throw new CatalogueImportError(
      `导入失败：${clash.origin}（${label}）：${label} ${clash.code} 已属于图书 ${clash.bookNo}`,
    );
  }

  const result: WriteResult = { books: 0, lessons: 0, items: 0, codes: 0 };
  const bookIds = new Map<CatalogueBook, number>();
  const existing = new Map<string, number>();
  for (let i = 0; i < cat.books.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('books')
      .select(['id', 'book_no'])
      .where(
        'book_no',
        'in',
        cat.books.slice(i, i + CHUNK).map((b) => b.bookNo),
      )
      .execute();
    for (const r of rows) existing.set(r.book_no, r.id);
  }
  const fresh: (ReturnType<typeof bookValues> & { book_no: string })[] = [];
  const bookValues = (b: CatalogueBook) => ({
    title: b.title,
    sub_title: b.subTitle,
    cover: b.cover,
    subject_id: resolve(b, 'subject', '学科'),
    grade_id: resolve(b, 'grade', '年级'),
    cebie_id: resolve(b, 'cebie', '册别'),
    bookarea: b.bookarea,
    buttons: b.buttons,
    barcode: b.txm === '' ? null : b.txm,
    friend_is_video: b.addFriend.isVideo ? (1 as const) : (0 as const),
    friend_percent: b.addFriend.percent,
    friend_qr_id: b.addFriend.qrId,
    sort: b.sort,
    enabled: 1 as const,
  });
  // Free the barcodes of the books being replaced first, so two books of the file may swap theirs.
  const replaced = [...existing.values()];
  for (let i = 0; i < replaced.length; i += CHUNK) {
    await trx
      .updateTable('books')
      .set({ barcode: null })
      .where('id', 'in', replaced.slice(i, i + CHUNK))
      .execute();
  }
  for (const b of cat.books) {
    const values = bookValues(b);
    const id = existing.get(b.bookNo);
    if (id === undefined) {
      fresh.push({ ...values, book_no: b.bookNo });
      continue;
    }
    bookIds.set(b, id);
    await trx
      .updateTable('books')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
    // Replace the tree: items, lesson codes and progress on removed items go with their lessons.
    await trx.deleteFrom('codes').where('book_id', '=', id).where('kind', '=', 'book').execute();
    await trx.deleteFrom('lessons').where('book_id', '=', id).execute();
  }
  const inserted = new Map<string, number>();
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const rows = await trx
      .insertInto('books')
      .values(
        fresh.slice(i, i + CHUNK).map((v) => ({ ...v, hits_video: 0, created_at: now, updated_at: now })),
      )
      .returning(['id', 'book_no'])
      .execute();
    for (const r of rows) inserted.set(r.book_no, r.id);
  }
  const bookCodes: { code: string; kind: string; book_id: number; lesson_id: null; resource_id: null }[] = [];
  for (const b of cat.books) {
    const id = bookIds.get(b) ?? inserted.get(b.bookNo);
    if (id === undefined) throw new Error('book insert did not return its row');
    bookIds.set(b, id);
    result.books++;
    for (const code of b.qrCodes)
      bookCodes.push({ code, kind: 'book', book_id: id, lesson_id: null, resource_id: null });
  }
  for (let i = 0; i < bookCodes.length; i += CHUNK) {
    await trx
      .insertInto('codes')
      .values(bookCodes.slice(i, i + CHUNK))
      .execute();
  }
  result.codes += bookCodes.length;

  // Lessons level by level, in batches; inserted rows are matched back by (book, parent, sort).
  let level: PendingLesson[] = [];
  for (const b of cat.books) {
    b.lessons.forEach((lesson, i) =>
      level.push({ lesson, bookId: bookIds.get(b) ?? 0, parentKey: '', depth: 1, sort: i + 1 }),
    );
  }
  const parentIds = new Map<string, number>();
  const items: Insertable<ItemsTable>[] = [];
  const lessonCodes: { code: string; book_id: number; lesson_id: number }[] = [];
  while (level.length) {
    const next: PendingLesson[] = [];
    for (let i = 0; i < level.length; i += CHUNK) {
      const chunk = level.slice(i, i + CHUNK);
      const rows = await trx
        .insertInto('lessons')
        .values(
          chunk.map((p) => ({
            book_id: p.bookId,
            parent_id: p.parentKey ? (parentIds.get(p.parentKey) ?? null) : null,
            depth: p.depth,
            sort: p.sort,
            type: lessonType(p.lesson),
            title: p.lesson.title,
          })),
        )
        .returning(['id', 'book_id', 'parent_id', 'sort'])
        .execute();
      const byKey = new Map(rows.map((r) => [`${r.book_id}:${r.parent_id ?? 0}:${r.sort}`, r.id]));
      for (const p of chunk) {
        const parentId = p.parentKey ? (parentIds.get(p.parentKey) ?? 0) : 0;
        const id = byKey.get(`${p.bookId}:${parentId}:${p.sort}`);
        if (id === undefined) throw new Error('lesson insert did not return its row');
        const key = `L${id}`;
        parentIds.set(key, id);
        result.lessons++;
        p.lesson.items.forEach((it, j) =>
          items.push({
            lesson_id: id,
            book_id: p.bookId,
            type: it.type,
            title: it.title,
            path: it.path,
            cover: it.cover,
            duration_ms: Math.round(it.duration * 1000),
            sort: j + 1,
            hits: 0,
          }),
        );
        if (p.lesson.lessonNo)
          lessonCodes.push({ code: p.lesson.lessonNo, book_id: p.bookId, lesson_id: id });
        p.lesson.children.forEach((child, k) =>
          next.push({ lesson: child, bookId: p.bookId, parentKey: key, depth: p.depth + 1, sort: k + 1 }),
        );
      }
    }
    level = next;
  }
  for (let i = 0; i < items.length; i += CHUNK) {
    await trx
      .insertInto('items')
      .values(items.slice(i, i + CHUNK))
      .execute();
  }
  result.items = items.length;
  for (let i = 0; i < lessonCodes.length; i += CHUNK) {
    await trx
      .insertInto('codes')
      .values(lessonCodes.slice(i, i + CHUNK).map((c) => ({ ...c, kind: 'lesson', resource_id: null })))
      .execute();
  }
  result.codes += lessonCodes.length;
  return result;
}

/** A lesson code or barcode of the file that a book outside the file already holds. */
export interface ForeignClaim {
  field: 'lessonNo' | 'txm';
  code: string;
  /** Where in the file: the lesson's or book's origin (CSV row), else its title or book number. */
  origin: string;
  /** The stored book that holds it. */
  bookNo: string;
}

/**
 * Every lesson code, then every barcode, of the file that belongs to a stored book outside the file
 * (the import refuses them; the console's dry run lists them all). Read in chunks of CHUNK.
 */
export async function foreignClaims(
  db: Kysely<Database> | Transaction<Database>,
  cat: Catalogue,
): Promise<ForeignClaim[]> {
  const fileBookNos = new Set(cat.books.map((b) => b.bookNo));
  const claims: ForeignClaim[] = [];
  const codes: { code: string; origin: string }[] = [];
  const collect = (ls: CatalogueLesson[]) => {
    for (const l of ls) {
      if (l.lessonNo) codes.push({ code: l.lessonNo, origin: l.origin ?? l.title });
      collect(l.children);
    }
  };
  for (const b of cat.books) collect(b.lessons);
  for (let i = 0; i < codes.length; i += CHUNK) {
    const chunk = codes.slice(i, i + CHUNK);
    const taken = await db
      .selectFrom('codes')
      .innerJoin('books', 'books.id', 'codes.book_id')
      .select(['codes.code', 'books.book_no'])
      .where('codes.kind', '=', 'lesson')
      .where(
        'codes.code',
        'in',
        chunk.map((c) => c.code),
      )
      .execute();
    for (const t of taken.filter((r) => !fileBookNos.has(r.book_no)))
      claims.push({
        field: 'lessonNo',
        code: t.code,
        origin: chunk.find((c) => c.code === t.code)?.origin ?? '',
        bookNo: t.book_no,
      });
  }
  // The barcode column is unique where set.
  const txms = cat.books.filter((b) => b.txm !== '');
  for (let i = 0; i < txms.length; i += CHUNK) {
    const chunk = txms.slice(i, i + CHUNK);
    const taken = await db
      .selectFrom('books')
      .select(['book_no', 'barcode'])
      .where(
        'barcode',
        'in',
        chunk.map((b) => b.txm),
      )
      .execute();
    for (const t of taken.filter((r) => !fileBookNos.has(r.book_no))) {
      const book = chunk.find((b) => b.txm === t.barcode);
      claims.push({
        field: 'txm',
        code: t.barcode ?? '',
        origin: book?.origin ?? book?.bookNo ?? '',
        bookNo: t.book_no,
      });
    }
  }
  return claims;
}
