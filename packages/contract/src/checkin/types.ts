import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { saveAddressInput, type AddressSnapshot } from '../address/types.js';
import { fileParts } from '../shared/uploads.js';
import { rowId } from '../shared/ids.js';

/**
 * The check-in camp (dakaying/…): camps, their daily tasks, enrolment, check-ins with pictures, a
 * recording or a video, comments, likes, rankings, history and a prize address. Rules: domain.md
 * "Check-in camp" and docs/checkin.md.
 */

/** A camp's state by its dates in Asia/Shanghai (upcoming before its start, finished after its end). */
export const CAMP_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type CampStatus = (typeof CAMP_STATUSES)[number];
export const CAMP_STATUS_TEXT: Record<CampStatus, string> = {
  upcoming: '未开始',
  running: '进行中',
  finished: '已结束',
};

export const CAMP_KINDS = ['reading', 'study'] as const;
export type CampKind = (typeof CAMP_KINDS)[number];
export const CAMP_KIND_TEXT: Record<CampKind, string> = { reading: '阅读营', study: '学习营' };

/** A check-in's text: at most this many characters (spec section 5, textarea 140). */
export const CHECKIN_TEXT_MAX = 140;
/** At most this many pictures on one check-in. */
export const CHECKIN_PICTURES_MAX = 9;

/** Who posted or commented, as others see them. */
export interface CheckinUser {
  userId: number;
  nickname: string;
  /** '' when the user has none: the page draws the initial. */
  avatar: string;
}

/** A camp in a list (dakaying/getDakaYingList). */
export interface CampListItem {
  dakaId: number;
  title: string;
  kind: CampKind;
  cover: string;
  /** YYYY-MM-DD, Asia/Shanghai. */
  startDate: string;
  endDate: string;
  status: CampStatus;
  statusText: string;
  /** Grade names the camp is for, e.g. ["一年级", "二年级"]. */
  gradeNames: string[];
  enrolledCount: number;
  /** Whether the caller has joined (false when not logged in). */
  enrolled: boolean;
}

/** The caller's own state in a camp (null fields when not enrolled). */
export interface CampMine {
  enrolled: boolean;
  /** Distinct days checked in. */
  days: number;
  /** Calendar days in a row up to today (or the camp's last day), Asia/Shanghai. */
  streak: number;
  /** Whether the caller has checked in today. */
  checkedInToday: boolean;
  likesReceived: number;
}

/** One camp (dakaying/getDakaYingInfo?dakaId, getDakaYingInfoByversionID?version). */
export interface Camp extends CampListItem {
  intro: string;
  /** The textbook version the camp belongs to (e.g. "rjb"), '' for none. */
  version: string;
  /** Points earned by the first check-in of each task. */
  pointsPerCheckin: number;
  /** Days checked in that earn the camp's prize (0: no prize). */
  prizeDays: number;
  prizeText: string;
  checkinCount: number;
  taskCount: number;
  /** The caller's state; null when not logged in. */
  mine: CampMine | null;
}

/** One task of a camp (getAllTaskList, getDakaTaskList). */
export interface CampTask {
  taskId: number;
  dakaId: number;
  /** The camp day it belongs to, from 1. */
  dayIndex: number;
  /** When it opens, YYYY-MM-DD (Asia/Shanghai); it stays open until the camp ends. */
  openDate: string;
  title: string;
  content: string;
  /** A picture that goes with the task ('' for none). */
  picture: string;
  /** A model reading to listen to before recording ('' for none). */
  audio: string;
  opened: boolean;
  /** Whether the caller has checked in to this task today. */
  checkedInToday: boolean;
  /** How many of the caller's check-ins answer this task (all days). */
  myCheckins: number;
  checkinCount: number;
}

/** A file on a check-in: an upload of the one upload path. */
export interface CheckinFile {
  fileId: number;
  kind: 'image' | 'audio' | 'video';
  url: string;
  /** Pictures: a thumbnail for feeds; '' for audio and video. */
  thumbUrl: string;
  width: number | null;
  height: number | null;
}

