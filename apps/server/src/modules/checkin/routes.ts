import { adminCheckinEndpoints, checkinEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { JsonCache, replyCached } from '../../shared/json-cache.js';
import { runPeriodically } from '../../shared/periodic.js';
import { sendCached, serve, type Sent } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { localFileStore, storeUpload } from '../uploads/index.js';
import { adminDeleteTask, adminListCamps, adminSaveCamp, adminSaveTask, adminTasks } from './camp-admin.js';
import { allTasks, dayTasks } from './camp-tasks.js';
import { badge, campByVersion, campDictionary, campGrades, enrol, getCamp, listCamps } from './camps.js';
import { sweepPendingFiles, uploadCheckinFile, type FileContext } from './post-files.js';
import { adminPosts, hidePost } from './post-moderation.js';
import { feed, postDetail } from './post-reads.js';
import { commitCheckin, modifyCheckin } from './post-writes.js';
import { SharedLoads } from './memo.js';
import { history, ranking, savePrizeAddress } from './ranking.js';
import { addComment, deleteComment, like, unlike } from './social.js';
import { AppError } from '../../shared/errors.js';
import { Code, Msg, type Envelope } from '@jc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cached answers that are the same for every caller (a camp's dictionary and grades). */
export const CHECKIN_CACHE_PREFIX = 'checkin:';

/**
 * Answers to logged-out callers of the hot reads (a camp's ranking, the first pages of a camp's or a
 * task's feed) are the same for every such caller, so they are kept for a few seconds; every write of
 * the module drops them in every process (at once through Redis; without it, other processes catch up
 * within the time).
 */
export const ANON_CACHE_MS = 5_000;
/** Feed pages kept for logged-out callers: the first ones, of the usual sizes. */
const ANON_FEED_PAGES = 5;
const ANON_FEED_PAGE_SIZE = 20;
/** How often uploads left without their check-in are looked for (they go after a day). */
const PENDING_SWEEP_EVERY_MS = 60 * 60_000;

