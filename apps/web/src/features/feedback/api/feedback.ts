import { feedbackEndpoints } from '@jc/contract';
import { pagedQuery } from '@/lib/api-query';

/** The caller's own feedback, newest first, with the operators' replies. */
export const myFeedbackQuery = () => pagedQuery(feedbackEndpoints.list, {}, { pageSize: 10 });
