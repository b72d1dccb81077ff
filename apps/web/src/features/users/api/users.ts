import { adminPointsEndpoints, adminStaffEndpoints, adminUsersEndpoints, areaEndpoints } from '@jc/contract';
import type { AdminRole } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The console's user queries and changes (docs/users-admin.md). */
export const usersQueries = {
  detail: (uid: number) => endpointQuery(adminUsersEndpoints.detail, { uid }),
  ledger: (uid: number, pageNum: number) =>
    endpointQuery(adminPointsEndpoints.ledger, { uid, pageNum, pageSize: 10 }),
  areaTree: () => ({ ...endpointQuery(areaEndpoints.all), staleTime: Infinity }),
};

/** The keys a change of one user makes stale: the list, the user and their ledger. */
export const userKeys = {
  list: endpointKey(adminUsersEndpoints.list).slice(0, 1),
  detail: (uid: number) => endpointKey(adminUsersEndpoints.detail, { uid }),
  ledger: endpointKey(adminPointsEndpoints.ledger).slice(0, 1),
};

export const usersApi = {
  setRoles: (uid: number, roles: AdminRole[]) =>
    api.call(adminUsersEndpoints.setRoles, { uid, roles: roles.join(',') }),
  disable: (uid: number, reason: string) => api.call(adminUsersEndpoints.disable, { uid, reason }),
  enable: (uid: number) => api.call(adminUsersEndpoints.enable, { uid }),
  saveAreas: (userId: number, codes: string[]) =>
    api.call(adminStaffEndpoints.saveAreas, { userId, areaCodes: codes.join(',') }),
  adjust: (uid: number, delta: number, reason: string) =>
    api.call(adminPointsEndpoints.adjust, { uid, delta, reason }),
};
