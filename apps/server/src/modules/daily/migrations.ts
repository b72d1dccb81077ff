import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0004: the daily reading pieces (晨读, 词语听写, 阅读, 写作, 预习课堂, 思维提升, 英语听力, 自然拼读).
 * The subject follows from the kind (contract DAILY_KINDS), so it is not stored.
 */
async function dailyReading(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'daily_pieces')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // A grade dictionary id; null = the piece suits every grade.
    .addColumn('grade_id', 'integer', (c) => c.references('dictionaries.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('author', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('tip', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // Paragraphs separated by a newline; words likewise.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_label', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_folded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audio', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('audio_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('daily_pieces_kind')
    .on('daily_pieces')
    .columns(['kind', 'enabled', 'sort'])
    .execute();
}

/**
 * 0036: a piece's publish date (`YYYY-MM-DD`, Asia/Shanghai): operators prepare pieces ahead, and a
 * piece joins the pupils' rotation from that day. Null (every existing piece) = at once.
 */
async function dailyPublishDate(db: AnyDb): Promise<void> {
  await db.schema.alterTable('daily_pieces').addColumn('publish_date', 'varchar(10)').execute();
}

export const dailyMigrations: ModuleMigrations = {
  '0004_daily_reading': dailyReading,
  '0036_daily_publish_date': dailyPublishDate,
};
