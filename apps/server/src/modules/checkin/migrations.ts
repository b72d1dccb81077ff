import { sql } from 'kysely';
import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0010: the check-in camp (docs/checkin.md). The indexes serve each read without scanning a camp's
 * posts or members: the feed pages by (camp, created), a user page by (user, created), the history by
 * (user, day), and each ranking reads the enrolment summary in its own order (value desc, reached at,
 * user) and counts the members ahead by the same index.
 */
async function checkin(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'checkin_camps')
    .addColumn('title', 'varchar(30)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('grade_ids', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('points_per_checkin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prize_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prize_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('service_qr', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('service_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enrolled_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checkin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('task_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_camps_enabled_start')
    .on('checkin_camps')
    .columns(['enabled', 'start_date'])
    .execute();
  await db.schema
    .createIndex('checkin_camps_version')
    .on('checkin_camps')
    .columns(['version', 'start_date'])
    .execute();

  await id(db, 'checkin_tasks')
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('checkin_camps.id').onDelete('cascade'))
    .addColumn('day_index', 'integer', (c) => c.notNull().check(sql`day_index >= 1`))
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('audio', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('checkin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_tasks_camp_day')
    .on('checkin_tasks')
    .columns(['camp_id', 'day_index'])
    .execute();

  await id(db, 'checkin_enrolments')
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('checkin_camps.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grade_id', 'integer')
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days_at', 'bigint', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('streak_at', 'bigint', (c) => c.notNull())
    .addColumn('last_day', 'varchar(10)')
    .addColumn('likes_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes_at', 'bigint', (c) => c.notNull())
    .addColumn('checkin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_enrolments_camp_user')
    .on('checkin_enrolments')
    .columns(['camp_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('checkin_enrolments_user')
    .on('checkin_enrolments')
    .columns(['user_id', 'created_at'])
    .execute();
  // The three rankings: each in its own order, ties to the earlier time, then the user id.
  await db.schema
    .createIndex('checkin_enrolments_rank_days')
    .on('checkin_enrolments')
    .columns(['camp_id', 'days desc', 'days_at', 'user_id'])
    .execute();
  await db.schema
    .createIndex('checkin_enrolments_rank_streak')
    .on('checkin_enrolments')
    .columns(['camp_id', 'streak desc', 'streak_at', 'user_id', 'last_day'])
    .execute();
  await db.schema
    .createIndex('checkin_enrolments_rank_likes')
    .on('checkin_enrolments')
    .columns(['camp_id', 'likes_received desc', 'likes_at', 'user_id'])
    .execute();

  await db.schema
    .createTable('checkin_camp_days')
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('checkin_camps.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('checkin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('checkin_camp_days_pk', ['camp_id', 'day'])
    .execute();

  await id(db, 'checkin_posts')
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('checkin_camps.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('checkin_tasks.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('media', 'varchar(8)', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`like_count >= 0`),
    )
    .addColumn('comment_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`comment_count >= 0`),
    )
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One check-in per user, task and Shanghai day; also finds the caller's latest for a task.
  await db.schema
    .createIndex('checkin_posts_task_user_day')
    .on('checkin_posts')
    .columns(['task_id', 'user_id', 'day'])
    .unique()
    .execute();
  await db.schema
    .createIndex('checkin_posts_camp_created')
    .on('checkin_posts')
    .columns(['camp_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('checkin_posts_task_created')
    .on('checkin_posts')
    .columns(['task_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('checkin_posts_camp_day')
    .on('checkin_posts')
    .columns(['camp_id', 'day', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('checkin_posts_user_created')
    .on('checkin_posts')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('checkin_posts_user_day')
    .on('checkin_posts')
    .columns(['user_id', 'day', 'camp_id'])
    .execute();
  await db.schema
    .createIndex('checkin_posts_created')
    .on('checkin_posts')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('checkin_post_files')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('checkin_posts.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkin_post_files_pk', ['post_id', 'position'])
    .execute();
  // An upload belongs to one check-in at most.
  await db.schema
    .createIndex('checkin_post_files_upload')
    .on('checkin_post_files')
    .column('upload_id')
    .unique()
    .execute();

  await id(db, 'checkin_comments')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('checkin_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_comments_post')
    .on('checkin_comments')
    .columns(['post_id', 'id'])
    .execute();

  await db.schema
    .createTable('checkin_likes')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('checkin_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkin_likes_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('checkin_likes_post_created')
    .on('checkin_likes')
    .columns(['post_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('checkin_rewards')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('checkin_tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkin_rewards_pk', ['task_id', 'user_id'])
    .execute();

  await id(db, 'checkin_prize_addresses')
    .addColumn('camp_id', 'integer', (c) => c.notNull().references('checkin_camps.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('province_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('district_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_prize_addresses_camp_user')
    .on('checkin_prize_addresses')
    .columns(['camp_id', 'user_id'])
    .unique()
    .execute();
}

/**
 * 0017: uploads made by fileUploadTwo and not yet attached to a check-in. Only these (and a post's own
 * files) may be attached, so an upload of another feature (an avatar, a feedback picture) never becomes a
 * check-in's file; those left unattached are swept after a day.
 */
async function pendingFiles(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('checkin_pending_files')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_pending_files_created')
    .on('checkin_pending_files')
    .column('created_at')
    .execute();
}

/** 0032: the operators' list of hidden check-ins (and their count) walks an index, not the posts. */
async function hiddenPosts(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('checkin_posts_hidden_created')
    .on('checkin_posts')
    .columns(['hidden', 'created_at', 'id'])
    .execute();
}

export const checkinMigrations: ModuleMigrations = {
  '0010_checkin': checkin,
  '0017_checkin_pending_files': pendingFiles,
  '0032_checkin_hidden_posts': hiddenPosts,
};
