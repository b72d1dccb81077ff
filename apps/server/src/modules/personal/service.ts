import type { BookProgress, BrowseItem, FavoriteItem, FavoriteKind, ItemProgress, Paged } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { formatDate, formatTime } from '../../shared/time.js';
import { BOOK_NOT_FOUND, booksWithNames, findBook, toListItem } from '../books/index.js';

/** Favorites, browse history and learning progress: each row belongs to its user alone. */

export const BROWSE_HISTORY_LIMIT = 100;
/** Reaching this share of an item's duration marks it finished (and the next play starts at 0). */
export const FINISHED_SHARE = 0.95;

const page = (p: { pageNum: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.pageNum - 1) * p.pageSize,
});

/** The target of a favorite: an enabled book by number, or a resource by id. */
async function favoriteTarget(
  db: Db,
  kind: FavoriteKind,
  v: string,
): Promise<{ targetId: string; title: string; picture: string; bookNo: string }> {
  if (kind === 'book') {
    const book = await findBook(db, v);
    if (!book) throw notFound(BOOK_NOT_FOUND);
    return { targetId: book.book_no, title: book.title, picture: book.cover, bookNo: book.book_no };
  }
  const id = /^\d{1,9}$/.test(v) ? Number(v) : 0;
  const res = await db
    .selectFrom('resources')
    .innerJoin('books', 'books.id', 'resources.book_id')
    .select(['resources.id', 'resources.title', 'books.cover', 'books.book_no'])
    .where('resources.id', '=', id)
    .where('books.enabled', '=', 1)
    .executeTakeFirst();
  if (!res) throw notFound('没有找到该资源');
  return { targetId: String(res.id), title: res.title, picture: res.cover, bookNo: res.book_no };
}

export async function favoriteExists(
  db: Db,
  userId: number,
  kind: FavoriteKind,
  v: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', v)
    .executeTakeFirst();
  return !!row;
}

/** Which of these targets (book numbers or resource ids) the user has among their favorites of a kind. */
export async function favoriteTargets(
  db: Db,
  userId: number,
  kind: FavoriteKind,
  targetIds: string[],
): Promise<Set<string>> {
  if (targetIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('target_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', 'in', targetIds)
    .execute();
  return new Set(rows.map((r) => r.target_id));
}

/** Adds a favorite; adding one twice keeps the first. */
export async function addFavorite(db: Db, userId: number, kind: FavoriteKind, v: string): Promise<void> {
  const target = await favoriteTarget(db, kind, v);
  await db
    .insertInto('favorites')
    .values({ user_id: userId, kind, target_id: target.targetId, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
    .execute();
}

/** Removes the caller's favorite; 404 when the caller has no such favorite. */
export async function removeFavorite(db: Db, userId: number, kind: FavoriteKind, v: string): Promise<void> {
  const res = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', v)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('没有找到该收藏');
}

export async function listFavorites(
  db: Db,
  userId: number,
  kind: FavoriteKind,
  p: { pageNum: number; pageSize: number },
): Promise<Paged<FavoriteItem>> {
  const { limit, offset } = page(p);
  const base = db
    .selectFrom('favorites')
    .where('favorites.user_id', '=', userId)
    .where('favorites.kind', '=', kind);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let list: FavoriteItem[];
  if (kind === 'book') {
    const rows = await base
      .innerJoin('books', 'books.book_no', 'favorites.target_id')
      .select(['books.book_no', 'books.title', 'books.cover', 'favorites.created_at'])
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    list = rows.map((r) => ({
      kind,
      targetId: r.book_no,
      title: r.title,
      picture: r.cover,
      bookNo: r.book_no,
      createdAt: formatTime(r.created_at),
    }));
  } else {
    const rows = await base
      .innerJoin('resources', (j) =>
        j.on((eb) => eb(eb.cast('resources.id', 'varchar(32)'), '=', eb.ref('favorites.target_id'))),
      )
      .innerJoin('books', 'books.id', 'resources.book_id')
      .select(['resources.id', 'resources.title', 'books.cover', 'books.book_no', 'favorites.created_at'])
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    list = rows.map((r) => ({
      kind,
      targetId: String(r.id),
      title: r.title,
      picture: r.cover,
      bookNo: r.book_no,
      createdAt: formatTime(r.created_at),
    }));
  }
  return { list, total: Number(total.n), pageNum: p.pageNum, pageSize: p.pageSize };
}

/** Records a visit of a book, keeping the user's newest BROWSE_HISTORY_LIMIT books. */
export async function saveBrowse(db: Db, userId: number, bookNo: string, now = Date.now()): Promise<void> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    // A visit is newer than every earlier one of the user, even two in one millisecond: the list's
    // order is the order of the visits.
    const latest = await trx
      .selectFrom('browse_history')
      .select((eb) => eb.fn.max('visited_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const at = Math.max(now, Number(latest?.at ?? 0) + 1);
    await trx
      .insertInto('browse_history')
      .values({ user_id: userId, book_id: book.id, visited_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet({ visited_at: at }))
      .execute();
    const cutoff = await trx
      .selectFrom('browse_history')
      .select(['visited_at', 'book_id'])
      .where('user_id', '=', userId)
      .orderBy('visited_at', 'desc')
      .orderBy('book_id', 'desc')
      .offset(BROWSE_HISTORY_LIMIT)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) {
      await trx
        .deleteFrom('browse_history')
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('visited_at', '<', cutoff.visited_at),
            eb.and([eb('visited_at', '=', cutoff.visited_at), eb('book_id', '<=', cutoff.book_id)]),
          ]),
        )
        .execute();
    }
  });
}

