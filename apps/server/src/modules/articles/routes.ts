import { adminArticleEndpoints, articleEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { localFileStore, storeUpload } from '../uploads/index.js';
import { myCertificates, verifyCertificate } from './certificates.js';
import {
  adminContests,
  categories,
  contestInfo,
  months,
  onGoing,
  saveCategory,
  saveContest,
} from './contests.js';
import { awardedEssay, latestAwarded } from './essays.js';
import {
  adminSubmissions,
  commitSubmission,
  decideSubmission,
  history,
  historyInfo,
  type ArticleFiles,
} from './submissions.js';

/** Essay contests (activity/article/…), their certificates, and the operators' calls. */
export default async function articleRoutes(app: FastifyInstance) {
  const files: ArticleFiles = {
    store: localFileStore(app.appConfig.uploadsDir),
    limits: app.appConfig.uploadLimits,
  };
  const db = () => app.db;

  serve(app, articleEndpoints, {
    categories: async () => ok(await categories(db())),
    months: async () => ok(await months(db())),
    onGoing: async (q, { user }) => ok(await onGoing(db(), q, user?.id ?? null)),
    contest: async (q, { user }) => ok(await contestInfo(db(), q.id, user?.id ?? null)),
    latestAwarded: async (q) => ok(await latestAwarded(db(), files.store, q)),
    awardedEssay: async (q) => ok(await awardedEssay(db(), files.store, q.id)),
    commit: async (input, { user }) =>
      ok(
        await commitSubmission(db(), files, user.id, input),
        input.yewuId === undefined ? '投稿成功' : '修改成功',
      ),
    history: async (q, { user }) => ok(await history(db(), files.store, user.id, q)),
    historyInfo: async (q, { user }) => ok(await historyInfo(db(), files.store, user.id, q.yewuId)),
    myCertificates: async (_, { user }) => ok(await myCertificates(db(), user.id)),
    verifyCertificate: async (q) => ok(await verifyCertificate(db(), q.code)),
  });
  serve(app, adminArticleEndpoints, {
    categories: async () => ok(await categories(db())),
    saveCategory: async (input) => ok(await saveCategory(db(), input), '已保存'),
    contests: async (q) => ok(await adminContests(db(), q)),
    uploadPicture: async ({ file }, { user }) => {
      // The one upload path (modules/uploads), as admin/shop/uploadGoodsPicture: the answer's url goes into the save call.
      const part = file[0]!;
      const data = part instanceof Uint8Array ? Buffer.from(part) : Buffer.from(await part.arrayBuffer());
      return ok(
        await storeUpload(db(), files.store, files.limits, { userId: user.id, kind: 'image', data }),
        '图片已上传',
      );
    },
    saveContest: async (input) => ok(await saveContest(db(), input), '已保存'),
    submissions: async (q) => ok(await adminSubmissions(db(), files.store, q)),
    award: async (input, ctx) => {
      const out = await decideSubmission(db(), files.store, input);
      // Only a submitted essay can be decided (the update is conditional on it).
      auditDetail(ctx, {
        target: { kind: 'articleSubmission', id: out.id },
        before: { status: 'submitted' },
        after:
          out.status === 'awarded'
            ? { status: out.status, level: out.awardLevel, points: out.awardPoints }
            : { status: out.status, reason: out.rejectReason },
      });
      return ok(out, input.decision === 'award' ? '已评奖，积分已发放' : '已标记为未入选');
    },
  });
}
