import type { Paged } from '../envelope.js';
import type {
  AdminArticleSubmission,
  ArticleCategory,
  ArticleContest,
  ArticleMonth,
  ArticleSubmission,
  AwardedEssay,
  Certificate,
  CertificateCheck,
} from './types.js';
import type { UploadedFile } from '../shared/uploads.js';
import { as, get, post } from '../endpoint.js';

/** Essay contests (activity/article/…) and their certificates. docs/articles.md. */
export const articleEndpoints = {
  categories: get('activity/article/getArticleDicList', 'none', null, as<ArticleCategory[]>()),
  months: get('activity/article/getArticleMonth', 'none', null, as<ArticleMonth[]>()),
  onGoing: get(
    'activity/article/getArticleOnGoing',
    'none',
    'articleOnGoingQuery',
    as<Paged<ArticleContest>>(),
  ),
  /** This project's call: one contest (solicitingArticleOne). */
  contest: get('activity/article/getArticleInfo', 'none', 'articleInfoQuery', as<ArticleContest>()),
  latestAwarded: get(
    'activity/article/getRewardArticleNew/{contestId}',
    'none',
    'rewardArticleNewQuery',
    as<Paged<AwardedEssay>>(),
  ),
  /** This project's call: one awarded essay, whole (other/writer). */
  awardedEssay: get(
    'activity/article/getRewardArticleInfo',
    'none',
    'rewardArticleInfoQuery',
    as<AwardedEssay>(),
  ),
  commit: post(
    'activity/article/commitArticleInfoAndFile',
    'user',
    'commitArticleInput',
    as<ArticleSubmission>(),
    'upload',
  ),
  history: get(
    'activity/article/getArticleHistoryList',
    'user',
    'articleHistoryListQuery',
    as<Paged<ArticleSubmission>>(),
  ),
  historyInfo: get(
    'activity/article/getArticleHistoryInfo',
    'user',
    'articleHistoryInfoQuery',
    as<ArticleSubmission>(),
  ),
  /** This project's call: the caller's certificates (certificateDownload). */
  myCertificates: get('activity/article/getMyCertificates', 'user', null, as<Certificate[]>()),
  /** This project's call, public: whose certificate a code is. */
  verifyCertificate: get(
    'activity/article/verifyCertificate',
    'none',
    'verifyCertificateQuery',
    as<CertificateCheck>(),
  ),
};

/** Operator calls of essay contests, admin role only, under /api/admin/article/. */
export const adminArticleEndpoints = {
  categories: get('admin/article/getCategoryList', 'admin', null, as<ArticleCategory[]>()),
  saveCategory: post('admin/article/saveCategory', 'admin', 'adminCategorySaveInput', as<ArticleCategory>()),
  contests: get(
    'admin/article/getContestList',
    'admin',
    'adminContestListQuery',
    as<Paged<ArticleContest>>(),
  ),
  /** One picture (a contest's banner), through the one upload path; its `url` goes into the save call. */
  uploadPicture: post(
    'admin/article/uploadPicture',
    'admin',
    'adminArticlePictureInput',
    as<UploadedFile>(),
    'upload',
  ),
  saveContest: post('admin/article/saveContest', 'admin', 'adminContestSaveInput', as<ArticleContest>()),
  submissions: get(
    'admin/article/getSubmissionList',
    'admin',
    'adminSubmissionListQuery',
    as<Paged<AdminArticleSubmission>>(),
  ),
  award: post('admin/article/award', 'admin', 'adminAwardInput', as<AdminArticleSubmission>()),
};
