import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { fileParts } from '../shared/uploads.js';
import { idList, MAX_ROW_ID, rowId } from '../shared/ids.js';

/**
 * Essay contests (征文, pages/book/soliciting…, other/writer) and their certificates
 * (user/certificateDownload). Decisions: docs/articles.md.
 */

/** A contest's month, `YYYY-MM` (the month it belongs to in the list, not its window). */
const month = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份须为YYYY-MM');

// ---------------------------------------------------------------- contests

/** GET activity/article/getArticleDicList: the contest categories (童话, 记叙文 …), operator-managed. */
export interface ArticleCategory {
  id: number;
  name: string;
  /** Contests open now in this category. */
  openCount: number;
}

/** GET activity/article/getArticleMonth: the months that have contests, newest first. */
export interface ArticleMonth {
  month: string;
  /** 2026年11月 */
  label: string;
  contestCount: number;
}

export const CONTEST_STATES = ['upcoming', 'open', 'closed'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];
export const CONTEST_STATE_TEXT: Record<ContestState, string> = {
  upcoming: '未开始',
  open: '征稿中',
  closed: '已截止',
};

export interface ArticleContest {
  id: number;
  title: string;
  /** A banner picture (an /uploads/ or /media/ URL), '' for none. */
  cover: string;
  /** The rules, plain text with line breaks. */
  rules: string;
  month: string;
  categoryIds: number[];
  categoryNames: string[];
  /** The open window, ISO instants; shown in Asia/Shanghai. */
  startsAt: string;
  endsAt: string;
  state: ContestState;
  stateText: string;
  /** How many submissions one user may make (1 unless the contest allows more). */
  maxPerUser: number;
  submissionCount: number;
  /** The caller's submissions to it (0 when logged out). */
  mySubmissionCount: number;
}

/**
 * GET activity/article/getArticleOnGoing: contests open now (state open), newest window first, by
 * `month` and `categoryId` when given.
 */
export const articleOnGoingQuery = z.object({
  month: month.optional(),
  categoryId: rowId('请选择类别', '类别不存在').optional(),
  ...pageQuery,
});
export type ArticleOnGoingQuery = z.input<typeof articleOnGoingQuery>;

/** GET activity/article/getArticleInfo?id (this project's call, solicitingArticleOne): one contest, any state. */
export const articleInfoQuery = z.object({ id: rowId('请选择征文活动', '征文活动不存在') });

// ---------------------------------------------------------------- submissions