export default async function checkinRoutes(app: FastifyInstance) {
  const anonCache = new JsonCache(ANON_CACHE_MS);
  const shared = new SharedLoads(ANON_CACHE_MS);
  // With Redis, a write through any process drops both in every process at once.
  app.cluster.shareCache('checkin-anon', anonCache, () => shared.clear());
  const anon = <A>(
    ctx: { req: FastifyRequest; reply: FastifyReply },
    key: string,
    load: () => Promise<Envelope<A>>,
  ): Sent<A> => replyCached(ctx.req, ctx.reply, anonCache, key, load) as unknown as Sent<A>;
  /** After a write: the logged-out answers may have changed. */
  const changed = <T>(answer: T): T => {
    anonCache.invalidate();
    shared.clear();
    return answer;
  };
  const files: FileContext = {
    store: localFileStore(app.appConfig.uploadsDir),
    limits: app.appConfig.uploadLimits,
  };
  const db = () => app.db;
  const viewer = (user: { id: number } | null) => user?.id ?? null;

  runPeriodically(app, {
    what: 'sweeping unattached check-in uploads',
    everyMs: PENDING_SWEEP_EVERY_MS,
    job: () => sweepPendingFiles(db(), files.store),
  });

  serve(app, checkinEndpoints, {
    camps: async (q, { user }) => {
      if (q.mine && !user) throw new AppError(401, Code.noToken, Msg.pleaseLogin);
      return ok(await listCamps(db(), q, viewer(user)));
    },
    camp: async ({ dakaId }, { user }) => ok(await getCamp(db(), dakaId, viewer(user))),
    campByVersion: async ({ version }, { user }) => ok(await campByVersion(db(), version, viewer(user))),
    dictionary: ({ dakaId }, ctx) =>
      sendCached(ctx, `${CHECKIN_CACHE_PREFIX}dic:${dakaId}`, async () =>
        ok(await campDictionary(db(), dakaId)),
      ),
    grades: ({ dakaId }, ctx) =>
      sendCached(ctx, `${CHECKIN_CACHE_PREFIX}grades:${dakaId}`, async () =>
        ok(await campGrades(db(), dakaId)),
      ),
    badge: async (_input, { user }) => ok(await badge(db(), viewer(user))),
    allTasks: async ({ dakaId }, { user }) => ok(await allTasks(db(), dakaId, viewer(user))),
    dayTasks: async (q, { user }) => ok(await dayTasks(db(), q, viewer(user))),
    feed: (q, ctx) => {
      const load = async () => ok(await feed(db(), files.store, q, viewer(ctx.user)));
      const hot =
        !ctx.user &&
        q.userId === undefined &&
        q.date === undefined &&
        (q.dakaId !== undefined || q.taskId !== undefined) &&
        q.pageNum <= ANON_FEED_PAGES &&
        q.pageSize <= ANON_FEED_PAGE_SIZE;
      return hot
        ? anon(ctx, `feed:${q.dakaId ?? ''}:${q.taskId ?? ''}:${q.pageNum}:${q.pageSize}`, load)
        : load();
    },
    post: async (q, { user }) => ok(await postDetail(db(), files.store, q, viewer(user))),
    ranking: (q, ctx) => {
      const load = async () => ok(await ranking(db(), q, viewer(ctx.user), Date.now(), shared.get));
      return ctx.user ? load() : anon(ctx, `ranking:${q.dakaId}:${q.type}`, load);
    },
    history: async (q, { user }) => ok(await history(db(), user.id, q)),
    enrol: async (input, { user }) => ok(await enrol(db(), user.id, input), '报名成功'),
    commit: async (input, { user }) =>
      changed(ok(await commitCheckin(db(), files, user.id, input), '打卡成功')),
    modify: async (input, { user }) => {
      const post = changed(await modifyCheckin(db(), files, user.id, input));
      return ok(post, post ? '修改成功' : '已删除');
    },
    uploadFile: async (input, { user }) =>
      ok(await uploadCheckinFile(db(), files, user.id, input), '上传成功'),
    comment: async (input, { user }) =>
      changed(
        input.type === 'like'
          ? ok(await like(db(), user.id, input.dakaInfoId), '点赞成功')
          : ok(await addComment(db(), user.id, input.dakaInfoId, input.content), '评论成功'),
      ),
    deleteComment: async ({ commentId }, { user }) =>
      changed(ok(await deleteComment(db(), user.id, commentId), '已删除')),
    unlike: async ({ dakaInfoId }, { user }) =>
      changed(ok(await unlike(db(), user.id, dakaInfoId), '已取消点赞')),
    savePrizeAddress: async (input, { user }) => ok(await savePrizeAddress(db(), user.id, input), '保存成功'),
  });

  serve(app, adminCheckinEndpoints, {
    camps: async (q) => ok(await adminListCamps(db(), q)),
    tasks: async ({ dakaId }) => ok(await adminTasks(db(), dakaId)),
    uploadPicture: async ({ file }, { user }) => {
      // The one upload path (modules/uploads), as admin/shop/uploadGoodsPicture: the answer's url goes into the save call.
      const part = file[0]!;
      const data = part instanceof Uint8Array ? Buffer.from(part) : Buffer.from(await part.arrayBuffer());
      return ok(
        await storeUpload(db(), files.store, files.limits, { userId: user.id, kind: 'image', data }),
        '图片已上传',
      );
    },
    saveCamp: async (input) => {
      const camp = changed(await adminSaveCamp(db(), input));
      app.cache.invalidate(CHECKIN_CACHE_PREFIX);
      return ok(camp, '保存成功');
    },
    saveTask: async (input) => changed(ok(await adminSaveTask(db(), input), '保存成功')),
    deleteTask: async ({ taskId }) => {
      await adminDeleteTask(db(), taskId);
      return changed(ok(null, '已删除'));
    },
    hidePost: async ({ dakaInfoId, hidden }, ctx) => {
      const post = await hidePost(db(), files.store, dakaInfoId, hidden);
      // The update only moves a post that is in the other state (conditional on it).
      auditDetail(ctx, {
        target: { kind: 'checkinPost', id: dakaInfoId },
        before: { hidden: !hidden },
        after: { hidden },
      });
      return changed(ok(post, hidden ? '已隐藏' : '已恢复显示'));
    },
    posts: async (q) => ok(await adminPosts(db(), files.store, q)),
  });
}
