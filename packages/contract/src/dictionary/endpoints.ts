import type { DicData } from './types.js';
import type { AdminDicEntry } from './admin.js';
import type { UploadedFile } from '../shared/uploads.js';
import { as, get, post } from '../endpoint.js';

export type { AdminDicEntry, AdminSaveDicInput } from './admin.js';

/** The dictionary groups (subjects, grades, banners, ads …). */
export const dictionaryEndpoints = {
  dicData: get('bookmain/getDicData', 'none', 'dicDataQuery', as<DicData>()),
};

/** Operator calls of the dictionaries, admin role only, under /api/admin/dictionary/. */
export const adminDictionaryEndpoints = {
  /** Every entry of a group in display order, disabled and out-of-schedule ones too (a group is small). */
  list: get('admin/dictionary/getDicList', 'admin', 'adminDicListQuery', as<AdminDicEntry[]>()),
  save: post('admin/dictionary/saveDic', 'admin', 'adminSaveDicInput', as<AdminDicEntry>(), 'json'),
  setEnabled: post('admin/dictionary/setDicEnabled', 'admin', 'adminDicEnableInput', as<AdminDicEntry>()),
  remove: post('admin/dictionary/deleteDic', 'admin', 'adminDicIdInput', as<null>()),
  /** The group's entries in their new order. */
  sort: post('admin/dictionary/sortDic', 'admin', 'adminSortDicInput', as<AdminDicEntry[]>(), 'json'),
  /** A picture for an entry or a menu, through the one upload path; its `url` goes into `icon`. */
  uploadIcon: post('admin/dictionary/uploadIcon', 'admin', 'adminDicIconInput', as<UploadedFile>(), 'upload'),
};
