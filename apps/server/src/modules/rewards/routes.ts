import { adminRewardEndpoints, rewardEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { runPeriodically } from '../../shared/periodic.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { localFileStore } from '../uploads/index.js';
import {
  adminReports,
  categories,
  commitReport,
  decideReport,
  lastSelect,
  myReport,
  myReports,
  saveCategory,
  saveSelect,
  sweepPendingPhotos,
  uploadPhoto,
  type RewardFiles,
} from './reports.js';

/** How often photos left without their report are looked for (they go after a day). */
const PENDING_SWEEP_EVERY_MS = 60 * 60_000;

/** Content-error rewards (纠错有奖): reports with photos, the caller's lists, and the operators' decisions. */
export default async function rewardRoutes(app: FastifyInstance) {
  const files: RewardFiles = {
    store: localFileStore(app.appConfig.uploadsDir),
    limits: app.appConfig.uploadLimits,
  };
  const db = () => app.db;

  runPeriodically(app, {
    what: 'sweeping unused reward photos',
    everyMs: PENDING_SWEEP_EVERY_MS,
    job: () => sweepPendingPhotos(db(), files.store),
  });

  serve(app, rewardEndpoints, {
    categories: async () => ok(await categories(db())),
    uploadPhoto: async (input, { user }) => {
      const part = input.file[0];
      if (!part) throw new Error('no file part');
      return ok(await uploadPhoto(db(), files, user.id, part), '上传成功');
    },
    commit: async (input, { user }) =>
      ok(await commitReport(db(), files.store, user.id, input), '提交成功，请等待审核'),
    saveSelect: async (input, { user }) => ok(await saveSelect(db(), user.id, input)),
    lastSelect: async (_, { user }) => ok(await lastSelect(db(), user.id)),
    list: async (q, { user }) => ok(await myReports(db(), files.store, user.id, q)),
    info: async (q, { user }) => ok(await myReport(db(), files.store, user.id, q.id)),
  });
  serve(app, adminRewardEndpoints, {
    reports: async (q) => ok(await adminReports(db(), files.store, q)),
    decide: async (input, ctx) => {
      const out = await decideReport(db(), files.store, input);
      // Only a pending report can be decided (the update is conditional on it).
      auditDetail(ctx, {
        target: { kind: 'rewardReport', id: out.id },
        before: { status: 'pending' },
        after: {
          status: out.status,
          ...(out.status === 'accepted' ? { points: out.points } : { reason: input.reason }),
        },
      });
      return ok(out, input.decision === 'accept' ? '已采纳，积分已发放' : '已驳回');
    },
    categories: async () => ok(await categories(db())),
    saveCategory: async (input) => ok(await saveCategory(db(), input), '已保存'),
  });
}
