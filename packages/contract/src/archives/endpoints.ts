import type { ArchiveArea, RecordChange, StaffMember } from './types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** What every archive record shares (scoool/…): the caller's areas and a record's history. docs/archives.md. */
export const archiveEndpoints = {
  userAreas: get('scoool/getUserArealList', 'staff', null, as<ArchiveArea[]>()),
  /** This project's call: the changes of one record, newest first (404 for another area's). */
  history: get('scoool/getRecordHistory', 'staff', 'recordHistoryQuery', as<RecordChange[]>()),
};

/** Operator calls of the staff's areas, admin role only, under /api/admin/staff/. */
export const adminStaffEndpoints = {
  list: get('admin/staff/getStaffList', 'admin', 'adminStaffListQuery', as<Paged<StaffMember>>()),
  saveAreas: post('admin/staff/saveStaffAreas', 'admin', 'adminStaffAreasInput', as<StaffMember>()),
};
