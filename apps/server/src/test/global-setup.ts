import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Dialect } from '../db/index.js';
import {
  makeSeededStore,
  PG_ADMIN_URL,
  postgresWanted,
  runPidOf,
  TEMPLATE_DB_PREFIX,
  TEMPLATE_DIR_PREFIX,
  TEST_DB_PREFIX,
  testRunTag,
  type SeededStore,
} from './seeded-store.js';

/** Whether a store named with a run tag may be dropped by this run: its own, or a run that is gone. */
function ownOrAbandoned(name: string): boolean {
  const pid = runPidOf(name);
  if (pid === null) return false; // an older run's name without a tag: it may be running still
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

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
 * (test/seeded-store.ts). After them: this run's template stores dropped, the ones test files made for
 * other environments too, and any test store a dead run left behind; another live run's stay.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.JC_TEST_RUN = `r${process.pid}`;
  testRunTag();
  const stores: Partial<Record<Dialect, SeededStore>> = { sqlite: await makeSeededStore('sqlite') };
  if (postgresWanted() && (await postgresAnswers())) stores.postgres = await makeSeededStore('postgres');
  project.provide('seededStores', stores);

  return async () => {
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(TEMPLATE_DIR_PREFIX) && ownOrAbandoned(name))
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
        `select datname from pg_database where datname like '${TEMPLATE_DB_PREFIX}\\_%' or datname like '${TEST_DB_PREFIX}\\_%'`,
      );
      for (const { datname } of rows.filter((r) => ownOrAbandoned(r.datname)))
        await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
