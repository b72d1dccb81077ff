import { useId, useState, type FormEvent } from 'react';
import { loginPassword, verifyPasswordInput } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { PasswordInput } from '@/components/PasswordInput';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSavePassword, useVerifyPassword } from '../api/account';
import { firstIssue } from '../lib/my-logic';
import { passwordStep, type PasswordTicketState } from '../lib/password-steps';
import { FormError, SheetFrame } from './SheetFrame';
import forms from './forms.module.css';

const message = (error: unknown) => (isApiError(error) ? error.message : '请求出错，请重试');

/**
 * 修改登录密码 in two steps: the old password (verifyingPassword gives a ticket), then the new one
 * twice (savePassword with the ticket). Other sessions of the account are signed out by the server.
 */
export function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [ticket, setTicket] = useState<PasswordTicketState | null>(null);
  const [old, setOld] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const verify = useVerifyPassword();
  const save = useSavePassword();
  const ids = { old: useId(), pwd: useId(), confirm: useId() };
  const step = ticket ? 'new' : 'verify';

  const close = () => {
    setTicket(null);
    setOld('');
    setPwd('');
    setConfirm('');
    setErrors({});
    setRefusal(null);
    onClose();
  };

  const submitOld = (event: FormEvent) => {
    event.preventDefault();
    const oldError = firstIssue(verifyPasswordInput.shape.pwd, old);
    setErrors({ old: oldError });
    setRefusal(null);
    if (oldError) return;
    verify.mutate(old, {
      onSuccess: (answer) => setTicket({ ticket: answer.ticket, expiresAt: Date.now() + answer.expiresIn }),
      onError: (error) => setRefusal(message(error)),
    });
  };

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket || passwordStep(ticket, Date.now()) !== 'new') {
      setTicket(null);
      setRefusal('验证已过期，请重新输入原密码');
      return;
    }
    const next = {
      pwd: firstIssue(loginPassword, pwd),
      confirm: !confirm ? '请再次输入新密码' : confirm !== pwd ? '两次输入的密码不一致' : null,
    };
    setErrors(next);
    setRefusal(null);
    if (next.pwd || next.confirm) return;
    save.mutate(
      { pwd, ticket: ticket.ticket },
      {
        onSuccess: () => {
          toast('密码修改成功，其他设备已退出登录', 'success');
          close();
        },
        onError: (error) => setRefusal(message(error)),
      },
    );
  };

  return (
    <SheetFrame
      visible={visible}
      onClose={close}
      title="修改登录密码"
      hint={
        step === 'verify'
          ? '为了账号安全，请先输入原密码。'
          : '6-32位，须同时包含字母和数字。修改后其他设备需要重新登录。'
      }
    >
      {step === 'verify' ? (
        <form className={forms.form} onSubmit={submitOld} noValidate>
          <FormRow label="原密码" htmlFor={ids.old} error={errors.old ?? undefined}>
            <PasswordInput
              id={ids.old}
              value={old}
              onChange={setOld}
              placeholder="请输入原密码"
              autoComplete="current-password"
            />
          </FormRow>
          <FormError message={refusal} />
          <SubmitButton pending={verify.isPending}>下一步</SubmitButton>
        </form>
      ) : (
        <form className={forms.form} onSubmit={submitNew} noValidate>
          <FormRow label="新密码" htmlFor={ids.pwd} error={errors.pwd ?? undefined}>
            <PasswordInput
              id={ids.pwd}
              value={pwd}
              onChange={setPwd}
              placeholder="请输入新密码"
              autoComplete="new-password"
            />
          </FormRow>
          <FormRow label="确认新密码" htmlFor={ids.confirm} error={errors.confirm ?? undefined}>
            <PasswordInput
              id={ids.confirm}
              value={confirm}
              onChange={setConfirm}
              placeholder="请再次输入新密码"
              autoComplete="new-password"
            />
          </FormRow>
          <FormError message={refusal} />
          <SubmitButton pending={save.isPending}>确认修改</SubmitButton>
        </form>
      )}
    </SheetFrame>
  );
}
