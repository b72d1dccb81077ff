import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { dicId } from '../shared/book-fields.js';
import { bookNoSchema, type BookListItem } from '../books/types.js';

/** The caller's own book data: favorites, browse history and learning progress (docs/catalogue.md). */

// ---------------------------------------------------------------- favorites

export const FAVORITE_KINDS = ['book', 'resource'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
const favoriteKind = z.enum(FAVORITE_KINDS, { error: '收藏类型（type）须为 book 或 resource' });

/**
 * getFavoritesExists/{v}, setFavorites/{v}, removeFavorites/{v}: `v` is a book number (`?type=book`, the
 * default) or a resource id (`?type=resource`).
 */
export const favoriteTargetParams = z.object({
  target: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, '收藏对象（书号或资源编号）不正确'),
});
export const favoriteKindQuery = z.object({ type: favoriteKind.default('book') });
/** The one input of those three calls: the target of the path, then the kind of the query. */
export const favoriteTargetInput = z.object({ ...favoriteTargetParams.shape, ...favoriteKindQuery.shape });
export type FavoriteTargetInput = z.input<typeof favoriteTargetInput>;

/** GET book/getFavoritesList/{v}: `v` is the type (book or resource); paged. */
export const favoritesListParams = z.object({ type: favoriteKind });
export const favoritesListQuery = z.object(pageQuery);
export const favoritesListInput = z.object({ ...favoritesListParams.shape, ...pageQuery });
export type FavoritesListInput = z.input<typeof favoritesListInput>;

export interface FavoriteItem {
  kind: FavoriteKind;
  /** Book number, or resource id as a string. */
  targetId: string;
  title: string;
  picture: string;
  /** For resources: the book it belongs to. */
  bookNo: string;
  createdAt: string;
}

export interface FavoriteExists {
  exists: boolean;
}

// ---------------------------------------------------------------- browse history

/** POST book/saveBrowse/{id}: records a visit of book `id` (keeps the last 100 books per user). */
export interface BrowseItem extends BookListItem {
  subTitle: string;
  visitedAt: string;
}
/** GET book/getBrowseList?pageNum&pageSize: newest first. */
export const browseListQuery = z.object(pageQuery);
/** POST book/removeBrowse?bookNo=…: one book, or every entry when bookNo is omitted. */
export const removeBrowseInput = z.object({ bookNo: bookNoSchema.optional() });

// ---------------------------------------------------------------- learning progress

/** POST book/saveProgress {timuId, position, duration}: seconds; the last position per user and item. */
export const saveProgressInput = z.object({
  timuId: dicId('资源编号（timuId）'),
  position: z.coerce
    .number({ error: '播放位置（position）须为数字' })
    .min(0, '播放位置（position）不能为负')
    .max(86_400),
  duration: z.coerce
    .number({ error: '时长（duration）须为数字' })
    .min(0, '时长（duration）不能为负')
    .max(86_400)
    .optional(),
});
export type SaveProgressInput = z.input<typeof saveProgressInput>;

/** GET book/getProgress?bookNo: the user's progress in the items of a book. */
export const progressQuery = z.object({ bookNo: bookNoSchema });

export interface ItemProgress {
  timuId: number;
  /** Seconds into the item where the user left off (0 after finishing). */
  position: number;
  duration: number;
  /** Whether the user reached the end (position ≥ 95 % of duration at some point). */
  finished: boolean;
  updatedAt: string;
}

export interface BookProgress {
  bookNo: string;
  /** The item played last, null when none. */
  lastTimuId: number | null;
  items: ItemProgress[];
}
