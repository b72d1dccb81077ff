import { describe, expect, it } from 'vitest';
import { ANSWER_VERIFY_TTL_MS } from '@jc/contract';
import { ApiError } from '@/lib/api-client';
import { answerGate, makeStoredTicket, newPasswordProblem, usableTicket } from './answer-ticket';

describe('answer ticket', () => {
  const now = 1_700_000_000_000;
  const stored = JSON.stringify(makeStoredTicket('7', 'tk-abc', now));

  it('is used by the same account for 30 minutes', () => {
    expect(usableTicket(stored, '7', now)).toBe('tk-abc');
    expect(usableTicket(stored, '7', now + ANSWER_VERIFY_TTL_MS - 1)).toBe('tk-abc');
    expect(usableTicket(stored, '7', now + ANSWER_VERIFY_TTL_MS)).toBeNull();
  });

  it('is never sent for another account, or when the stored value is garbage', () => {
    expect(usableTicket(stored, '8', now)).toBeNull();
    for (const raw of [null, '', 'not json', 'null', '{"user":"7","ticket":5,"until":1}', '[]'])
      expect(usableTicket(raw, '7', now), String(raw)).toBeNull();
  });
});

describe('answerGate', () => {
  const server = (code: number) => new ApiError('x', 'server', code, 409);
  it('tells the set-password form, the password popup and no answers apart', () => {
    expect(answerGate(server(810))).toBe('setPassword');
    expect(answerGate(server(811))).toBe('verify');
    expect(answerGate(new ApiError('本书暂无答案', 'server', 404, 404))).toBe('noAnswer');
    expect(answerGate(server(500))).toBe('error');
    expect(answerGate(new ApiError('网络', 'network', 0, 0))).toBe('error');
    expect(answerGate(new Error('boom'))).toBe('error');
  });
});

describe('newPasswordProblem', () => {
  it('wants 6 digits typed twice alike', () => {
    expect(newPasswordProblem('246810', '246810')).toBe('');
    expect(newPasswordProblem('24681', '24681')).toBe('请输入6位数字密码');
    expect(newPasswordProblem('24681a', '24681a')).toBe('请输入6位数字密码');
    expect(newPasswordProblem('246810', '246811')).toBe('两次输入的密码不一致');
  });
});
