import { adminTeacherEndpoints } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';

/** The operators' decisions of the teacher entrance (console): each refetches its queue. */
export const useDecideApply = () =>
  useEndpointMutation(adminTeacherEndpoints.decideApply, [adminTeacherEndpoints.applications]);
export const useDecideClaim = () =>
  useEndpointMutation(adminTeacherEndpoints.decideClaim, [adminTeacherEndpoints.claims]);
