import type { adminSaveItemInput } from '@jc/contract/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { Conn } from './books.js';
import { findLesson, toAdminItem } from './lesson-tree.js';

export const ITEM_MISSING = '没有找到这个资源';

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
