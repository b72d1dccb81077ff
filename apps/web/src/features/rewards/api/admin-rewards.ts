import { adminRewardEndpoints } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';

/** The operators' decision of a content-error report (console): accept with points, or reject. */
export const useDecideReport = () =>
  useEndpointMutation(adminRewardEndpoints.decide, [adminRewardEndpoints.reports]);
