import type { SaveGradeResult, UserInfo } from '../api/account.js';
import { as, get, post } from '../endpoint.js';

/** The caller's profile, login password and grade choice. */
export const accountEndpoints = {
  myInfo: get('myInfo/getMyInfo', 'user', null, as<UserInfo>()),
  savePassword: post('myInfo/savePassword', 'user', 'savePasswordInput'),
  saveGrade: post(
    'bookmain/saveGradeInfo/{gradeId}/{cebieId}',
    'user',
    'saveGradeParams',
    as<SaveGradeResult>(),
  ),
};