export const SUBMISSION_STATUSES = ['submitted', 'awarded', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** `submitted` reads 评审中 once the window has closed (statusText says so). */
export const SUBMISSION_STATUS_TEXT: Record<SubmissionStatus, string> = {
  submitted: '已投稿',
  awarded: '已获奖',
  rejected: '未入选',
};

export const AWARD_LEVELS = ['first', 'second', 'third', 'excellent'] as const;
export type AwardLevel = (typeof AWARD_LEVELS)[number];
export const AWARD_LEVEL_TEXT: Record<AwardLevel, string> = {
  first: '一等奖',
  second: '二等奖',
  third: '三等奖',
  excellent: '优秀奖',
};
/** The points an award grants unless the operator gives another figure (at most AWARD_POINTS_MAX). */
export const AWARD_POINTS_DEFAULT: Record<AwardLevel, number> = {
  first: 200,
  second: 100,
  third: 50,
  excellent: 20,
};
export const AWARD_POINTS_MAX = 1000;

export const SUBMISSION_FILES_MAX = 5;
export const SUBMISSION_TITLE_MAX = 40;
export const SUBMISSION_TEXT_MAX = 5000;

/** A file of a submission: a picture (with its thumbnail) or a PDF (no thumbnail). */
export interface SubmissionFile {
  id: number;
  kind: 'image' | 'document';
  mime: string;
  size: number;
  url: string;
  thumbUrl: string;
}

export interface ArticleSubmission {
  id: number;
  contestId: number;
  contestTitle: string;
  /** The contest's window closes: editing ends then. */
  contestEndsAt: string;
  title: string;
  text: string;
  files: SubmissionFile[];
  status: SubmissionStatus;
  statusText: string;
  /** True while the window is open and it is not decided. */
  editable: boolean;
  /** Set when awarded. */
  awardLevel: AwardLevel | null;
  awardText: string;
  awardPoints: number;
  /** The certificate's verification code when awarded, '' otherwise. */
  certificateCode: string;
  /** Why it was not chosen; '' otherwise. */
  rejectReason: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST activity/article/commitArticleInfoAndFile (upload): submit to an open contest, or edit one's own
 * submission (`yewuId`) while the window is open. Files are pictures or PDFs: new ones in `file`, plus
 * `keepFileIds` of the submission being edited; together 0 to SUBMISSION_FILES_MAX. Refused: outside the
 * window (409), over the contest's maxPerUser (409), another user's submission (404), a decided one (409),
 * a file that is neither picture nor PDF or over the limit (400).
 */
export const commitArticleInput = z.object({
  contestId: rowId('请选择征文活动', '征文活动不存在'),
  yewuId: rowId('作品不存在', '作品不存在').optional(),
  title: z
    .string({ error: '请填写作品标题' })
    .trim()
    .min(1, '请填写作品标题')
    .max(SUBMISSION_TITLE_MAX, `作品标题不能超过${SUBMISSION_TITLE_MAX}个字`),
  text: z
    .string({ error: '请填写作品正文' })
    .trim()
    .min(10, '作品正文至少10个字')
    .max(SUBMISSION_TEXT_MAX, `作品正文不能超过${SUBMISSION_TEXT_MAX}个字`),
  keepFileIds: idList('附件', SUBMISSION_FILES_MAX).default([]),
  file: fileParts(SUBMISSION_FILES_MAX, '附件'),
});
export type CommitArticleInput = z.input<typeof commitArticleInput>;

/** GET activity/article/getArticleHistoryList: the caller's submissions, newest first. */
export const articleHistoryListQuery = z.object({
  ...pageQuery,
  status: z.enum(SUBMISSION_STATUSES, { error: '状态不正确' }).optional(),
});

/** GET activity/article/getArticleHistoryInfo?yewuId: one of the caller's submissions (404 otherwise). */
export const articleHistoryInfoQuery = z.object({ yewuId: rowId('作品不存在', '作品不存在') });

/** An awarded essay as anyone reads it (other/writer): the author shown by nickname only. */
export interface AwardedEssay {
  id: number;
  contestId: number;
  contestTitle: string;
  title: string;
  /** The first 80 characters in lists; the whole text from getRewardArticleInfo. */
  text: string;
  files: SubmissionFile[];
  authorName: string;
  authorAvatar: string;
  awardLevel: AwardLevel;
  awardText: string;
  awardedAt: string;
}

/**
 * GET activity/article/getRewardArticleNew/{contestId}: the latest awarded essays of a contest, or of all
 * contests with 0, newest award first.
 */
export const rewardArticleNewQuery = z.object({
  contestId: z.coerce
    .number({ error: '征文活动不正确' })
    .int('征文活动不正确')
    .min(0, '征文活动不正确')
    .max(MAX_ROW_ID, '征文活动不正确'),
  ...pageQuery,
});

/** GET activity/article/getRewardArticleInfo?id (this project's call, other/writer?id): one awarded essay. */
export const rewardArticleInfoQuery = z.object({ id: rowId('作品不存在', '作品不存在') });

// ---------------------------------------------------------------- certificates

/**
 * An award's certificate: the web draws it as a PNG (name, contest, level, date, code); the code is
 * checked by anyone at pages/user/certificateDownload?code=….
 */
export interface Certificate {
  /** 12 characters, A–Z and 2–9 without look-alikes, e.g. ZS7K-4M2Q-9TXB without the dashes. */
  code: string;
  holderName: string;
  contestTitle: string;
  essayTitle: string;
  awardLevel: AwardLevel;
  awardText: string;
  /** YYYY-MM-DD in Asia/Shanghai. */
  awardedOn: string;
  issuer: string;
}

/** GET activity/article/getMyCertificates (this project's call): the caller's certificates, newest first. */

/** GET activity/article/verifyCertificate?code (this project's call, public): whose certificate a code is. */
export const verifyCertificateQuery = z.object({
  code: z
    .string({ error: '请输入证书编号' })
    .trim()
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{12}$/, '证书编号须为12位字母或数字')),
});
export interface CertificateCheck {
  valid: boolean;
  /** Null when no certificate has this code. */
  certificate: Certificate | null;
}

