// One clear line before the API tests: whether they also run on PostgreSQL. The tests make the
// same check themselves (apps/server/src/test/app.ts), against the same address.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(
    `PostgreSQL ${rows[0].server_version} answers at ${shown}: API tests run on SQLite and PostgreSQL`,
  );
} catch (err) {
  console.log(`PostgreSQL not reachable at ${shown} (${err.message}): PostgreSQL API tests skipped`);
} finally {
  await client.end().catch(() => undefined);
}
