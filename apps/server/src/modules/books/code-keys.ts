import {
  CODE_KEY_RULES,
  Code,
  PAGES,
  printedCodeUrl,
  routeCodeQuery,
  type AdminCodeKey,
  type CodeTargetKind,
  type LessonNode,
  type PrintedCode,
  type ResolvedCode,
  type Timu,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../shared/errors.js';
import { resolveCode } from './codes.js';
import { booksOfCode, findBookById, loadBookTree, type BookRow } from './queries.js';

/**
 * Code resolution (docs/codes.md): a printed code — a key of spec section 4 with its value — answered
 * with what it names and where the app opens it. A row of `code_keys` decides first (and may retire the
 * code); without one the key's own kind of lookup runs on the catalogue (lesson codes, book numbers and
 * book codes, download codes), and keys that only carry a page's parameter open that page.
 */

export const CODE_UNKNOWN = '没有找到这个二维码对应的内容，请确认二维码是否正确';
export const CODE_RETIRED = '这个二维码已停用，请扫描图书上新的二维码，或搜索图书';
export const codeKeyUnknown = (key: string) => `无法识别的二维码类型（${key}），请确认二维码是否正确`;

/** Keys whose value is a lesson code (a lesson number such as 100500101, or yx… of marketing links). */
const LESSON_KEYS = new Set([
  's',
  't',
  'y',
  'k',
  'lessonno',
  'TkAudioInfo',
  'IntelligentMark',
  'VwhFilmInfo',
  'TkBookContent',
]);
/** Keys whose value is a book number or a book code. */
const BOOK_KEYS = new Set(['TkBookInfo', 'TkAllAudioBook', 'TkFilmBookInfo', 'TkAllPptBook', 'VwhFilmInfo']);
/** Keys whose value is a download code (resolved like the download page does). */
const DOWNLOAD_KEYS = new Set(['x', 'd', 'PdfDownload']);
/** Item types a key prefers when it names a lesson: the audio of TkAudioInfo, the film of VwhFilmInfo. */
const PREFERRED: Record<string, readonly string[]> = {
  s: ['s', '7'],
  VwhFilmInfo: ['s', '7', 'y'],
  t: ['t', 'k'],
  TkAudioInfo: ['t', 'k'],
  y: ['y'],
  k: ['k', 't'],
};
const AUDIO = new Set(['t', 'k']);

const gone = (msg: string) => new AppError(410, Code.gone, msg);

/** The key is one of section 4 (or `lessonno`, the book page's own). */
export const isCodeKey = (key: string) => CODE_KEY_RULES.has(key) || key === 'lessonno';

const isDownload = (c: PrintedCode) =>
  DOWNLOAD_KEYS.has(c.key) || (c.key === 'TkBookContent' && (c.type === '8' || c.type === '9'));

/** Where the app opens a code: the contract's key table (the same as the entry guard's). */
export function codeDestination(c: PrintedCode): string {
  const type = c.key === 'TkBookContent' && c.type ? `&type=${encodeURIComponent(c.type)}` : '';
  return routeCodeQuery(`${encodeURIComponent(c.key)}=${encodeURIComponent(c.value)}${type}`) ?? '/';
}

const pageTitle = (to: string): string => {
  const path = to.split('?')[0];
  return Object.values(PAGES).find((p) => p.path === path)?.title ?? '';
};

interface Target {
  kind: CodeTargetKind;
  book: BookRow | null;
  lessonId: number | null;
  itemId: number | null;
  resourceId: number | null;
  title: string;
}

/** The items of a lesson and its subtree, in tree order. */
function itemsUnder(node: LessonNode): Timu[] {
  const out: Timu[] = [];
  const walk = (n: LessonNode) => {
    out.push(...n.timuList);
    n.children.forEach(walk);
  };
  walk(node);
  return out;
}

export async function resolvePrintedCode(db: Db, input: PrintedCode): Promise<ResolvedCode> {
  const code: PrintedCode = { key: input.key, value: input.value, type: input.type ?? '' };
  if (!isCodeKey(code.key)) throw notFound(codeKeyUnknown(code.key));
  const type = code.key === 'TkBookContent' ? (code.type ?? '') : '';
  const row = await db
    .selectFrom('code_keys')
    .selectAll()
    .where('key', '=', code.key)
    .where('value', '=', code.value)
    .where('type', '=', type)
    .executeTakeFirst();
  if (row?.retired_at != null) throw gone(CODE_RETIRED);

  let target: Target;
  if (row) {
    const book = row.book_id === null ? null : ((await findBookById(db, row.book_id)) ?? null);
    if (row.book_id !== null && !book) throw notFound(CODE_UNKNOWN);
    target = {
      kind: row.kind as CodeTargetKind,
      book,
      lessonId: row.lesson_id,
      itemId: row.item_id,
      resourceId: row.resource_id,
      title: row.title,
    };
  } else target = await fallback(db, code);
  return answer(db, { ...code, type }, target);
}

/** No row: the key's own lookup on the catalogue. */
async function fallback(db: Db, code: PrintedCode): Promise<Target> {
  const none = { lessonId: null, itemId: null, resourceId: null, title: '' };
  if (isDownload(code)) {
    const found = await resolveCode(db, code.value).catch(() => null);
    if (!found?.books[0]) throw notFound(CODE_UNKNOWN);
    return {
      ...none,
      kind: 'download',
      book: found.books[0],
      lessonId: found.lessonId,
      resourceId: found.resourceId,
    };
  }
  if (LESSON_KEYS.has(code.key)) {
    const lesson = await db
      .selectFrom('codes')
      .select(['book_id', 'lesson_id'])
      .where('code', '=', code.value)
      .where('kind', '=', 'lesson')
      .orderBy('id')
      .executeTakeFirst();
    const book = lesson ? await findBookById(db, lesson.book_id) : undefined;
    if (lesson && book && lesson.lesson_id !== null)
      return { ...none, kind: 'lesson', book, lessonId: lesson.lesson_id };
  }
  if (BOOK_KEYS.has(code.key)) {
    const [book] = await booksOfCode(db, code.value);
    if (book) return { ...none, kind: 'book', book };
  }
  if (!LESSON_KEYS.has(code.key) && !BOOK_KEYS.has(code.key)) {
    // A key that carries a parameter of a page of its own (知识点, 电子样书, 晨读晚听, …): that page.
    return { ...none, kind: 'page', book: null };
  }
  throw notFound(CODE_UNKNOWN);
}

async function answer(db: Db, code: PrintedCode & { type: string }, t: Target): Promise<ResolvedCode> {
  const printed: PrintedCode = {
    key: code.key,
    value: code.value,
    ...(code.type ? { type: code.type } : {}),
  };
  const to = codeDestination(printed);
  const base: ResolvedCode = {
    key: code.key,
    value: code.value,
    kind: t.kind,
    title: t.title,
    to,
    book: t.book ? { bookNo: t.book.book_no, title: t.book.title, pictureV: t.book.cover } : null,
    lessonId: null,
    lessonPath: [],
    timuId: null,
    resourceId: t.resourceId,
  };
  if (t.resourceId !== null && !t.title) {
    const res = await db
      .selectFrom('resources')
      .select('title')
      .where('id', '=', t.resourceId)
      .executeTakeFirst();
    base.title = res?.title ?? '';
  }
  if (t.book && t.lessonId !== null) {
    const tree = await loadBookTree(db, t.book.id);
    const entry = tree.nodes.get(t.lessonId);
    if (!entry) throw notFound(CODE_UNKNOWN);
    for (
      let at: typeof entry | undefined = entry;
      at;
      at = at.parentId === null ? undefined : tree.nodes.get(at.parentId)
    )
      base.lessonPath.unshift({ id: at.node.id, title: at.node.title });
    base.lessonId = t.lessonId;
    const items = itemsUnder(entry.node);
    const preferred = PREFERRED[code.key];
    const item =
      (t.itemId !== null ? items.find((i) => i.timuId === t.itemId) : undefined) ??
      (preferred ? items.find((i) => preferred.includes(i.type)) : undefined) ??
      items[0];
    if (t.itemId !== null && item?.timuId !== t.itemId) throw notFound(CODE_UNKNOWN);
    base.timuId = item?.timuId ?? null;
    if (base.kind === 'lesson' && item && t.itemId !== null)
      base.kind = AUDIO.has(item.type) ? 'audio' : 'video';
    if (!base.title) base.title = t.itemId !== null && item ? item.title : entry.node.title;
  }
  if (!base.title) base.title = t.book && t.kind !== 'page' ? t.book.title : pageTitle(to);
  return base;
}

/* ------------------------------------------------------------------ the operators' list */

export async function listCodeKeys(
  db: Db,
  origin: string,
  keyword = '',
  bookId?: number,
): Promise<AdminCodeKey[]> {
  let q = db
    .selectFrom('code_keys')
    .leftJoin('books', 'books.id', 'code_keys.book_id')
    .leftJoin('lessons', 'lessons.id', 'code_keys.lesson_id')
    .leftJoin('items', 'items.id', 'code_keys.item_id')
    .leftJoin('resources', 'resources.id', 'code_keys.resource_id')
    .select([
      'code_keys.id',
      'code_keys.key',
      'code_keys.value',
      'code_keys.type',
      'code_keys.kind',
      'code_keys.title',
      'code_keys.retired_at',
      'books.book_no',
      'books.title as book_title',
      'lessons.title as lesson_title',
      'items.title as item_title',
      'resources.title as resource_title',
    ]);
  if (bookId !== undefined) q = q.where('code_keys.book_id', '=', bookId);
  if (keyword)
    q = q.where((eb) => eb.or([eb('code_keys.value', '=', keyword), eb('code_keys.key', '=', keyword)]));
  const rows = await q.orderBy('code_keys.id').execute();
  return rows.map((r) => {
    const printed: PrintedCode = { key: r.key, value: r.value, ...(r.type ? { type: r.type } : {}) };
    return {
      codeKeyId: r.id,
      key: r.key,
      value: r.value,
      type: r.type,
      kind: r.kind as CodeTargetKind,
      bookNo: r.book_no,
      title:
        r.title ||
        r.item_title ||
        r.resource_title ||
        r.lesson_title ||
        r.book_title ||
        pageTitle(codeDestination(printed)),
      retiredAt: r.retired_at === null ? null : Number(r.retired_at),
      url: printedCodeUrl(origin, printed),
    };
  });
}

export async function retireCodeKey(
  db: Db,
  id: number,
  retired: boolean,
  now: number,
  origin: string,
): Promise<AdminCodeKey> {
  const res = await db
    .updateTable('code_keys')
    .set({ retired_at: retired ? now : null })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound('编码不存在');
  const [row] = (await listCodeKeys(db, origin)).filter((c) => c.codeKeyId === id);
  if (!row) throw notFound('编码不存在');
  return row;
}
