import type { Agreements, AppRelease, AppUpdate } from './types.js';
import { as, get, post } from '../endpoint.js';

/** The app's releases and agreement texts. */
export const aboutEndpoints = {
  appUpdate: get('thirdpart/appUpdate/{platform}', 'none', 'appUpdateQuery', as<AppUpdate>()),
  agreements: get('thirdpart/getXieyi', 'none', null, as<Agreements>()),
};

/** Operator calls, admin role only, under /api/admin/about/. */
export const adminAboutEndpoints = {
  releases: get('admin/about/getReleaseList', 'admin', 'adminReleaseListQuery', as<AppRelease[]>()),
  saveRelease: post('admin/about/saveRelease', 'admin', 'adminSaveReleaseInput', as<AppRelease>()),
  saveAgreement: post('admin/about/saveAgreement', 'admin', 'adminSaveAgreementInput', as<Agreements>()),
};