// ---------------------------------------------------------------- operators, /api/admin/article/

export interface AdminArticleSubmission extends ArticleSubmission {
  userId: number;
  account: string;
  nickname: string;
}

export const adminCategorySaveInput = z.object({
  id: rowId('类别不存在', '类别不存在').optional(),
  name: z
    .string({ error: '请填写类别名称' })
    .trim()
    .min(1, '请填写类别名称')
    .max(10, '类别名称不能超过10个字'),
});

/** Create (no id) or change a contest. The window is given in Asia/Shanghai, `YYYY-MM-DD HH:mm`. */
export const adminContestSaveInput = z
  .object({
    id: rowId('征文活动不存在', '征文活动不存在').optional(),
    title: z
      .string({ error: '请填写活动标题' })
      .trim()
      .min(2, '活动标题至少2个字')
      .max(40, '活动标题不能超过40个字'),
    rules: z
      .string({ error: '请填写征文规则' })
      .trim()
      .min(10, '征文规则至少10个字')
      .max(3000, '征文规则不能超过3000个字'),
    cover: z.string().trim().max(300, '封面地址过长').default(''),
    month,
    categoryIds: idList('类别', 10).refine((ids) => ids.length > 0, '请选择类别'),
    startsAt: z
      .string({ error: '请填写开始时间' })
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '开始时间须为YYYY-MM-DD HH:mm'),
    endsAt: z
      .string({ error: '请填写截止时间' })
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '截止时间须为YYYY-MM-DD HH:mm'),
    maxPerUser: z.coerce
      .number({ error: '投稿次数须为数字' })
      .int('投稿次数须为整数')
      .min(1, '投稿次数至少为1')
      .max(10, '投稿次数不能超过10')
      .default(1),
  })
  .refine((c) => c.endsAt > c.startsAt, { message: '截止时间须晚于开始时间', path: ['endsAt'] });

export const adminContestListQuery = z.object({
  ...pageQuery,
  state: z.enum(CONTEST_STATES, { error: '状态不正确' }).optional(),
});

export const adminSubmissionListQuery = z.object({
  ...pageQuery,
  contestId: rowId('征文活动不存在', '征文活动不存在').optional(),
  status: z.enum(SUBMISSION_STATUSES, { error: '状态不正确' }).optional(),
});

/**
 * Award a submission (points through the ledger, once; a certificate issued) or turn it down with a reason.
 * Only a `submitted` one (409 otherwise).
 */
export const adminAwardInput = z
  .object({
    id: rowId('请选择作品', '作品不存在'),
    decision: z.enum(['award', 'reject'], { error: '评审结果须为 award 或 reject' }),
    level: z.enum(AWARD_LEVELS, { error: '奖项须为 first、second、third 或 excellent' }).optional(),
    points: z.coerce
      .number({ error: '积分须为数字' })
      .int('积分须为整数')
      .min(0, '积分不能为负')
      .max(AWARD_POINTS_MAX, `积分不能超过${AWARD_POINTS_MAX}`)
      .optional(),
    reason: z.string().trim().min(2, '原因至少2个字').max(100, '原因不能超过100个字').optional(),
  })
  .refine((d) => d.decision === 'reject' || d.level !== undefined, { message: '请选择奖项', path: ['level'] })
  .refine((d) => d.decision === 'award' || d.reason !== undefined, {
    message: '请填写未入选原因',
    path: ['reason'],
  });

/** admin/article/uploadPicture: a contest's banner picture through the one upload path. */
export const adminArticlePictureInput = z
  .object({ file: fileParts(1, '图片') })
  .refine((v) => v.file.length === 1, { message: '请选择图片', path: ['file'] });
