import { aboutEndpoints, feedbackEndpoints } from '@jc/contract';
import { endpointQuery, pagedQuery } from '@/lib/api-query';

/** Both texts of thirdpart/getXieyi; operators change them rarely. Silent: the page says what failed. */
export const agreementsQuery = () =>
  endpointQuery(aboutEndpoints.agreements, undefined, { silent: true, staleTime: 10 * 60_000 });

/** The caller's own feedback, newest first, with the operators' replies. */
export const myFeedbackQuery = () => pagedQuery(feedbackEndpoints.list, {}, { pageSize: 10 });
