/**
 * Writes the upgrade fixtures: a store as the code of this checkout makes it (migrated and seeded with
 * the demo data), reduced to its schema, its migration rows and the account data, as SQL text per
 * dialect. Run once on the last commit before the module split (703e52a), from apps/server:
 * `npx tsx --conditions=source src/test/upgrade/make-fixtures.ts`. Needs pg_dump for PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Rows kept: the migration bookkeeping and the accounts with what they point at (no area tree). */
const DATA: { table: string; where?: string; order: string }[] = [
  { table: 'kysely_migration', order: 'name' },
  { table: 'kysely_migration_lock', order: 'id' },
  { table: 'dictionaries', order: 'id' },
  { table: 'settings', order: 'key' },
  { table: 'app_menus', order: 'id' },
  {
    table: 'areas',
    where: "code in ('11', '1101', '110101', '110108', '33', '3301', '330106')",
    order: 'code',
  },
  { table: 'users', order: 'id' },
  { table: 'user_areas', order: 'user_id, area_code' },
  { table: 'points_ledger', order: 'id' },
];
const WITH_ID = ['dictionaries', 'app_menus', 'users', 'points_ledger'];

const literal = (v: unknown) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

function inserts(table: string, rows: Record<string, unknown>[]): string[] {
  return rows.map((r) => {
    const cols = Object.keys(r).map((c) => `"${c}"`);
    return `INSERT INTO "${table}" (${cols.join(', ')}) VALUES (${Object.values(r).map(literal).join(', ')});`;
  });
}

async function seededApp(env: Record<string, string>, dataDir: string): Promise<void> {
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
  const app = buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'silent', ...env }),
  );
  await app.ready();
  await app.close();
}

const header = (dialect: string) =>
  `-- A store made by the code before the module split (commit 703e52a) on ${dialect}: schema, migration\n` +
  `-- rows and the seeded accounts. Written by make-fixtures.ts; loaded by db/upgrade.test.ts.\n`;

async function sqliteFixture(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'jc-fixture-'));
  try {
    await seededApp({}, dir);
    const db = new SQLite(join(dir, 'app.db'));
    const schema = db
      .prepare(
        "select sql from sqlite_master where sql is not null and name not like 'sqlite_%' order by rowid",
      )
      .all() as { sql: string }[];
    const lines = schema.map((s) => `${s.sql};`);
    for (const d of DATA) {
      const rows = db
        .prepare(`select * from "${d.table}"${d.where ? ` where ${d.where}` : ''} order by ${d.order}`)
        .all() as Record<string, unknown>[];
      lines.push(...inserts(d.table, rows));
    }
    db.close();
    return `${header('SQLite')}${lines.join('\n')}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresFixture(): Promise<string> {
  const name = `jc_fixture_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'jc-fixture-'));
  try {
    await seededApp({ DATABASE_URL: url.toString() }, dir);
    const schema = execFileSync(
      'pg_dump',
      ['--schema-only', '--no-owner', '--no-privileges', '--no-comments', url.toString()],
      { encoding: 'utf8' },
    )
      .split('\n')
      // Comments, blank lines and psql meta-commands (\restrict) are noise or not SQL.
      .filter((l) => l.trim() !== '' && !l.startsWith('--') && !l.startsWith('\\'))
      .join('\n');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const lines: string[] = [];
    for (const d of DATA) {
      const { rows } = await client.query<Record<string, unknown>>(
        `select * from "${d.table}"${d.where ? ` where ${d.where}` : ''} order by ${d.order}`,
      );
      lines.push(
        ...inserts(
          d.table,
          rows.map((r) =>
            Object.fromEntries(
              Object.entries(r).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]),
            ),
          ),
        ),
      );
    }
    for (const t of WITH_ID)
      lines.push(
        `SELECT setval(pg_get_serial_sequence('public.${t}', 'id'), (SELECT max(id) FROM public.${t}));`,
      );
    await client.end();
    return `${header('PostgreSQL')}${schema}\nSET search_path = public;\n${lines.join('\n')}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const here = (file: string) => new URL(file, import.meta.url);
writeFileSync(here('./pre-split.sqlite.sql'), await sqliteFixture());
writeFileSync(here('./pre-split.postgres.sql'), await postgresFixture());
console.log('fixtures written');
