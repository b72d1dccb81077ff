import type { AuditEntry } from './types.js';
import type { Paged } from '../envelope.js';
import { as, get } from '../endpoint.js';

/** The audit log of operator actions, admin role only (docs/audit.md). */
export const adminAuditEndpoints = {
  list: get('admin/audit/getAuditList', 'admin', 'adminAuditListQuery', as<Paged<AuditEntry>>()),
};
