import type { Paged } from '../envelope.js';
import type { UploadedFile } from '../shared/uploads.js';
import type {
  AdminYangshuRequest,
  YangshuBook,
  YangshuDicItem,
  YangshuQuota,
  YangshuRequest,
} from './types.js';
import { as, get, post } from '../endpoint.js';

/** Sample books (yangshu/…), teachers only: docs/teacher.md. */
export const yangshuEndpoints = {
  dictionary: get('yangshu/getDicInfo/{group}', 'teacher', 'yangshuDicParams', as<YangshuDicItem[]>()),
  books: get('yangshu/getYangshuList', 'teacher', 'yangshuListQuery', as<Paged<YangshuBook>>()),
  history: get('yangshu/getHistoryList', 'teacher', 'yangshuHistoryQuery', as<Paged<YangshuRequest>>()),
  commit: post('yangshu/commitYangshu', 'teacher', 'commitYangshuInput', as<YangshuRequest>()),
  uploadFile: post(
    'yangshu/fileUpload/{purpose}',
    'teacher',
    'yangshuFileInput',
    as<UploadedFile>(),
    'upload',
  ),
  /** This project's calls from here on. */
  quota: get('yangshu/getQuota', 'teacher', null, as<YangshuQuota>()),
  one: get('yangshu/getHistoryInfo', 'teacher', 'yangshuIdInput', as<YangshuRequest>()),
  confirmReceipt: post('yangshu/confirmReceipt', 'teacher', 'yangshuReceiptInput', as<YangshuRequest>()),
};

/** Operator calls of sample books, admin role only, under /api/admin/teacher/. */
export const adminYangshuEndpoints = {
  requests: get(
    'admin/teacher/getYangshuList',
    'admin',
    'adminYangshuListQuery',
    as<Paged<AdminYangshuRequest>>(),
  ),
  approve: post(
    'admin/teacher/approveYangshu',
    'admin',
    'adminApproveYangshuInput',
    as<AdminYangshuRequest>(),
  ),
  ship: post('admin/teacher/shipYangshu', 'admin', 'adminShipYangshuInput', as<AdminYangshuRequest>()),
  reject: post('admin/teacher/rejectYangshu', 'admin', 'adminRejectYangshuInput', as<AdminYangshuRequest>()),
};