export async function listBrowse(
  db: Db,
  userId: number,
  p: { pageNum: number; pageSize: number },
): Promise<Paged<BrowseItem>> {
  const { limit, offset } = page(p);
  const [total, rows] = await Promise.all([
    db
      .selectFrom('browse_history')
      .innerJoin('books', 'books.id', 'browse_history.book_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('browse_history.user_id', '=', userId)
      .where('books.enabled', '=', 1)
      .executeTakeFirstOrThrow(),
    booksWithNames(db)
      .innerJoin('browse_history', 'browse_history.book_id', 'books.id')
      .select('browse_history.visited_at')
      .where('browse_history.user_id', '=', userId)
      .orderBy('browse_history.visited_at', 'desc')
      .orderBy('books.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({ ...toListItem(r), subTitle: r.sub_title, visitedAt: formatTime(r.visited_at) })),
    total: Number(total.n),
    pageNum: p.pageNum,
    pageSize: p.pageSize,
  };
}

/** Removes one book from the history (404 when it is not there), or the whole history. */
export async function removeBrowse(db: Db, userId: number, bookNo: string | undefined): Promise<number> {
  let q = db.deleteFrom('browse_history').where('user_id', '=', userId);
  if (bookNo !== undefined) {
    const book = await findBook(db, bookNo);
    if (!book) throw notFound('浏览记录中没有这本书');
    q = q.where('book_id', '=', book.id);
  }
  const res = await q.executeTakeFirst();
  if (bookNo !== undefined && Number(res.numDeletedRows) === 0) throw notFound('浏览记录中没有这本书');
  return Number(res.numDeletedRows);
}

const toItemProgress = (r: {
  item_id: number;
  position_ms: number;
  duration_ms: number;
  finished: number;
  updated_at: number;
}): ItemProgress => ({
  timuId: r.item_id,
  position: r.position_ms / 1000,
  duration: r.duration_ms / 1000,
  finished: r.finished === 1,
  updatedAt: formatTime(r.updated_at),
});

/**
 * Saves where the user is in an item. The duration defaults to the item's own; reaching 95 % marks the
 * item finished (it stays finished) and stores position 0, so the next play starts from the beginning.
 */
export async function saveProgress(
  db: Db,
  userId: number,
  input: { timuId: number; position: number; duration?: number | undefined },
  now = Date.now(),
): Promise<ItemProgress> {
  const item = await db
    .selectFrom('items')
    .innerJoin('books', 'books.id', 'items.book_id')
    .select(['items.id', 'items.book_id', 'items.duration_ms'])
    .where('items.id', '=', input.timuId)
    .where('books.enabled', '=', 1)
    .executeTakeFirst();
  if (!item) throw notFound('没有找到该资源');
  const durationMs = Math.round((input.duration ?? 0) * 1000) || item.duration_ms;
  let positionMs = Math.round(input.position * 1000);
  if (durationMs > 0) positionMs = Math.min(positionMs, durationMs);
  const reachedEnd = durationMs > 0 && positionMs >= durationMs * FINISHED_SHARE;
  const row = {
    user_id: userId,
    item_id: item.id,
    book_id: item.book_id,
    position_ms: reachedEnd ? 0 : positionMs,
    duration_ms: durationMs,
    finished: reachedEnd ? (1 as const) : (0 as const),
    updated_at: now,
  };
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('learning_progress')
      .select(['position_ms', 'finished', 'updated_at'])
      .where('user_id', '=', userId)
      .where('item_id', '=', item.id)
      .executeTakeFirst();
    const saved = await trx
      .insertInto('learning_progress')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'item_id']).doUpdateSet((eb) => ({
          position_ms: row.position_ms,
          duration_ms: row.duration_ms,
          // Once finished, an item stays finished.
          finished: reachedEnd ? 1 : eb.ref('learning_progress.finished'),
          updated_at: now,
        })),
      )
      .returning(['item_id', 'position_ms', 'duration_ms', 'finished', 'updated_at'])
      .executeTakeFirstOrThrow();
    const playedMs = playedSince(before, positionMs, now);
    const firstFinish = reachedEnd && before?.finished !== 1 ? 1 : 0;
    if (playedMs > 0 || firstFinish > 0) {
      await trx
        .insertInto('learning_days')
        .values({
          user_id: userId,
          day: formatDate(now),
          played_ms: playedMs,
          finished_count: firstFinish,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
            played_ms: eb('learning_days.played_ms', '+', playedMs),
            finished_count: eb('learning_days.finished_count', '+', firstFinish),
            updated_at: now,
          })),
        )
        .execute();
    }
    return toItemProgress(saved);
  });
}

