export type PayPwdStep = 'old' | 'new' | 'confirm';

/** The steps of the payment-password page: the old password first only when one is set. */
export function payPwdSteps(hasPayPwd: boolean): PayPwdStep[] {
  return hasPayPwd ? ['old', 'new', 'confirm'] : ['new', 'confirm'];
}

export const STEP_TEXT: Record<PayPwdStep, { title: string; hint: string }> = {
  old: { title: '请输入当前支付密码', hint: '验证身份后即可设置新密码' },
  new: { title: '请设置6位数字支付密码', hint: '用于积分兑换付款，请勿与登录密码相同' },
  confirm: { title: '请再次输入新支付密码', hint: '两次输入需一致' },
};

/** Passwords that are too easy to guess: all one digit, or a straight run up or down. */
export function isWeakPayPwd(pwd: string): boolean {
  if (!/^\d{6}$/.test(pwd)) return false;
  if (/^(\d)\1{5}$/.test(pwd)) return true;
  return '0123456789'.includes(pwd) || '9876543210'.includes(pwd);
}