/** One check-in (a diary entry of the feed: getDakaRijiList; getDakaInfo adds comments). */
export interface CheckinPost {
  dakaInfoId: number;
  dakaId: number;
  campTitle: string;
  taskId: number;
  taskTitle: string;
  dayIndex: number;
  user: CheckinUser;
  content: string;
  files: CheckinFile[];
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  mine: boolean;
  /** Hidden by an operator: only its owner still sees it. */
  hidden: boolean;
  /** The Asia/Shanghai day it counts for, YYYY-MM-DD. */
  day: string;
  createdAt: string;
  updatedAt: string;
}

export interface CheckinComment {
  commentId: number;
  dakaInfoId: number;
  user: CheckinUser;
  content: string;
  mine: boolean;
  createdAt: string;
}

/** getDakaInfo: one check-in with its comments (a page of them, oldest first) and recent likers. */
export interface CheckinDetail extends CheckinPost {
  comments: { list: CheckinComment[]; total: number; pageNum: number; pageSize: number };
  likers: CheckinUser[];
}

/** What a like, unlike or comment changes: the post's exact counts after it. */
export interface CheckinCounts {
  dakaInfoId: number;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  /** The new comment (saveComment with type comment), else null. */
  comment: CheckinComment | null;
}

export const RANKING_TYPES = ['days', 'streak', 'likes'] as const;
export type RankingType = (typeof RANKING_TYPES)[number];
export const RANKING_TYPE_TEXT: Record<RankingType, string> = {
  days: '打卡天数',
  streak: '连续打卡',
  likes: '获赞数',
};
/** Rankings list at most this many; the caller's own place is given beside them. */
export const RANKING_TOP = 100;

export interface RankingEntry {
  rank: number;
  user: CheckinUser;
  value: number;
}

/** getDakaRanking: the top entries and the caller's own place (null when not enrolled or logged out). */
export interface CampRanking {
  dakaId: number;
  type: RankingType;
  list: RankingEntry[];
  me: RankingEntry | null;
}

/** getDakaHistory: the caller's check-in calendar for one month of one camp (or of all camps). */
export interface CheckinHistory {
  /** YYYY-MM. */
  month: string;
  /** Days of the month with a check-in, with how many. */
  days: { date: string; count: number }[];
  totalDays: number;
  streak: number;
  longestStreak: number;
}

/** getDicInfo?dakaId: the camp's rules and its customer service. */
export interface CampDictionary {
  dakaId: number;
  rules: string;
  serviceTitle: string;
  /** The customer service's QR code picture. */
  serviceQr: string;
  servicePhone: string;
  serviceHours: string;
  shareTitle: string;
}

/** getDakaFubiao: the floating badge of the home page, leading to the running camp (null: none). */
export interface CheckinBadge {
  dakaId: number;
  title: string;
  icon: string;
  /** The page it opens. */
  url: string;
  /** Short text on the badge, e.g. "今日未打卡". */
  text: string;
}

export interface CampGrade {
  id: number;
  name: string;
}

/** dakaying/saveMyAddress: where the camp's prize goes. */
export interface CampPrizeAddress extends AddressSnapshot {
  dakaId: number;
  savedAt: string;
}

// ---- Inputs ----

const dakaId = rowId('请选择打卡营', '打卡营不存在');
const taskId = rowId('请选择打卡任务', '打卡任务不存在');
const dakaInfoId = rowId('请选择打卡', '打卡不存在');
const commentId = rowId('请选择评论', '评论不存在');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期须为YYYY-MM-DD');

export const campIdQuery = z.object({ dakaId });

/** GET getDakaYingList: camps, newest first; `mine=1` only the caller's (login needed). */
export const campListQuery = z.object({
  ...pageQuery,
  status: z.enum(CAMP_STATUSES, { error: '打卡营状态不正确' }).optional(),
  mine: z
    .enum(['1', '0', 'true', 'false'], { error: 'mine 须为 1 或 0' })
    .transform((v) => v === '1' || v === 'true')
    .default(false),
});
export type CampListQuery = z.input<typeof campListQuery>;

export const campByVersionQuery = z.object({
  version: z.string({ error: '请选择教材版本' }).trim().min(1, '请选择教材版本').max(20, '教材版本不正确'),
});

/** GET getDakaTaskList: the tasks open on a day of a camp (today unless given). */
export const campDayTasksQuery = z.object({ dakaId, date: day.optional() });