/** A save with no earlier one of the item counts at most this much played time. */
export const FIRST_SAVE_MAX_MS = 60_000;

/**
 * The time played since the item's last save (docs/report.md): how far the position moved forward, but
 * no more than the time that passed (a seek forward is not listening); a seek back counts nothing. The
 * first save of an item counts its position, at most FIRST_SAVE_MAX_MS.
 */
export function playedSince(
  before: { position_ms: number; updated_at: number } | undefined,
  positionMs: number,
  now: number,
): number {
  if (!before) return Math.max(0, Math.min(positionMs, FIRST_SAVE_MAX_MS));
  return Math.max(0, Math.min(positionMs - before.position_ms, now - before.updated_at));
}

export async function bookProgress(db: Db, userId: number, bookNo: string): Promise<BookProgress> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const rows = await db
    .selectFrom('learning_progress')
    .select(['item_id', 'position_ms', 'duration_ms', 'finished', 'updated_at'])
    .where('user_id', '=', userId)
    .where('book_id', '=', book.id)
    .orderBy('updated_at', 'desc')
    .orderBy('item_id')
    .execute();
  return { bookNo: book.book_no, lastTimuId: rows[0]?.item_id ?? null, items: rows.map(toItemProgress) };
}

/** Account cancellation: favorites, browse history, learning progress and learning days go. */
export async function forgetPersonalRows(trx: Db, userId: number): Promise<void> {
  for (const table of ['favorites', 'browse_history', 'learning_progress', 'learning_days'] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
}
