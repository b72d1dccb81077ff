import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from './app.js';

/** A write of a feature's record the database refuses: inserts into a table, or updates of one column. */
export type RefusedWrite = { insert: string } | { update: string; of: string };

const REFUSE = 'test_failing_write';
const KEEP = 'test_failing_write_keep_uploads';

/**
 * Runs `run` while the real database refuses a write of a feature's record (a trigger raising an error)
 * and refuses to delete any `uploads` row. The second stands for a process killed before any clean-up
 * after the refusal: a compensating delete of upload rows stored before the record fails too, so only
 * rows written in the record's own transaction, rolled back with it, leave nothing behind. The files a
 * failed call wrote are still removed by it (a killed process leaves them to sweepOrphanFiles). The
 * triggers go again whatever `run` does.
 */
export async function failingWrites<T>(t: TestApp, refused: RefusedWrite, run: () => Promise<T>): Promise<T> {
  const db = t.app.db;
  const table = 'insert' in refused ? refused.insert : refused.update;
  const event = 'insert' in refused ? 'INSERT' : `UPDATE OF "${refused.of}"`;
  const exec = (text: string) => sql.raw(text).execute(db);
  if (t.dialect === 'postgres') {
    await exec(`CREATE OR REPLACE FUNCTION ${REFUSE}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'failingWrites: % on % refused', TG_OP, TG_TABLE_NAME; END $$`);
    await exec(
      `CREATE TRIGGER ${REFUSE} BEFORE ${event} ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${REFUSE}()`,
    );
    await exec(`CREATE TRIGGER ${KEEP} BEFORE DELETE ON uploads FOR EACH ROW EXECUTE FUNCTION ${REFUSE}()`);
  } else {
    await exec(
      `CREATE TRIGGER ${REFUSE} BEFORE ${event} ON "${table}" BEGIN SELECT RAISE(ABORT, 'failingWrites: ${table} refused'); END`,
    );
    await exec(
      `CREATE TRIGGER ${KEEP} BEFORE DELETE ON uploads BEGIN SELECT RAISE(ABORT, 'failingWrites: uploads kept'); END`,
    );
  }
  try {
    return await run();
  } finally {
    const on = (name: string, of: string) => (t.dialect === 'postgres' ? `${name} ON "${of}"` : name);
    await exec(`DROP TRIGGER IF EXISTS ${on(REFUSE, table)}`);
    await exec(`DROP TRIGGER IF EXISTS ${on(KEEP, 'uploads')}`);
  }
}

/** Every upload row's id and every file under the app's uploads folder, sorted: compare before and after. */
export async function storedUploads(t: TestApp): Promise<{ rows: number[]; files: string[] }> {
  const rows = await t.app.db.selectFrom('uploads').select('id').orderBy('id').execute();
  const dir = t.config.uploadsDir;
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)))
        .sort()
    : [];
  return { rows: rows.map((r) => r.id), files };
}
