import type { AnswerTicket, BookAnswer } from '../api/answers.js';
import { as, get, post } from '../endpoint.js';

/** The answer password and the answers of a book behind it. */
export const answerEndpoints = {
  savePwd: post('myInfo/answerSavePwd', { auth: 'user', input: 'saveAnswerPwdInput' }),
  verifyPwd: post('myInfo/answerVerifyingPwd', {
    auth: 'user',
    input: 'verifyAnswerPwdInput',
    answer: as<AnswerTicket>(),
  }),
  removePwd: post('myInfo/answerRemovePwd', { auth: 'user', input: 'removeAnswerPwdInput' }),
  answer: get('bookContent/getAnswer/{bookNo}', {
    auth: 'user',
    input: 'bookAnswerInput',
    answer: as<BookAnswer>(),
  }),
};
