import { statsEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../shared/periodic.js';
import { serve } from '../../shared/serve.js';
import { refreshRollups } from './rollup.js';
import { StatsReads } from './service.js';

/** Operations statistics: the tjfx calls over the daily rollups, and the job that keeps them. */
export default async function statsRoutes(app: FastifyInstance) {
  const reads = new StatsReads(() => app.db, app.appConfig.statsCacheMs);
  const everyMs = app.appConfig.statsRollupMs;
  if (everyMs > 0) {
    runPeriodically(app, {
      what: 'rolling up statistics',
      everyMs,
      // Awaited before the server listens, like a migration: the first rollup of a big store takes a
      // while (30–46 s for a year of 1M users); later starts roll up from the last day only.
      job: async () => {
        const run = await refreshRollups(app.db);
        if (run.ms > 1000)
          app.log.info({ ms: Math.round(run.ms), sources: run.sources }, 'statistics rolled up');
      },
    });
  }

  serve(app, statsEndpoints, {
    totals: (q, ctx) => reads.totals(ctx, q),
    leader: (q, ctx) => reads.leader(ctx, q),
    trend: (q, ctx) => reads.trend(ctx, q),
  });
}
