import type { AdminLedgerPage, AdminPointsAdjustResult, AdminUserDetail, AdminUserRow } from './types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** Operator calls of the users, admin role only, under /api/admin/users/ (docs/users-admin.md). */
export const adminUsersEndpoints = {
  list: get('admin/users/getUserList', 'admin', 'adminUserListQuery', as<Paged<AdminUserRow>>()),
  detail: get('admin/users/getUserDetail/{uid}', 'admin', 'adminUserIdInput', as<AdminUserDetail>()),
  setRoles: post('admin/users/setUserRoles', 'admin', 'adminUserRolesInput', as<AdminUserDetail>()),
  disable: post('admin/users/disableUser', 'admin', 'adminUserDisableInput', as<AdminUserDetail>()),
  enable: post('admin/users/enableUser', 'admin', 'adminUserIdInput', as<AdminUserDetail>()),
};

/** Operator calls of a user's points, under /api/admin/points/: through the one ledger. */
export const adminPointsEndpoints = {
  ledger: get('admin/points/getUserLedger', 'admin', 'adminLedgerQuery', as<AdminLedgerPage>()),
  adjust: post('admin/points/adjustPoints', 'admin', 'adminPointsAdjustInput', as<AdminPointsAdjustResult>()),
};
