import { adminCheckinEndpoints } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';

/** Operators hide a check-in (or show it again) from the console's list. */
export const useHidePost = () =>
  useEndpointMutation(adminCheckinEndpoints.hidePost, [adminCheckinEndpoints.posts]);
