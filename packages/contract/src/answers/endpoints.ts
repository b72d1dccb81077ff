import type { AnswerTicket, BookAnswer } from './types.js';
import { as, get, post } from '../endpoint.js';

/** The answer password and the answers of a book behind it. */
export const answerEndpoints = {
  savePwd: post('myInfo/answerSavePwd', 'user', 'saveAnswerPwdInput'),
  verifyPwd: post('myInfo/answerVerifyingPwd', 'user', 'verifyAnswerPwdInput', as<AnswerTicket>()),
  removePwd: post('myInfo/answerRemovePwd', 'user', 'removeAnswerPwdInput'),
  answer: get('bookContent/getAnswer/{bookNo}', 'user', 'bookAnswerInput', as<BookAnswer>()),
};
