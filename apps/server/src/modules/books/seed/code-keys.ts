import { SPECIAL_BOOK_NO } from '@jc/contract';
import { sql, type Transaction } from 'kysely';
import type { Dialect } from '../../../db/index.js';
import type { Database } from '../../../db/schema.js';
import { DEMO_PDF } from './media.js';

/**
 * Demo printed codes (docs/codes.md): one for every key of spec section 4 and the short keys, printed in
 * 语文一年级上册 (927) and shown on its QR sheet, one retired code, and the marketing lessons yx101–yx105
 * (`/marketing/{n}` plays lesson yx{n}). Written into an empty code_keys table, so stores seeded before
 * migration 0041 get them too.
 */

/** The English book whose first lesson is the sample audio lesson (三年级上册). */
const ENGLISH_BOOK_NO = '331';

export interface DemoCodeKey {
  key: string;
  value: string;
  type?: string;
}

export async function seedCodeKeys(
  trx: Transaction<Database>,
  dialect: Dialect,
  now: number,
): Promise<number> {
  if (dialect === 'postgres') await sql`lock table code_keys in exclusive mode`.execute(trx);
  const existing = await trx
    .selectFrom('code_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const book = await trx
    .selectFrom('books')
    .select('id')
    .where('book_no', '=', SPECIAL_BOOK_NO)
    .executeTakeFirst();
  const english = await trx
    .selectFrom('books')
    .select('id')
    .where('book_no', '=', ENGLISH_BOOK_NO)
    .executeTakeFirst();
  if (!book || !english) return 0;

  // 第一单元's lessons of 927 in order (1 天地人, 2 金木水火土, 3 口耳目, 4 日月水火) and their parts.
  const unit = await trx
    .selectFrom('lessons')
    .select('id')
    .where('book_id', '=', book.id)
    .where('parent_id', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (!unit) return 0;
  const lessons = await trx
    .selectFrom('lessons')
    .select(['id', 'title'])
    .where('parent_id', '=', unit.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const [l1, l2, l3, l4] = lessons;
  if (!l1 || !l2 || !l3 || !l4) return 0;
  const child = async (parent: number, title: string) =>
    (
      await trx
        .selectFrom('lessons')
        .select('id')
        .where('parent_id', '=', parent)
        .where('title', '=', title)
        .executeTakeFirst()
    )?.id ?? null;
  const item = async (lesson: number, type: string) =>
    (
      await trx
        .selectFrom('items')
        .select('id')
        .where('lesson_id', '=', lesson)
        .where('type', '=', type)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst()
    )?.id ?? null;
  const words = await child(l1.id, '生字词');
  const reading = await child(l1.id, '朗读训练');
  const area = await trx
    .selectFrom('ebook_areas')
    .select('id')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  const ebook = await trx.selectFrom('ebooks').select('id').where('book_id', '=', book.id).executeTakeFirst();

  const row = (
    key: string,
    value: string,
    kind: string,
    target: {
      lesson?: number | null;
      item?: number | null;
      title?: string;
      book?: number | null;
      type?: string;
    } = {},
  ) => ({
    key,
    value,
    type: target.type ?? '',
    kind,
    book_id: target.book === undefined ? book.id : target.book,
    lesson_id: target.lesson ?? null,
    item_id: target.item ?? null,
    resource_id: null,
    title: target.title ?? '',
    retired_at: null as number | null,
    created_at: now,
  });
  const rows = [
    // Short keys (/r?key=value).
    row('s', '300101', 'video', { lesson: l3.id, item: await item(l3.id, 's') }),
    row('t', '300102', 'audio', { lesson: l2.id, item: await item(l2.id, 't') }),
    row('y', '300103', 'lesson', { lesson: words }),
    row('k', '300104', 'audio', {
      lesson: reading,
      item: reading === null ? null : await item(reading, 'k'),
    }),
    row('x', '100500101', 'download'),
    row('d', SPECIAL_BOOK_NO, 'download'),
    row('em', String(area?.id ?? 1), 'page', { title: '电子样书（新书上架）' }),
    row('ed', String(ebook?.id ?? 1), 'page', { title: '电子样书' }),
    row('bk', SPECIAL_BOOK_NO, 'book', { title: '图书目录' }),
    row('subject', '语文', 'page', { title: '知识点：语文', book: book.id }),
    row('tr', SPECIAL_BOOK_NO, 'page', { title: '晨读晚听' }),
    row('p', DEMO_PDF['ebook-yuwen'].path, 'page', { title: '电子课本（PDF）' }),
    // Long keys (/twoCode.app?key=value).
    row('TkBookInfo', SPECIAL_BOOK_NO, 'book'),
    row('TkAllAudioBook', SPECIAL_BOOK_NO, 'book'),
    row('TkFilmBookInfo', SPECIAL_BOOK_NO, 'book'),
    row('TkAllPptBook', SPECIAL_BOOK_NO, 'book', { title: '教学课件' }),
    row('TkAudioInfo', '300201', 'audio', { lesson: l1.id, item: await item(l1.id, 't') }),
    row('VwhFilmInfo', '300202', 'video', { lesson: l1.id, item: await item(l1.id, 's') }),
    row('IntelligentMark', '300203', 'lesson', { lesson: l4.id }),
    row('TkBookContent', '300204', 'lesson', { lesson: l2.id }),
    row('TkBookContent', SPECIAL_BOOK_NO, 'download', { type: '8' }),
    row('TkBookContent', SPECIAL_BOOK_NO, 'download', { type: '9' }),
    row('PdfDownload', SPECIAL_BOOK_NO, 'download'),
    row('NewShelf', String(area?.id ?? 1), 'page', { title: '电子样书（新书上架）' }),
    row('NoLoginBook', String(ebook?.id ?? 1), 'page', { title: '电子样书' }),
    // A code taken out of print: scanning it says so.
    {
      ...row('TkAudioInfo', '300299', 'audio', { lesson: l4.id, item: await item(l4.id, 't') }),
      retired_at: now,
    },
  ];
  await trx.insertInto('code_keys').values(rows).execute();

  // Marketing lessons: /marketing/{n} opens the player with lesson yx{n}.
  const english1 = await trx
    .selectFrom('codes')
    .select('lesson_id')
    .where('book_id', '=', english.id)
    .where('kind', '=', 'lesson')
    .orderBy('id')
    .executeTakeFirst();
  const yx = [l1.id, l2.id, l3.id, l4.id].map((lesson, i) => ({
    code: `yx${101 + i}`,
    book: book.id,
    lesson,
  }));
  if (english1?.lesson_id) yx.push({ code: 'yx105', book: english.id, lesson: english1.lesson_id });
  const taken = await trx
    .selectFrom('codes')
    .select('code')
    .where(
      'code',
      'in',
      yx.map((y) => y.code),
    )
    .execute();
  const free = yx.filter((y) => !taken.some((t) => t.code === y.code));
  if (free.length > 0)
    await trx
      .insertInto('codes')
      .values(
        free.map((y) => ({
          code: y.code,
          kind: 'lesson',
          book_id: y.book,
          lesson_id: y.lesson,
          resource_id: null,
        })),
      )
      .execute();
  return rows.length;
}
