import type { AdminRewardReport, FeedbackSelect, RewardCategory, RewardList, RewardReport } from './types.js';
import type { ProofPicture } from '../teacher/types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** Content-error rewards (book/reward/…). docs/rewards.md. */
export const rewardEndpoints = {
  categories: get('book/reward/getFeedBackDic', 'none', null, as<RewardCategory[]>()),
  uploadPhoto: post(
    'book/reward/fileUpload/{type}/{yewuId}',
    'user',
    'rewardFileInput',
    as<ProofPicture>(),
    'upload',
  ),
  commit: post('book/reward/rewardCommit', 'user', 'rewardCommitInput', as<RewardReport>()),
  saveSelect: post('book/reward/saveFeedBackSelect', 'user', 'feedbackSelectInput', as<FeedbackSelect>()),
  /** This project's call: the last book and category, or null. */
  lastSelect: get('book/reward/getFeedBackSelect', 'user', null, as<FeedbackSelect | null>()),
  list: get('book/reward/getRewardList/{status}', 'user', 'rewardListQuery', as<RewardList>()),
  info: get('book/reward/getRewardInfo/{id}', 'user', 'rewardInfoQuery', as<RewardReport>()),
};

/** Operator calls of content-error rewards, admin role only, under /api/admin/reward/. */
export const adminRewardEndpoints = {
  reports: get('admin/reward/getRewardList', 'admin', 'adminRewardListQuery', as<Paged<AdminRewardReport>>()),
  decide: post('admin/reward/decide', 'admin', 'adminRewardDecideInput', as<AdminRewardReport>()),
  categories: get('admin/reward/getCategoryList', 'admin', null, as<RewardCategory[]>()),
  saveCategory: post('admin/reward/saveCategory', 'admin', 'adminRewardCategoryInput', as<RewardCategory>()),
};