/** GET getDakaInfo: one check-in by id, or the caller's latest for a task (?taskId, to edit it). */
export const checkinInfoQuery = z
  .object({
    dakaInfoId: dakaInfoId.optional(),
    taskId: taskId.optional(),
    pageNum: pageQuery.pageNum,
    pageSize: pageQuery.pageSize,
  })
  .refine((q) => q.dakaInfoId !== undefined || q.taskId !== undefined, {
    message: '请选择打卡',
    path: ['dakaInfoId'],
  });

/** GET getDakaRijiList: a camp's feed, newest first; by task, by user (a user page) or by day. */
export const checkinFeedQuery = z.object({
  ...pageQuery,
  dakaId: dakaId.optional(),
  taskId: taskId.optional(),
  userId: rowId('请选择用户', '用户不存在').optional(),
  date: day.optional(),
});
export type CheckinFeedQuery = z.input<typeof checkinFeedQuery>;

/** GET getDakaRanking. */
export const campRankingQuery = z.object({
  dakaId,
  type: z.enum(RANKING_TYPES, { error: '排行类型须为 days、streak 或 likes' }).default('days'),
});

/** GET getDakaHistory: the caller's calendar; all camps unless dakaId is given. */
export const checkinHistoryQuery = z.object({
  dakaId: dakaId.optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份须为YYYY-MM')
    .optional(),
});

/** POST commitDakaYingBaoming: join a camp (with a grade of the camp, when it lists any). */
export const enrolInput = z.object({ dakaId, gradeId: rowId('请选择年级', '年级不正确').optional() });

const content = z
  .string({ error: '请输入打卡内容' })
  .trim()
  .max(CHECKIN_TEXT_MAX, `打卡内容不能超过${CHECKIN_TEXT_MAX}个字`);

/** `fileIds=1,2,3`: files sent before with fileUploadTwo. */
const fileIds = z
  .string()
  .regex(/^(\d+(,\d+)*)?$/, '文件编号不正确')
  .transform((s) => (s ? s.split(',').map(Number) : []))
  .pipe(z.array(z.number()).max(CHECKIN_PICTURES_MAX, `最多上传${CHECKIN_PICTURES_MAX}张图片`))
  .default([]);

/**
 * POST commitDakaInfoAndFile (multipart): a check-in of a task, with text and files. Files come in
 * the `file` field (repeated), or beforehand through fileUploadTwo and then by `fileIds`; both add up.
 * The kinds of the files say what it carries: up to 9 pictures, or one recording, or one video.
 */
export const commitCheckinInput = z.object({
  taskId,
  content: content.default(''),
  fileIds,
  /** The kind of the files in `file` (pictures unless said). */
  fileType: z
    .enum(['image', 'audio', 'video'], { error: '文件类型须为 image、audio 或 video' })
    .default('image'),
  file: fileParts(CHECKIN_PICTURES_MAX, '文件'),
});
export type CommitCheckinInput = z.input<typeof commitCheckinInput>;

/** POST modifyDakaInfoAndFile: edit the caller's check-in (the files become `fileIds` plus new ones), or delete it. */
export const modifyCheckinInput = z.object({
  dakaInfoId,
  action: z.enum(['edit', 'delete'], { error: 'action 须为 edit 或 delete' }).default('edit'),
  content: content.default(''),
  fileIds,
  fileType: commitCheckinInput.shape.fileType,
  file: fileParts(CHECKIN_PICTURES_MAX, '文件'),
});
export type ModifyCheckinInput = z.input<typeof modifyCheckinInput>;

/** POST fileUploadTwo: one file for a check-in to come, answered as its CheckinFile. */
export const checkinFileInput = z.object({
  type: commitCheckinInput.shape.fileType,
  file: fileParts(1, '文件').refine((files) => files.length === 1, '请选择要上传的文件'),
});
export type CheckinFileInput = z.input<typeof checkinFileInput>;

export const COMMENT_MAX = 100;

/** POST saveComment: `type=comment` with content, or `type=like`. */
export const saveCommentInput = z
  .object({
    dakaInfoId,
    type: z.enum(['comment', 'like'], { error: 'type 须为 comment 或 like' }).default('comment'),
    content: z.string().trim().max(COMMENT_MAX, `评论不能超过${COMMENT_MAX}个字`).default(''),
  })
  .refine((c) => c.type === 'like' || c.content.length > 0, {
    message: '请输入评论内容',
    path: ['content'],
  });
export type SaveCommentInput = z.input<typeof saveCommentInput>;

