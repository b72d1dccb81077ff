import type { Paged } from '../envelope.js';
import type { AdminFeedback, Feedback } from './types.js';
import { as, get, post } from '../endpoint.js';

/** 意见反馈: the user's side (this project's calls, docs/feedback.md). */
export const feedbackEndpoints = {
  save: post('myInfo/saveFeedback', 'user', 'saveFeedbackInput', as<Feedback>(), 'upload'),
  list: get('myInfo/getFeedbackList', 'user', 'feedbackListQuery', as<Paged<Feedback>>()),
};

/** Operator calls, admin role only, under /api/admin/feedback/. */
export const adminFeedbackEndpoints = {
  list: get('admin/feedback/getFeedbackList', 'admin', 'adminFeedbackListQuery', as<Paged<AdminFeedback>>()),
  reply: post('admin/feedback/replyFeedback', 'admin', 'adminReplyFeedbackInput', as<AdminFeedback>()),
};
