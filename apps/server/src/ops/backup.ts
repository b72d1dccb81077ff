import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';

/**
 * Backup and restore of a store: the database (SQLite by its online backup API, PostgreSQL by pg_dump's
 * consistent snapshot) and the uploaded files, while the server keeps serving. docs/operations.md.
 *
 * A backup folder holds `manifest.json`, the database (`app.db` or `app.pgdump`) and `uploads/`. The
 * database is copied first and the files after it: an upload is written before the row that names it
 * commits, and is never rewritten, so every file the copied rows name is in the copy.
 */

const run = promisify(execFile);

export interface BackupManifest {
  format: 1;
  dialect: 'sqlite' | 'postgres';
  createdAt: string;
  /** The newest migration the store had: a restore refuses a backup newer than the code. */
  migration: string;
  /** Uploaded files copied. */
  files: number;
  bytes: number;
}

/** A refusal that says what to do, in Chinese, for the operator at the command line. */
export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'app.db';
const PG_FILE = 'app.pgdump';

function countFiles(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function pgQuery<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const LATEST_MIGRATION = 'select name from kysely_migration order by name desc limit 1';

/** Writes a backup of the configured store into `dest`, an empty or new folder. */
export async function backupStore(config: Config, dest: string, now = new Date()): Promise<BackupManifest> {
  if (!isEmptyDir(dest)) throw new BackupError(`备份目录 ${dest} 不是空的：请指定一个新的或空的目录`);
  mkdirSync(dest, { recursive: true });
  let migration: string;
  const db = config.database;
  if (db.kind === 'sqlite') {
    if (!existsSync(db.file)) throw new BackupError(`没有找到数据库 ${db.file}：请检查 DATA_DIR`);
    // A connection of its own: the online backup copies page by page and restarts a step when the
    // server writes meanwhile, so the copy is one consistent moment of the store.
    const source = new SQLite(db.file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(join(dest, SQLITE_FILE));
      migration = (source.prepare(LATEST_MIGRATION).get() as { name: string } | undefined)?.name ?? '';
    } finally {
      source.close();
    }
  } else {
    migration = (await pgQuery<{ name: string }>(db.url, LATEST_MIGRATION))[0]?.name ?? '';
    // pg_dump reads in one repeatable-read snapshot; the custom format restores with pg_restore.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(dest, PG_FILE)}`,
      db.url,
    ]).catch((err: Error & { stderr?: string }) => {
      throw new BackupError(`pg_dump 失败：${(err.stderr ?? err.message).trim()}`);
    });
  }
  if (existsSync(config.uploadsDir)) cpSync(config.uploadsDir, join(dest, 'uploads'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    dialect: db.kind,
    createdAt: now.toISOString(),
    migration,
    ...countFiles(join(dest, 'uploads')),
  };
  writeFileSync(join(dest, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function readManifest(src: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(join(src, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${src} 不是备份目录：没有可读的 ${MANIFEST}`);
  }
  if (manifest.format !== 1) throw new BackupError(`不认识的备份格式 ${String(manifest.format)}`);
  return manifest;
}

/**
 * Restores the backup in `src` into the configured store, which must be stopped (no server on it) and
 * empty, unless `force`: then SQLite's current file and the uploads are moved aside (`*.before-restore-…`)
 * and PostgreSQL's tables are dropped first. `knownMigrations` are the code's: a backup made by newer
 * code is refused.
 */
export async function restoreStore(
  config: Config,
  src: string,
  opts: { force?: boolean; knownMigrations: string[]; now?: Date },
): Promise<BackupManifest> {
  const manifest = readManifest(src);
  const db = config.database;
  if (manifest.dialect !== db.kind)
    throw new BackupError(
      `这是 ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} 的备份，不能恢复到 ${db.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    );
  if (manifest.migration && !opts.knownMigrations.includes(manifest.migration))
    throw new BackupError(`备份来自更新的版本（迁移 ${manifest.migration}）：请先升级程序再恢复`);
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const uploadsTaken = !isEmptyDir(config.uploadsDir);
  if (uploadsTaken && !opts.force)
    throw new BackupError(`${config.uploadsDir} 不是空的：请先停止服务并加上 --force`);

  if (db.kind === 'sqlite') {
    const file = join(src, SQLITE_FILE);
    if (!existsSync(file)) throw new BackupError(`备份不完整：缺少 ${SQLITE_FILE}`);
    if (existsSync(db.file) && !opts.force)
      throw new BackupError(`${db.file} 已存在：恢复会覆盖现有数据，请先停止服务并加上 --force`);
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(db.file + suffix))
        renameSync(db.file + suffix, `${db.file}${suffix}.before-restore-${stamp}`);
    }
    mkdirSync(config.dataDir, { recursive: true });
    cpSync(file, db.file);
  } else {
    const file = join(src, PG_FILE);
    if (!existsSync(file)) throw new BackupError(`备份不完整：缺少 ${PG_FILE}`);
    const tables = await pgQuery<{ n: string }>(
      db.url,
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    const taken = Number(tables[0]?.n ?? 0) > 0;
    if (taken && !opts.force)
      throw new BackupError('目标数据库不是空的：恢复会覆盖现有数据，请先停止服务并加上 --force');
    // One transaction: a failed restore leaves the database as it was.
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(taken ? ['--clean', '--if-exists'] : []),
      `--dbname=${db.url}`,
      file,
    ]).catch((err: Error & { stderr?: string }) => {
      throw new BackupError(`pg_restore 失败：${(err.stderr ?? err.message).trim()}`);
    });
  }

  if (uploadsTaken) {
    renameSync(config.uploadsDir, `${config.uploadsDir}.before-restore-${stamp}`);
  }
  if (existsSync(join(src, 'uploads'))) cpSync(join(src, 'uploads'), config.uploadsDir, { recursive: true });
  else rmSync(config.uploadsDir, { recursive: true, force: true });
  return manifest;
}
