import type { Db } from '../../db/index.js';
import { addDays, shanghaiDay } from './days.js';
import { ROLLUP_SOURCES, type RollupRow, type RollupSource } from './sources.js';

/** Before any source's first day: the first run of a source rolls up its whole history. */
const BEGINNING = '2000-01-01';
const INSERT_CHUNK = 400;

export interface RollupRun {
  /** Sources brought up to date and the rows they wrote. */
  sources: { name: string; from: string; to: string; rows: number; ms: number }[];
  ms: number;
}

let generation = 0;
/** Bumped by every run in this process: answers built before it are stale. */
export const rollupGeneration = () => generation;

let knownTables: { at: number; tables: Promise<Set<string>> } | null = null;
/** Tables of the store, asked once a minute (the archive sources wait for their modules' tables). */
async function tablesOf(db: Db): Promise<Set<string>> {
  const now = Date.now();
  if (!knownTables || now - knownTables.at > 60_000) {
    knownTables = {
      at: now,
      tables: db.introspection.getTables().then((ts) => new Set(ts.map((t) => t.name))),
    };
  }
  return knownTables.tables;
}

/**
 * Brings the daily rollups up to date: each source's days from the day before its watermark (writes
 * of yesterday evening land after midnight) to today, or all days for a full source, replaced in one
 * transaction per source. Safe to run in several processes at once (the last writer's values are
 * equal; rows are upserted).
 */
export async function refreshRollups(
  db: Db,
  now = Date.now(),
  sources: readonly RollupSource[] = ROLLUP_SOURCES,
): Promise<RollupRun> {
  const t0 = performance.now();
  const today = shanghaiDay(now);
  const tables = await tablesOf(db);
  const states = new Map(
    (await db.selectFrom('stats_rollup_state').selectAll().execute()).map((s) => [s.source, s.done_day]),
  );
  const run: RollupRun = { sources: [], ms: 0 };
  for (const source of sources) {
    if (!source.tables.every((t) => tables.has(t))) continue;
    const s0 = performance.now();
    const done = states.get(source.name);
    const from = source.full || !done ? BEGINNING : addDays(done < today ? done : today, -1);
    const rows = await source.rows(db, from, today);
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('stats_daily')
        .where('metric', 'in', [...source.metrics])
        .where('day', '>=', from)
        .execute();
      await insertRows(trx, rows);
      await trx
        .insertInto('stats_rollup_state')
        .values({ source: source.name, done_day: today, refreshed_at: now })
        .onConflict((oc) => oc.column('source').doUpdateSet({ done_day: today, refreshed_at: now }))
        .execute();
    });
    run.sources.push({
      name: source.name,
      from,
      to: today,
      rows: rows.length,
      ms: Math.round(performance.now() - s0),
    });
  }
  generation++;
  run.ms = performance.now() - t0;
  return run;
}

async function insertRows(db: Db, rows: RollupRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('stats_daily')
      .values(
        rows.slice(i, i + INSERT_CHUNK).map((r) => ({
          day: r.day,
          metric: r.metric,
          area_code: r.areaCode,
          staff_id: r.staffId,
          value: r.value,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['metric', 'day', 'area_code', 'staff_id'])
          .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
      )
      .execute();
  }
}

/** When the rollups were last brought up to date (epoch ms), 0 before the first run. */
export async function lastRefreshed(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stats_rollup_state')
    .select((eb) => eb.fn.max('refreshed_at').as('at'))
    .executeTakeFirst();
  return Number(row?.at ?? 0);
}
