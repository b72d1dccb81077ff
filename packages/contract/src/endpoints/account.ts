import type { SaveGradeResult, UserInfo } from '../api/account.js';
import { as, get, post } from '../endpoint.js';

/** The caller's profile, login password and grade choice. */
export const accountEndpoints = {
  myInfo: get('myInfo/getMyInfo', { auth: 'user', answer: as<UserInfo>() }),
  savePassword: post('myInfo/savePassword', { auth: 'user', input: 'savePasswordInput' }),
  saveGrade: post('bookmain/saveGradeInfo/{gradeId}/{cebieId}', {
    auth: 'user',
    input: 'saveGradeParams',
    answer: as<SaveGradeResult>(),
  }),
};
