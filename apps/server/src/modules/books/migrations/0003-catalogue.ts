import { sql } from 'kysely';
import type { Dialect } from '../../../db/index.js';
import type { AnyDb, IdTable } from '../../../db/migrations.js';

/** Columns of books, lessons and items whose change is a change of the book (its update date). */
const BOOK_COLUMNS = [
  'book_no',
  'title',
  'sub_title',
  'cover',
  'subject_id',
  'grade_id',
  'cebie_id',
  'bookarea',
  'buttons',
  'friend_is_video',
  'friend_percent',
  'friend_qr_id',
  'enabled',
];
const LESSON_COLUMNS = ['book_id', 'parent_id', 'depth', 'sort', 'type', 'title'];
const ITEM_COLUMNS = ['lesson_id', 'book_id', 'type', 'title', 'path', 'cover', 'duration_ms', 'sort'];

/**
 * Triggers that move a book's updated_at forward whenever the book, one of its lessons or one of its
 * items changes (hit counters excluded), by at least one second, so the wire `updateDate`
 * (second precision) always changes and client caches keyed by it are refreshed.
 */
async function bookTouchTriggers(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    const nowMs = `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
    const bump = (bookId: string) =>
      `update books set updated_at = max(${nowMs}, updated_at + 1000) where id = ${bookId};`;
    const statements = [
      `create trigger books_touch after update of ${BOOK_COLUMNS.join(', ')} on books
       begin ${bump('new.id')} end`,
      `create trigger lessons_touch_ins after insert on lessons begin ${bump('new.book_id')} end`,
      `create trigger lessons_touch_upd after update of ${LESSON_COLUMNS.join(', ')} on lessons
       begin ${bump('old.book_id')} ${bump('new.book_id')} end`,
      `create trigger lessons_touch_del after delete on lessons begin ${bump('old.book_id')} end`,
      `create trigger items_touch_ins after insert on items begin ${bump('new.book_id')} end`,
      `create trigger items_touch_upd after update of ${ITEM_COLUMNS.join(', ')} on items
       begin ${bump('old.book_id')} ${bump('new.book_id')} end`,
      `create trigger items_touch_del after delete on items begin ${bump('old.book_id')} end`,
    ];
    for (const s of statements) await sql.raw(s).execute(db);
    return;
  }
  const nowMs = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  await sql
    .raw(
      `create function books_touch_self() returns trigger language plpgsql as $$
       begin
         new.updated_at := greatest(${nowMs}, old.updated_at + 1000);
         return new;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function books_touch_child() returns trigger language plpgsql as $$
       begin
         update books set updated_at = greatest(${nowMs}, updated_at + 1000) where id = old.book_id;
         if new.book_id <> old.book_id then
           update books set updated_at = greatest(${nowMs}, updated_at + 1000) where id = new.book_id;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  // Inserts and deletes come in bulk (imports): one update of the books per statement, not per row.
  await sql
    .raw(
      `create function books_touch_rows() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then
           update books set updated_at = greatest(${nowMs}, updated_at + 1000)
             where id in (select book_id from old_rows);
         else
           update books set updated_at = greatest(${nowMs}, updated_at + 1000)
             where id in (select book_id from new_rows);
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  // BEFORE UPDATE OF fires only when one of the listed columns is in the SET list; compare values too.
  await sql
    .raw(
      `create trigger books_touch before update of ${BOOK_COLUMNS.join(', ')} on books
       for each row when ((${BOOK_COLUMNS.map((c) => `old.${c}`).join(', ')}) is distinct from
                          (${BOOK_COLUMNS.map((c) => `new.${c}`).join(', ')}))
       execute function books_touch_self()`,
    )
    .execute(db);
  for (const [table, columns] of [
    ['lessons', LESSON_COLUMNS],
    ['items', ITEM_COLUMNS],
  ] as const) {
    for (const s of [
      `create trigger ${table}_touch_ins after insert on ${table}
       referencing new table as new_rows for each statement execute function books_touch_rows()`,
      `create trigger ${table}_touch_del after delete on ${table}
       referencing old table as old_rows for each statement execute function books_touch_rows()`,
      `create trigger ${table}_touch_upd after update of ${columns.join(', ')} on ${table}
       for each row execute function books_touch_child()`,
    ])
      await sql.raw(s).execute(db);
  }
}

/**
 * 0003: the catalogue (books, lesson trees, items, codes), counters, the user's favorites, browse
 * history and learning progress, e-books, downloads, answers, hot words, ads and the enterprise contact.
 */
export async function catalogueMigration(db: AnyDb, id: IdTable, dialect: Dialect): Promise<void> {
  await id(db, 'books')
    .addColumn('book_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('sub_title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('grade_id', 'integer', (c) => c.notNull())
    .addColumn('cebie_id', 'integer', (c) => c.notNull())
    .addColumn('bookarea', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('buttons', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('friend_is_video', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('friend_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('friend_qr_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hits_video', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('books_shelf')
    .on('books')
    .columns(['grade_id', 'cebie_id', 'subject_id', 'sort'])
    .execute();

  await id(db, 'lessons')
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull().check(sql`depth between 1 and 4`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lessons_book').on('lessons').columns(['book_id', 'sort']).execute();
  await db.schema.createIndex('lessons_parent').on('lessons').column('parent_id').execute();

  await id(db, 'items')
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('type', 'varchar(2)', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('items_book').on('items').columns(['book_id', 'sort']).execute();
  await db.schema.createIndex('items_lesson').on('items').column('lesson_id').execute();

  // Downloadable resources (files with size and kind) of a book.
  await id(db, 'resources')
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resources_book').on('resources').columns(['book_id', 'sort']).execute();

  // Codes: lesson numbers (100500101), QR and short keys → a book, a lesson or a resource.
  await id(db, 'codes')
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.references('resources.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('codes_code').on('codes').columns(['code', 'kind']).execute();
  await db.schema.createIndex('codes_book').on('codes').column('book_id').execute();

  // Daily hit counts per kind and target (items, banners, contact QR images), written in batches.
  await db.schema
    .createTable('hit_counts')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hit_counts_pk', ['kind', 'target_id', 'day'])
    .execute();

  await id(db, 'favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('favorites_target', ['user_id', 'kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('browse_history')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('visited_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('browse_history_pk', ['user_id', 'book_id'])
    .execute();
  await db.schema
    .createIndex('browse_history_recent')
    .on('browse_history')
    .columns(['user_id', 'visited_at'])
    .execute();

  await db.schema
    .createTable('learning_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('position_ms', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('learning_progress_pk', ['user_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('learning_progress_book')
    .on('learning_progress')
    .columns(['user_id', 'book_id', 'updated_at'])
    .execute();

  await id(db, 'ebook_areas')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await id(db, 'ebooks')
    .addColumn('area_id', 'integer', (c) => c.notNull().references('ebook_areas.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.references('books.id').onDelete('set null'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('grade_id', 'integer', (c) => c.notNull())
    .addColumn('cebie_id', 'integer', (c) => c.notNull())
    .addColumn('pdf', 'varchar(512)', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Answers of a book (PDF or images), shown only after the answer password is verified.
  await id(db, 'answers')
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('answers_book').on('answers').column('book_id').execute();

  await id(db, 'hot_words')
    .addColumn('word', 'varchar(30)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Pop-up ads (slot popup) and the book page's two ad carousels (slots top, bottom), by page and subject.
  await id(db, 'page_ads')
    .addColumn('page', 'varchar(32)', (c) => c.notNull())
    .addColumn('slot', 'varchar(8)', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('icon', 'varchar(512)', (c) => c.notNull())
    .addColumn('url_address', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('desc', 'varchar(32)', (c) => c.notNull().defaultTo('daily'))
    .addColumn('qr_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('page_ads_page').on('page_ads').columns(['page', 'slot', 'sort']).execute();

  // Enterprise-contact QR codes (the add-contact popup) and the users who joined.
  await id(db, 'qiwei_qrcodes')
    .addColumn('type', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('page_title', 'varchar(64)', (c) => c.notNull())
    .addColumn('qr_title', 'varchar(64)', (c) => c.notNull())
    .addColumn('qr_title2', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('bottom_text', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('can_close', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('wecom_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();

  await bookTouchTriggers(db, dialect);
}
