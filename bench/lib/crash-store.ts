import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './server.js';
import { openSqlite } from './sqlite.js';

/** The crash bench's (crash.ts) way to the store, straight, on SQLite and PostgreSQL. */

export const requireServer = createRequire(join(repoRoot, 'apps/server/package.json'));

/** The few SQL calls the bench makes, the same on SQLite and PostgreSQL (`?` placeholders). */
export interface Sql {
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function sqliteSql(file: string): Sql {
  const db = openSqlite(file);
  db.pragma('busy_timeout = 10000');
  return {
    all: (text, params = []) => {
      const stmt = db.prepare(text) as unknown as {
        reader: boolean;
        all(...a: unknown[]): unknown[];
        run(...a: unknown[]): unknown;
      };
      if (stmt.reader) return Promise.resolve(stmt.all(...params) as never);
      stmt.run(...params);
      return Promise.resolve([]);
    },
    close: () => Promise.resolve(db.close()),
  };
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
export const pgClient = (url: string): PgClient => {
  const pg = requireServer('pg') as { Client: new (o: { connectionString: string }) => PgClient };
  return new pg.Client({ connectionString: url });
};

export async function postgresSql(url: string): Promise<Sql> {
  const client = pgClient(url);
  await client.connect();
  return {
    all: async (text, params = []) => {
      let i = 0;
      const res = await client.query(
        text.replace(/\?/g, () => `$${++i}`),
        params,
      );
      return res.rows as never;
    },
    close: () => client.end(),
  };
}

export const n = (v: unknown) => Number(v ?? 0);

export async function one<T>(db: Sql, text: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.all<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

export async function countOf(db: Sql, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.all<{ n: unknown }>(text, params);
  return n(row?.n);
}
