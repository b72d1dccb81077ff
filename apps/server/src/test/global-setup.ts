import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Dialect } from '../db/index.js';
import {
  makeSeededStore,
  PG_ADMIN_URL,
  TEMPLATE_DB_PREFIX,
  TEMPLATE_DIR_PREFIX,
  type SeededStore,
} from './seeded-store.js';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 8_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Before the server suites: the default seeded store of each dialect, made once for every test file
 * (test/seeded-store.ts). After them: the template stores dropped, the ones test files made for other
 * environments too, and any test database a crashed run left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stores: Partial<Record<Dialect, SeededStore>> = { sqlite: await makeSeededStore('sqlite') };
  if (await postgresAnswers()) stores.postgres = await makeSeededStore('postgres');
  project.provide('seededStores', stores);

  return async () => {
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(TEMPLATE_DIR_PREFIX))
        rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
    } catch {
      return; // no PostgreSQL here: nothing was made on it
    }
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like '${TEMPLATE_DB_PREFIX}\\_%' or datname like 'jc\\_test\\_%'`,
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
