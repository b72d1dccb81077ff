import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * After the server suites: drop the seeded template stores the test processes kept (src/test/app.ts,
 * `seededStore`), SQLite directories and PostgreSQL databases alike, and any test database a crashed run
 * left behind.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith('jc-server-tpl-')) rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
    } catch {
      return; // no PostgreSQL here: nothing was made on it
    }
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'jc\\_tpl\\_%' or datname like 'jc\\_test\\_%'",
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
