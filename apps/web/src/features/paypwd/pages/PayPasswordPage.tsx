import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { ShieldIcon } from '@/components/icons';
import { PasscodeField } from '@/components/PasscodeField/PasscodeField';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { useMyInfo } from '@/lib/auth';
import { safeRedirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useSavePayPwd, useVerifyPayPwd } from '../api/paypwd';
import { STEP_TEXT, isWeakPayPwd, payPwdSteps, type PayPwdStep } from '../lib/steps';
import styles from './PayPasswordPage.module.css';

/**
 * 支付密码: set one (typed twice), or change it after the current one checks out. With
 * ?redirect=… (from paying an order) the user goes back there when done.
 */
export default function PayPasswordPage() {
  const myInfo = useMyInfo();
  // Decide the mode from a fresh profile (the cached one may be stale), once.
  const fresh = { ...myInfo, data: myInfo.isPlaceholderData ? undefined : myInfo.data };
  return (
    <QueryView
      query={fresh}
      error="加载失败"
      loading={
        <div className={styles.page} aria-busy="true">
          <div className={styles.skeleton} />
        </div>
      }
    >
      {(user) => <PayPwdFlow initialHasPayPwd={user.hasPayPwd} />}
    </QueryView>
  );
}

function PayPwdFlow({ initialHasPayPwd }: { initialHasPayPwd: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyPayPwd();
  const save = useSavePayPwd();
  const [hasPayPwd] = useState(initialHasPayPwd);
  const [stepIndex, setStepIndex] = useState(0);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [oldPwd, setOldPwd] = useState('');
  const [newPwd, setNewPwd] = useState('');
  const steps = payPwdSteps(hasPayPwd);
  const step: PayPwdStep = steps[stepIndex] ?? 'new';
  const busy = verify.isPending || save.isPending;

  const fail = (message: string) => {
    setError(message);
    setValue('');
  };

  const next = () => {
    setError('');
    setValue('');
    setStepIndex((i) => i + 1);
  };

  const done = () => {
    toast(hasPayPwd ? '支付密码已修改' : '支付密码设置成功', 'success');
    const redirect = params.get('redirect');
    if (redirect) void navigate(safeRedirect(redirect, PAGES.my.path), { replace: true });
    else void navigate(-1);
  };

  const onFill = (pwd: string) => {
    if (busy) return;
    if (step === 'old') {
      verify.mutate(pwd, {
        onSuccess: () => {
          setOldPwd(pwd);
          next();
        },
        onError: (e) => fail(isApiError(e) ? e.message : '验证失败，请重试'),
      });
    } else if (step === 'new') {
      if (isWeakPayPwd(pwd)) return fail('密码过于简单，请不要使用连续或重复的数字');
      if (hasPayPwd && pwd === oldPwd) return fail('新密码不能与当前密码相同');
      setNewPwd(pwd);
      next();
    } else if (pwd !== newPwd) {
      setNewPwd('');
      setError('两次输入的密码不一致，请重新设置');
      setValue('');
      setStepIndex(steps.indexOf('new'));
    } else {
      save.mutate(
        { pwd, oldPwd: hasPayPwd ? oldPwd : undefined },
        { onSuccess: done, onError: (e) => fail(isApiError(e) ? e.message : '保存失败，请重试') },
      );
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.badge}>
        <ShieldIcon size={34} />
      </div>
      <p className={styles.mode}>{hasPayPwd ? '修改支付密码' : '设置支付密码'}</p>
      <ol className={styles.steps} aria-label="步骤">
        {steps.map((s, i) => (
          <li key={s} className={i <= stepIndex ? styles.stepOn : ''} />
        ))}
      </ol>
      <h1 className={styles.title}>{STEP_TEXT[step].title}</h1>
      {/* A new field each step: empty boxes, keyboard up again. */}
      <PasscodeField
        key={step}
        label={STEP_TEXT[step].title}
        value={value}
        error={error}
        hint={STEP_TEXT[step].hint}
        busy={busy}
        busyText="请稍候…"
        onChange={setValue}
        onClearError={() => setError('')}
        onFill={onFill}
        lineClassName={styles.line}
      />
    </div>
  );
}
