import { adminYangshuEndpoints } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';

const queue = [adminYangshuEndpoints.requests];
/** The operators' moves of a sample-book request (console): approve, ship with a waybill, reject. */
export const useApproveYangshu = () => useEndpointMutation(adminYangshuEndpoints.approve, queue);
export const useShipYangshu = () => useEndpointMutation(adminYangshuEndpoints.ship, queue);
export const useRejectYangshu = () => useEndpointMutation(adminYangshuEndpoints.reject, queue);
