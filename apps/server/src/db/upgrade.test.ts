import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { buildTestApp, dialects, type TestApp } from '../test/app.js';
import { MODULES } from '../modules/index.js';
import { CHECKIN_DEMO_PUPILS } from '../modules/checkin/index.js';
import { TEACHER_DEMO_USERS } from '../modules/teacher/index.js';
import { STATS_DEMO_PUPILS } from '../modules/stats/index.js';
import type { Db, Dialect } from './index.js';
import { createMigrator } from './migrations.js';

const PRE_SPLIT_MIGRATIONS = [
  '0001_foundation',
  '0002_shop',
  '0003_catalogue',
  '0004_daily_reading',
  '0005_downloads',
  '0006_book_barcodes',
  '0007_ebook_pages',
  '0008_shared_once_batches',
];

/** Loads the dump of a store made before the module split (src/test/upgrade) into an empty database. */
async function loadPreSplitStore(config: Config, dialect: Dialect): Promise<void> {
  const dump = readFileSync(new URL(`../test/upgrade/pre-split.${dialect}.sql`, import.meta.url), 'utf8');
  if (config.database.kind === 'sqlite') {
    const db = new SQLite(config.database.file);
    db.exec(dump);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
}

/** Tables with their columns, and the names of indexes and triggers: what a migration decides. */
async function schemaOf(db: Db, dialect: Dialect) {
  const tables = (await db.introspection.getTables())
    .map((t) => ({
      name: t.name,
      columns: t.columns.map((c) => `${c.name} ${c.dataType}${c.isNullable ? '' : ' not null'}`).sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const others =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type in ('index', 'trigger') and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = 'public'
          union select tgname from pg_trigger where not tgisinternal order by name`.execute(db);
  return { tables, indexesAndTriggers: others.rows.map((r) => r.name) };
}

describe.each(dialects)('a store made before the module split, on %s', (dialect) => {
  it('upgrades cleanly: every migration run once, the schema of a fresh store, the app answers', async () => {
    const fresh = await buildTestApp({ dialect });
    let old: TestApp | undefined;
    try {
      old = await buildTestApp({ dialect, beforeBuild: (config) => loadPreSplitStore(config, dialect) });
      // Every migration of the modules is known to the old store and none is pending; the names and
      // order of the old ones are kept.
      const migrations = await createMigrator(old.app.db, dialect, MODULES).getMigrations();
      expect(migrations.filter((m) => m.executedAt === undefined)).toEqual([]);
      expect(migrations.slice(0, 8).map((m) => m.name)).toEqual(PRE_SPLIT_MIGRATIONS);
      const recorded = await old.app.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(recorded).toHaveLength(migrations.length);

      expect(await schemaOf(old.app.db, dialect)).toEqual(await schemaOf(fresh.app.db, dialect));

      // The accounts of the dump log in; the demo content the old store lacked was seeded.
      const token = await old.login('student');
      const me = await old.call<{ nickname: string }>('GET', '/api/myInfo/getMyInfo', { token });
      expect(me.status).toBe(200);
      expect(me.body.data.nickname).toBe('小明同学');
      const users = await old.app.db.selectFrom('users').select('account').orderBy('id').execute();
      expect(users.map((u) => u.account)).toEqual([
        'student',
        'teacher',
        'staff',
        'admin',
        ...CHECKIN_DEMO_PUPILS.map((p) => p.account),
        ...TEACHER_DEMO_USERS.map((u) => u.account),
        ...STATS_DEMO_PUPILS,
      ]);
    } finally {
      await old?.close();
      await fresh.close();
    }
  });
});
