import { VIDEO_TIMU_TYPES } from '@jc/contract';
import type {
  BkInfo,
  ListenByCode,
  LessonNode,
  QrcodeInfo,
  QrcodeInfoQuery,
  ShipinBookInfo,
  ShipinItem,
  Timu,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import {
  BOOK_NOT_FOUND,
  CODE_NOT_FOUND,
  findBook,
  findBookById,
  loadBookTree,
  resolveCode,
  toBkInfo,
  type BookRow,
} from '../books/index.js';

/** A book's lessons: the summary, the lesson behind a code, the video book and the listening material. */

/** getBookInfoOne?bookNo: the book summary without its tree. */
export async function bookSummary(db: Db, bookNo: string): Promise<BkInfo> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const tree = await loadBookTree(db, book.id);
  return toBkInfo(book, tree.countLesson);
}

/** Items of a lesson and its subtree, in tree order; `s` includes `7` (treated as s). */
function collectTimu(node: LessonNode, type: QrcodeInfoQuery['type']): Timu[] {
  const out: Timu[] = [];
  const want = (t: string) => type === 'all' || t === type || (type === 's' && t === '7');
  const walk = (n: LessonNode) => {
    for (const t of n.timuList) if (want(t.type)) out.push(t);
    n.children.forEach(walk);
  };
  walk(node);
  return out;
}

export async function qrcodeInfo(
  db: Db,
  q: { lessonno: string; type: NonNullable<QrcodeInfoQuery['type']> },
): Promise<QrcodeInfo> {
  const code = await db
    .selectFrom('codes')
    .select(['book_id', 'lesson_id'])
    .where('code', '=', q.lessonno)
    .where('kind', '=', 'lesson')
    .orderBy('id')
    .executeTakeFirst();
  const book = code ? await findBookById(db, code.book_id) : undefined;
  if (!code || code.lesson_id === null || !book) throw notFound('没有找到该课程，请确认二维码是否正确');
  const tree = await loadBookTree(db, book.id);
  const entry = tree.nodes.get(code.lesson_id);
  if (!entry) throw notFound('没有找到该课程，请确认二维码是否正确');
  const lessonPath: { id: number; title: string }[] = [];
  for (
    let at: typeof entry | undefined = entry;
    at;
    at = at.parentId === null ? undefined : tree.nodes.get(at.parentId)
  ) {
    lessonPath.unshift({ id: at.node.id, title: at.node.title });
  }
  const bkInfo = toBkInfo(book, tree.countLesson);
  return {
    bkInfo,
    bkInfoRenew: { bookNo: book.book_no, updateDate: bkInfo.updateDate },
    lessonPath,
    lesson: entry.node,
    timuList: collectTimu(entry.node, q.type),
  };
}

/** bookContent/getTingli?bookNo: the audio items (t, k) of a book, in tree order. */
export async function listeningOf(db: Db, bookNo: string): Promise<Timu[]> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  return (await listeningOfBook(db, book)).list;
}

/** The audio items of a book in tree order, with the book summary. */
export async function listeningOfBook(db: Db, book: BookRow): Promise<{ bkInfo: BkInfo; list: Timu[] }> {
  const tree = await loadBookTree(db, book.id);
  const out: Timu[] = [];
  const walk = (nodes: typeof tree.lessonList) => {
    for (const n of nodes) {
      for (const t of n.timuList) if (t.type === 't' || t.type === 'k') out.push(t);
      walk(n.children);
    }
  };
  walk(tree.lessonList);
  return { bkInfo: toBkInfo(book, tree.countLesson), list: out };
}

/**
 * book/getbookInfoShipin/{v}: the video book — the book and its video items (`s`, `7`, `y`) in tree
 * order, numbered from 1, each with its lesson.
 */
export async function videoBookOf(db: Db, bookNo: string): Promise<ShipinBookInfo> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const tree = await loadBookTree(db, book.id);
  const videoList: ShipinItem[] = [];
  const walk = (nodes: typeof tree.lessonList) => {
    for (const n of nodes) {
      for (const t of n.timuList) {
        if (!VIDEO_TIMU_TYPES.includes(t.type)) continue;
        videoList.push({
          ...t,
          index: videoList.length + 1,
          lessonId: n.id,
          lessonTitle: n.title,
          lessonNo: n.lessonNo,
        });
      }
      walk(n.children);
    }
  };
  walk(tree.lessonList);
  const bkInfo = toBkInfo(book, tree.countLesson);
  return { bkInfo, bkInfoRenew: { bookNo: bkInfo.bookNo, updateDate: bkInfo.updateDate }, videoList };
}

/**
 * book/getbookQrcodeInfoListen/{code}: the listening items (t, k) of the book a code maps to; for a
 * code shared by several books, the first of them (in shelf order) that has listening material.
 */
export async function listeningByCode(db: Db, code: string): Promise<ListenByCode> {
  const target = await resolveCode(db, code);
  let first: ListenByCode | undefined;
  for (const book of target.books) {
    const found = await listeningOfBook(db, book);
    if (found.list.length > 0) return found;
    first ??= found;
  }
  if (!first) throw notFound(CODE_NOT_FOUND);
  return first;
}
