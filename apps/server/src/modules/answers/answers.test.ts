import { AnswerCode, type AnswerTicket, type BookAnswer, type UserInfo } from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PDF } from '../books/index.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });

  beforeAll(async () => {
    await t().login('teacher'); // as the whole book suite did before it was split
  });

  const { get, post } = apiCalls(t);

  describe('answers behind the answer password', () => {
    it('needs a password set, then a verification', async () => {
      const token = await t().login('admin');
      const noPwd = await get('bookContent/getAnswer/927', undefined, token);
      expect(noPwd.status).toBe(409);
      expect(noPwd.body).toEqual({ code: AnswerCode.pwdNotSet, msg: '请先设置答案查询密码', data: null });
      const verifyNone = await post('myInfo/answerVerifyingPwd', { pwd: '123456' }, token);
      expect([verifyNone.status, verifyNone.body.code]).toEqual([409, AnswerCode.pwdNotSet]);

      expectRefusal(await post('myInfo/answerSavePwd', { pwd: '12a456' }, token), 400, /密码须为6位数字/);
      expectRefusal(await post('myInfo/answerSavePwd', {}, token), 400, /请输入6位数字密码/);
      expect((await post('myInfo/answerSavePwd', { pwd: '246810' }, token)).body.msg).toBe(
        '答案密码设置成功',
      );
      expect((await get<UserInfo>('myInfo/getMyInfo', undefined, token)).body.data.hasAnswerPwd).toBe(true);

      const notVerified = await get('bookContent/getAnswer/927', undefined, token);
      expect(notVerified.status).toBe(409);
      expect(notVerified.body.code).toBe(AnswerCode.notVerified);
      const wrong = await post('myInfo/answerVerifyingPwd', { pwd: '111111' }, token);
      expectRefusal(wrong, 409, /答案密码错误，还可尝试4次/);

      const verified = await post<AnswerTicket>('myInfo/answerVerifyingPwd', { pwd: '246810' }, token);
      expect(verified.body.data).toEqual({ ticket: expect.any(String), expiresAt: expect.any(String) });
      const answer = await get<BookAnswer>('bookContent/getAnswer/927', undefined, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.pages[0]).toEqual({
        title: expect.stringContaining('参考答案'),
        path: DEMO_PDF['answer-yuwen'].path,
        kind: 'pdf',
      });

      // Another session of the same user is not verified, but the ticket or the password work.
      const other = await t().login('admin');
      expect((await get('bookContent/getAnswer/927', undefined, other)).body.code).toBe(
        AnswerCode.notVerified,
      );
      expect(
        (await get('bookContent/getAnswer/927', { ticket: verified.body.data.ticket }, other)).status,
      ).toBe(200);
      expect((await get('bookContent/getAnswer/927', { ticket: 'forged' }, other)).body.code).toBe(
        AnswerCode.notVerified,
      );
      expect((await get('bookContent/getAnswer/927', { pwd: '246810' }, other)).status).toBe(200);
      expectRefusal(await get('bookContent/getAnswer/927', { pwd: '24681' }, other), 400, /6位数字/);
      // A book without answers, an unknown book.
      expectRefusal(await get('bookContent/getAnswer/311', undefined, token), 404, /本书暂无答案/);
      expectRefusal(await get('bookContent/getAnswer/999999', undefined, token), 404);
      expectRefusal(await get('bookContent/getAnswer/927'), 401);

      // Changing needs the old one; removing needs a verification.
      expectRefusal(await post('myInfo/answerSavePwd', { pwd: '135790' }, other), 400, /原答案密码/);
      expectRefusal(await post('myInfo/answerSavePwd', { pwd: '135790', oldPwd: '000000' }, other), 409);
      expect((await post('myInfo/answerSavePwd', { pwd: '135790', oldPwd: '246810' }, other)).body.msg).toBe(
        '答案密码修改成功',
      );
      expect((await post('myInfo/answerRemovePwd', {}, other)).body.code).toBe(AnswerCode.notVerified);
      expect((await post('myInfo/answerRemovePwd', { pwd: '135790' }, other)).status).toBe(200);
      expect((await get<UserInfo>('myInfo/getMyInfo', undefined, token)).body.data.hasAnswerPwd).toBe(false);
      expect((await get('bookContent/getAnswer/927', undefined, token)).body.code).toBe(AnswerCode.pwdNotSet);
    });

    it('locks the check for 15 minutes after 5 wrong passwords', async () => {
      const token = await t().login('teacher');
      await post('myInfo/answerSavePwd', { pwd: '112233' }, token);
      for (let i = 0; i < 4; i++)
        expectRefusal(await post('myInfo/answerVerifyingPwd', { pwd: '000000' }, token), 409);
      expectRefusal(await post('myInfo/answerVerifyingPwd', { pwd: '000000' }, token), 429, /15分钟/);
      expectRefusal(await post('myInfo/answerVerifyingPwd', { pwd: '112233' }, token), 429);
    });
  });
});
