import type { PasswordTicket, SaveGradeResult, SetPhoneResult, UserInfo } from './types.js';
import { as, get, post } from '../endpoint.js';

/** The caller's profile, login password, grade choice, phone, avatar and the account's end. */
export const accountEndpoints = {
  myInfo: get('myInfo/getMyInfo', 'user', null, as<UserInfo>()),
  saveInfo: post('myInfo/saveMyAccountInfo', 'user', 'saveMyAccountInfoInput', as<UserInfo>()),
  verifyPassword: post('myInfo/verifyingPassword', 'user', 'verifyPasswordInput', as<PasswordTicket>()),
  savePassword: post('myInfo/savePassword', 'user', 'savePasswordInput'),
  setPhone: get('myInfo/setPhoneNum/{phone}', 'user', 'setPhoneInput', as<SetPhoneResult>()),
  uploadAvatar: post('myInfo/headImgUpload', 'user', 'headImgUploadInput', as<UserInfo>(), 'upload'),
  updateAdvert: post('myInfo/updateMyAdvert', 'user', 'updateMyAdvertInput'),
  openMsgRecord: post('myInfo/openMsgRecord', 'user', 'openMsgRecordInput'),
  cancel: post('permission/Users/userZhuXiao', 'user', 'cancelAccountInput'),
  saveGrade: post(
    'bookmain/saveGradeInfo/{gradeId}/{cebieId}',
    'user',
    'saveGradeParams',
    as<SaveGradeResult>(),
  ),
};
