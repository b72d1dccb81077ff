import { adminTeacherEndpoints, teacherEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { runPeriodically } from '../../shared/periodic.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { kefuDesk } from '../customer-service/index.js';
import { localFileStore } from '../uploads/index.js';
import {
  adminApplications,
  applyInfo,
  apply,
  decideApplication,
  type TeacherFiles,
} from './certification.js';
import {
  adminClaims,
  commitClaim,
  decideClaim,
  myClaims,
  sweepPendingProofs,
  uploadProof,
} from './claims.js';

/** How often proof uploads left without their claim are looked for (they go after a day). */
const PENDING_SWEEP_EVERY_MS = 60 * 60_000;

/** The teacher entrance: certification, the teachers' desk, points claims, and their operator calls. */
export default async function teacherRoutes(app: FastifyInstance) {
  const files: TeacherFiles = {
    store: localFileStore(app.appConfig.uploadsDir),
    limits: app.appConfig.uploadLimits,
  };
  const db = () => app.db;

  runPeriodically(app, {
    what: 'sweeping unclaimed teacher proofs',
    everyMs: PENDING_SWEEP_EVERY_MS,
    job: () => sweepPendingProofs(db(), files.store),
  });

  serve(app, teacherEndpoints, {
    applyInfo: async (_, { user }) =>
      ok(await applyInfo(db(), files.store, user.id, user.roles.includes('teacher'))),
    apply: async (input, { user }) =>
      ok(
        await apply(db(), files, { id: user.id, isTeacher: user.roles.includes('teacher') }, input),
        '提交成功，请等待审核',
      ),
    kefu: async () => ok(await kefuDesk(db(), 'kefu_js')),
    uploadFile: async (input, { user }) => {
      const part = input.file[0];
      if (!part) throw new Error('no file part');
      return ok(await uploadProof(db(), files, user.id, part), '上传成功');
    },
    commitClaim: async (input, { user }) =>
      ok(await commitClaim(db(), files.store, user.id, input), '提交成功，请等待审核'),
    claims: async (q, { user }) => ok(await myClaims(db(), files.store, user.id, q)),
  });
  serve(app, adminTeacherEndpoints, {
    applications: async (q) => ok(await adminApplications(db(), files.store, q)),
    decideApply: async (input, ctx) => {
      const out = await decideApplication(db(), files.store, input);
      // Only a pending application can be decided (the update is conditional on it).
      auditDetail(ctx, {
        target: { kind: 'teacherApplication', id: out.id },
        before: { status: 'pending' },
        after: { status: out.status, ...(input.reason ? { reason: input.reason } : {}) },
      });
      return ok(out, input.decision === 'approve' ? '已通过认证' : '已驳回');
    },
    claims: async (q) => ok(await adminClaims(db(), files.store, q)),
    decideClaim: async (input, ctx) => {
      const out = await decideClaim(db(), files.store, input);
      auditDetail(ctx, {
        target: { kind: 'teacherClaim', id: out.id },
        before: { status: 'pending' },
        after: {
          status: out.status,
          ...(out.status === 'approved' ? { points: out.points } : { reason: input.reason }),
        },
      });
      return ok(out, input.decision === 'approve' ? '积分已发放' : '已驳回');
    },
  });
}
