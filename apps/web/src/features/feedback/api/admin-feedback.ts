import { adminFeedbackEndpoints } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';

/** Operators answer a feedback from the console (once: a second reply is refused). */
export const useReplyFeedback = () =>
  useEndpointMutation(adminFeedbackEndpoints.reply, [adminFeedbackEndpoints.list]);