export const deleteCommentInput = z.object({ commentId });
export const unlikeInput = z.object({ dakaInfoId });

/** POST dakaying/saveMyAddress: the prize address of a camp (the shared address fields, plus dakaId). */
export const campPrizeAddressInput = saveAddressInput.omit({ id: true, isDefault: true }).extend({ dakaId });
export type CampPrizeAddressInput = z.input<typeof campPrizeAddressInput>;

// ---- Operator calls (/api/admin/checkin/) ----

const title = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);

/** POST admin/checkin/saveCamp: creates, or edits when dakaId is given. */
export const adminSaveCampInput = z
  .object({
    dakaId: dakaId.optional(),
    title: title('打卡营名称', 30),
    kind: z.enum(CAMP_KINDS, { error: '打卡营类型须为 reading 或 study' }).default('reading'),
    cover: z.string().trim().max(300, '封面地址过长').default(''),
    intro: z.string().trim().max(2000, '简介不能超过2000个字').default(''),
    version: z.string().trim().max(20, '教材版本不正确').default(''),
    startDate: day,
    endDate: day,
    /** Grade ids of the grade dictionary, `1,2`. */
    gradeIds: z
      .string()
      .regex(/^(\d+(,\d+)*)?$/, '年级不正确')
      .transform((s) => (s ? s.split(',').map(Number) : []))
      .default([]),
    pointsPerCheckin: z.coerce
      .number({ error: '积分须为数字' })
      .int('积分须为整数')
      .min(0)
      .max(1000)
      .default(5),
    prizeDays: z.coerce.number({ error: '天数须为数字' }).int('天数须为整数').min(0).max(366).default(0),
    prizeText: z.string().trim().max(100, '奖品说明不能超过100个字').default(''),
    rules: z.string().trim().max(2000, '规则不能超过2000个字').default(''),
    serviceQr: z.string().trim().max(300, '客服二维码地址过长').default(''),
    servicePhone: z
      .string()
      .trim()
      .regex(/^[\d-]{0,20}$/, '客服电话不正确')
      .default(''),
    enabled: z
      .enum(['1', '0', 'true', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .default(true),
  })
  .refine((c) => c.startDate <= c.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type AdminSaveCampInput = z.input<typeof adminSaveCampInput>;

/** POST admin/checkin/saveTask: creates, or edits when taskId is given. */
export const adminSaveTaskInput = z.object({
  taskId: taskId.optional(),
  dakaId,
  dayIndex: z.coerce.number({ error: '天数须为数字' }).int('天数须为整数').min(1, '天数从1开始').max(366),
  title: title('任务名称', 40),
  content: z.string().trim().max(2000, '任务内容不能超过2000个字').default(''),
  picture: z.string().trim().max(300, '图片地址过长').default(''),
  audio: z.string().trim().max(300, '音频地址过长').default(''),
});
export type AdminSaveTaskInput = z.input<typeof adminSaveTaskInput>;

export const adminDeleteTaskInput = z.object({ taskId });

/** POST admin/checkin/hidePost: hide a check-in that breaks the rules (hidden=0 shows it again). */
export const adminHidePostInput = z.object({
  dakaInfoId,
  hidden: z
    .enum(['1', '0', 'true', 'false'], { error: 'hidden 须为 1 或 0' })
    .transform((v) => v === '1' || v === 'true')
    .default(true),
});

export const adminCampListQuery = z.object({ ...pageQuery });

export const ADMIN_POST_STATUSES = ['shown', 'hidden'] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];
/** GET admin/checkin/getPostList: every camp's check-ins (hidden ones too), newest first; by camp and status. */
export const adminPostListQuery = z.object({
  ...pageQuery,
  dakaId: dakaId.optional(),
  status: z.enum(ADMIN_POST_STATUSES, { error: '状态须为 shown 或 hidden' }).optional(),
});

/** An operator's view of a camp: everything it was saved with. */
export interface AdminCamp extends Camp {
  enabled: boolean;
  gradeIds: number[];
  rules: string;
  serviceQr: string;
  servicePhone: string;
}

/** admin/checkin/uploadPicture: one picture (a camp's cover, a task's picture) through the one upload path. */
export const adminCheckinPictureInput = z
  .object({ file: fileParts(1, '图片') })
  .refine((v) => v.file.length === 1, { message: '请选择图片', path: ['file'] });
