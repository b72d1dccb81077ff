import { RESOURCE_CATEGORIES, type AdminResource, type ResourceCategory } from '@jc/contract';
import type { adminSaveResourceInput } from '@jc/contract/schemas';
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
 * A book's downloadable resources (资源下载): files with their kind (the extension) and size, in the
 * operator's order. Each write is one transaction and moves the book's update date.
 */

export const RESOURCE_MISSING = '没有找到这个下载资源';

const columns = ['id', 'book_id', 'title', 'kind', 'category', 'path', 'size', 'sort'] as const;
type Row = {
  id: number;
  book_id: number;
  title: string;
  kind: string;
  category: string;
  path: string;
  size: number;
  sort: number;
};

const toResource = (r: Row): AdminResource => ({
  resourceId: r.id,
  bookId: r.book_id,
  title: r.title,
  kind: r.kind,
  category: (RESOURCE_CATEGORIES as readonly string[]).includes(r.category)
    ? (r.category as ResourceCategory)
    : 'ziliao',
  path: r.path,
  size: Number(r.size),
  sort: r.sort,
});

export async function listResources(db: Conn, bookId: number): Promise<AdminResource[]> {
  await requireBook(db, bookId);
  const rows = await db
    .selectFrom('resources')
    .select([...columns])
    .where('book_id', '=', bookId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toResource);
}

async function resourceRow(db: Conn, resourceId: number): Promise<Row> {
  const row = await db
    .selectFrom('resources')
    .select([...columns])
    .where('id', '=', resourceId)
    .executeTakeFirst();
  if (!row) throw notFound(RESOURCE_MISSING);
  return row;
}

/** Adds (at the end) or edits a resource; an uploaded file's size is its stored size. */
export async function saveResource(
  db: Db,
  input: z.output<typeof adminSaveResourceInput>,
): Promise<{ before: AdminResource | null; resource: AdminResource }> {
  return db.transaction().execute(async (trx) => {
    const before = input.resourceId ? toResource(await resourceRow(trx, input.resourceId)) : null;
    await requireBook(trx, input.bookId);
    const up = await requireUpload(trx, input.path, '资源文件（path）');
    const values = {
      book_id: input.bookId,
      title: input.title,
      kind: extensionOf(input.path),
      category: input.category,
      path: input.path,
      size: up ? Number(up.size) : input.size,
    };
    let id: number;
    if (before) {
      id = before.resourceId;
      await trx.updateTable('resources').set(values).where('id', '=', id).execute();
      if (before.bookId !== input.bookId) await touchBook(trx, before.bookId);
    } else {
      const sort = await nextSort(trx, 'resources', input.bookId);
      id = (
        await trx
          .insertInto('resources')
          .values({ ...values, sort, created_at: Date.now() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    await touchBook(trx, input.bookId);
    return { before, resource: toResource(await resourceRow(trx, id)) };
  });
}

/** Moves a resource to `index` (from 0) among its book's resources. */
export async function moveResource(
  db: Db,
  resourceId: number,
  index: number,
): Promise<{ bookId: number; resources: AdminResource[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await resourceRow(trx, resourceId);
    const ids = (await listResources(trx, row.book_id)).map((r) => r.resourceId);
    await writeOrder(trx, 'resources', moved(ids, resourceId, index));
    await touchBook(trx, row.book_id);
    return { bookId: row.book_id, resources: await listResources(trx, row.book_id) };
  });
}

/** Deletes a resource and the codes printed for it. */
export async function deleteResource(db: Db, resourceId: number): Promise<AdminResource> {
  return db.transaction().execute(async (trx) => {
    const row = toResource(await resourceRow(trx, resourceId));
    await trx.deleteFrom('codes').where('resource_id', '=', resourceId).execute();
    await trx.deleteFrom('resources').where('id', '=', resourceId).execute();
    await touchBook(trx, row.bookId);
    return row;
  });
}
