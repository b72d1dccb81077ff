import { useState, type FormEvent, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import type { AnswerTicket } from '@jc/contract';
import { LockIcon } from '@/components/icons';
import { PasswordInput } from '@/components/PasswordInput';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveAnswerPwd, useVerifyAnswerPwd } from '../api/answer';
import { newPasswordProblem } from '../lib/answer-ticket';
import styles from '../pages/AnswerPages.module.css';

const messageOf = (e: unknown, fallback: string) => (isApiError(e) ? e.message : fallback);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
    </label>
  );
}

function digitsInput(value: string, onChange: (v: string) => void, placeholder: string, label: string) {
  return (
    <PasswordInput
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      placeholder={placeholder}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      ariaLabel={label}
    />
  );
}

/** The end of each form: the refusal line (an alert while there is one) and the submit button. */
function FormEnd({
  error,
  pending,
  pendingText,
  text,
}: {
  error: string;
  pending: boolean;
  pendingText: string;
  text: string;
}) {
  return (
    <>
      <p className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? pendingText : text}
      </button>
    </>
  );
}

/** 810: the user has no answer password yet: set it (typed twice), then verify at once. */
export function SetPasswordCard({ onDone }: { onDone: (t: AnswerTicket) => void }) {
  const save = useSaveAnswerPwd();
  const verify = useVerifyAnswerPwd();
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const busy = save.isPending || verify.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(pwd, again);
    if (problem) return setError(problem);
    setError('');
    save.mutate(
      { pwd },
      {
        onSuccess: () => {
          toast('答案密码设置成功', 'success');
          verify.mutate(pwd, {
            onSuccess: onDone,
            onError: (e) => setError(messageOf(e, '验证失败，请重试')),
          });
        },
        onError: (e) => setError(messageOf(e, '保存失败，请重试')),
      },
    );
  };

  return (
    <div className={styles.gate}>
      <div className={styles.badge}>
        <LockIcon size={30} />
      </div>
      <h1 className={styles.gateTitle}>设置答案查询密码</h1>
      <p className={styles.gateHint}>答案需凭密码查看，请家长设置6位数字密码，避免孩子直接抄答案。</p>
      <form className={styles.form} onSubmit={submit}>
        <Field label="答案密码">{digitsInput(pwd, setPwd, '请输入6位数字', '答案密码')}</Field>
        <Field label="确认密码">{digitsInput(again, setAgain, '请再次输入', '确认密码')}</Field>
        <FormEnd error={error} pending={busy} pendingText="请稍候…" text="设置并查看答案" />
      </form>
    </div>
  );
}

/** 811: a password is set but this visit is not verified: the password popup (reopenable). */
export function VerifyCard({ onVerified }: { onVerified: (t: AnswerTicket) => void }) {
  const verify = useVerifyAnswerPwd();
  const [open, setOpen] = useState(true);
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(pwd)) return setError('请输入6位数字密码');
    setError('');
    verify.mutate(pwd, {
      onSuccess: (t) => {
        setOpen(false);
        onVerified(t);
      },
      onError: (e) => {
        setPwd('');
        setError(messageOf(e, '验证失败，请重试'));
      },
    });
  };

  return (
    <div className={styles.gate}>
      <div className={styles.badge}>
        <LockIcon size={30} />
      </div>
      <h1 className={styles.gateTitle}>答案已加密</h1>
      <p className={styles.gateHint}>输入答案查询密码后可查看，30分钟内无需再次输入。</p>
      <button type="button" className={styles.submit} onClick={() => setOpen(true)}>
        输入答案密码
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <form className={styles.form} onSubmit={submit} aria-label="验证答案密码">
          <h2 className={styles.sheetTitle}>请输入答案密码</h2>
          <Field label="答案密码">{digitsInput(pwd, setPwd, '6位数字', '答案密码')}</Field>
          <FormEnd error={error} pending={verify.isPending} pendingText="验证中…" text="确定" />
        </form>
      </Popup>
    </div>
  );
}

/** 修改答案密码: the current password and the new one twice. */
export function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const save = useSaveAnswerPwd();
  const [oldPwd, setOldPwd] = useState('');
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setOldPwd('');
    setPwd('');
    setAgain('');
    setError('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(oldPwd)) return setError('请输入当前的6位答案密码');
    const problem = newPasswordProblem(pwd, again);
    if (problem) return setError(problem);
    if (pwd === oldPwd) return setError('新密码不能与当前密码相同');
    setError('');
    save.mutate(
      { pwd, oldPwd },
      {
        onSuccess: () => {
          toast('答案密码修改成功', 'success');
          close();
        },
        onError: (e) => setError(messageOf(e, '修改失败，请重试')),
      },
    );
  };

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName={styles.sheet} destroyOnClose>
      <form className={styles.form} onSubmit={submit} aria-label="修改答案密码">
        <h2 className={styles.sheetTitle}>修改答案密码</h2>
        <Field label="当前密码">{digitsInput(oldPwd, setOldPwd, '当前的6位数字密码', '当前密码')}</Field>
        <Field label="新密码">{digitsInput(pwd, setPwd, '新的6位数字密码', '新密码')}</Field>
        <Field label="确认新密码">{digitsInput(again, setAgain, '再次输入新密码', '确认新密码')}</Field>
        <FormEnd error={error} pending={save.isPending} pendingText="请稍候…" text="确认修改" />
      </form>
    </Popup>
  );
}
