import { describe, expect, it } from 'vitest';
import { isWeakPayPwd, payPwdSteps } from './steps';

describe('payment password steps', () => {
  it('asks for the old password only when one is set', () => {
    expect(payPwdSteps(false)).toEqual(['new', 'confirm']);
    expect(payPwdSteps(true)).toEqual(['old', 'new', 'confirm']);
  });
  it('flags repeated digits and straight runs', () => {
    expect(isWeakPayPwd('111111')).toBe(true);
    expect(isWeakPayPwd('123456')).toBe(true);
    expect(isWeakPayPwd('654321')).toBe(true);
    expect(isWeakPayPwd('135790')).toBe(false);
    expect(isWeakPayPwd('12345')).toBe(false);
  });
});
