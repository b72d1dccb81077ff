import { adminArticleEndpoints } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';

/** The operators' decision of an essay (console): an award with its level and points, or not chosen. */
export const useAwardSubmission = () =>
  useEndpointMutation(adminArticleEndpoints.award, [adminArticleEndpoints.submissions]);
