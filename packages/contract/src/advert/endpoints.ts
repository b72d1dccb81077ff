import type { Paged } from '../envelope.js';
import type { AdminPageAd } from './types.js';
import type { UploadedFile } from '../shared/uploads.js';
import { as, get, post } from '../endpoint.js';

/** Operator calls of the pop-ups and page ads (getTanchuang, getVideoADPic), under /api/admin/advert/. */
export const adminAdvertEndpoints = {
  adList: get('admin/advert/getAdList', 'admin', 'adminAdListQuery', as<Paged<AdminPageAd>>()),
  /** JSON: create (no id) or change an ad with its schedule. */
  saveAd: post('admin/advert/saveAd', 'admin', 'adminSaveAdInput', as<AdminPageAd>(), 'json'),
  setEnabled: post('admin/advert/setAdEnabled', 'admin', 'adminAdEnableInput', as<AdminPageAd>()),
  deleteAd: post('admin/advert/deleteAd', 'admin', 'adminAdIdInput'),
  /** The ad's picture through the one upload path; its `url` goes into saveAd's icon. */
  uploadPicture: post(
    'admin/advert/uploadPicture',
    'admin',
    'adminAdPictureInput',
    as<UploadedFile>(),
    'upload',
  ),
};
