import type { Paged } from '../envelope.js';
import type {
  AdminCamp,
  Camp,
  CampDictionary,
  CampGrade,
  CampListItem,
  CampPrizeAddress,
  CampRanking,
  CampTask,
  CheckinBadge,
  CheckinCounts,
  CheckinDetail,
  CheckinFile,
  CheckinHistory,
  CheckinPost,
} from './types.js';
import type { UploadedFile } from '../shared/uploads.js';
import { as, get, post } from '../endpoint.js';

/** The check-in camp (dakaying/…): every call of the tsv's dakaying rows. */
export const checkinEndpoints = {
  camps: get('dakaying/getDakaYingList', 'none', 'campListQuery', as<Paged<CampListItem>>()),
  camp: get('dakaying/getDakaYingInfo', 'none', 'campIdQuery', as<Camp>()),
  /** The camp of a textbook version: the running one, else the next, else the latest. */
  campByVersion: get('dakaying/getDakaYingInfoByversionID', 'none', 'campByVersionQuery', as<Camp>()),
  dictionary: get('dakaying/getDicInfo', 'none', 'campIdQuery', as<CampDictionary>()),
  grades: get('dakaying/getDakaGradeList', 'none', 'campIdQuery', as<CampGrade[]>()),
  /** Null when no camp is running. */
  badge: get('dakaying/getDakaFubiao', 'none', null, as<CheckinBadge | null>()),
  allTasks: get('dakaying/getAllTaskList', 'none', 'campIdQuery', as<CampTask[]>()),
  dayTasks: get('dakaying/getDakaTaskList', 'none', 'campDayTasksQuery', as<CampTask[]>()),
  feed: get('dakaying/getDakaRijiList', 'none', 'checkinFeedQuery', as<Paged<CheckinPost>>()),
  post: get('dakaying/getDakaInfo', 'none', 'checkinInfoQuery', as<CheckinDetail>()),
  ranking: get('dakaying/getDakaRanking', 'none', 'campRankingQuery', as<CampRanking>()),
  history: get('dakaying/getDakaHistory', 'user', 'checkinHistoryQuery', as<CheckinHistory>()),
  /** Answers the camp with the caller's state; joining twice is harmless. */
  enrol: post('dakaying/commitDakaYingBaoming', 'user', 'enrolInput', as<Camp>()),
  commit: post('dakaying/commitDakaInfoAndFile', 'user', 'commitCheckinInput', as<CheckinPost>(), 'upload'),
  /** The edited check-in, or null once deleted. */
  modify: post(
    'dakaying/modifyDakaInfoAndFile',
    'user',
    'modifyCheckinInput',
    as<CheckinPost | null>(),
    'upload',
  ),
  uploadFile: post('dakaying/fileUploadTwo', 'user', 'checkinFileInput', as<CheckinFile>(), 'upload'),
  /** Comment (type=comment) or like (type=like). */
  comment: post('dakaying/saveComment', 'user', 'saveCommentInput', as<CheckinCounts>()),
  deleteComment: post('dakaying/deleteComment', 'user', 'deleteCommentInput', as<CheckinCounts>()),
  unlike: post('dakaying/deleteDianzan', 'user', 'unlikeInput', as<CheckinCounts>()),
  savePrizeAddress: post('dakaying/saveMyAddress', 'user', 'campPrizeAddressInput', as<CampPrizeAddress>()),
};

/** Operator calls of the check-in camp, admin role only, under /api/admin/checkin/. */
export const adminCheckinEndpoints = {
  camps: get('admin/checkin/getCampList', 'admin', 'adminCampListQuery', as<Paged<AdminCamp>>()),
  /** A camp's tasks by day, of a disabled camp too. */
  tasks: get('admin/checkin/getTaskList', 'admin', 'campIdQuery', as<CampTask[]>()),
  /** One picture (a camp's cover or a task's picture), through the one upload path; its `url` goes into the save call. */
  uploadPicture: post(
    'admin/checkin/uploadPicture',
    'admin',
    'adminCheckinPictureInput',
    as<UploadedFile>(),
    'upload',
  ),
  saveCamp: post('admin/checkin/saveCamp', 'admin', 'adminSaveCampInput', as<AdminCamp>()),
  saveTask: post('admin/checkin/saveTask', 'admin', 'adminSaveTaskInput', as<CampTask>()),
  deleteTask: post('admin/checkin/deleteTask', 'admin', 'adminDeleteTaskInput'),
  hidePost: post('admin/checkin/hidePost', 'admin', 'adminHidePostInput', as<CheckinPost>()),
  posts: get('admin/checkin/getPostList', 'admin', 'adminPostListQuery', as<Paged<CheckinPost>>()),
};
