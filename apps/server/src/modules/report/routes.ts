import { reportEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { runPeriodically } from '../../shared/periodic.js';
import { serve } from '../../shared/serve.js';
import { pushRuntime } from '../reminders/index.js';
import { purgeReportDeliveries, runReportPush } from './push.js';
import { setReportPush, weeklyReport } from './service.js';

/** 学习周报: the caller's own weekly report, the switch of its Sunday push, and the job that sends it. */
export default async function reportRoutes(app: FastifyInstance) {
  serve(app, reportEndpoints, {
    weekly: async ({ week }, { user }) => ok(await weeklyReport(app.db, user.id, week)),
    setPush: async ({ enabled }, { user }) =>
      ok(
        { subscribed: await setReportPush(app.db, user.id, enabled) },
        enabled ? '已订阅每周学习报告' : '已取消订阅',
      ),
  });

  // The Sunday 20:00 push (REPORT_PUSH_MS; off under NODE_ENV=test unless set).
  const everyMs = app.appConfig.reportPushMs;
  if (everyMs > 0) {
    const deps = pushRuntime(app.db, app.appConfig, (err) =>
      app.log.warn({ err }, 'weekly report push failed'),
    );
    runPeriodically(app, {
      what: 'sending the weekly reports',
      everyMs,
      job: async () => {
        const now = Date.now();
        const run = await runReportPush(deps, now);
        if (run.claimed > 0) app.log.info({ report: run }, 'weekly reports sent');
        await purgeReportDeliveries(app.db, now);
      },
    });
  }
}
