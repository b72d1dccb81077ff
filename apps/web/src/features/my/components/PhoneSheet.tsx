import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { phoneNumber, setPhoneInput } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetPhone } from '../api/account';
import { firstIssue } from '../lib/my-logic';
import forms from './forms.module.css';
import { FormError, SheetFrame } from './SheetFrame';

const message = (error: unknown) => (isApiError(error) ? error.message : '请求出错，请重试');

/**
 * 绑定手机号: the phone, 获取验证码 (setPhoneNum without a code), then the 6-digit code (with it). This
 * build's server has no SMS gateway and answers 503 with its own text, which shows here as it is.
 */
export function PhoneSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const send = useSetPhone();
  const bind = useSetPhone();
  const ids = { phone: useId(), code: useId() };

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const sendCode = () => {
    const problem = firstIssue(phoneNumber, phone);
    setErrors({ phone: problem });
    setRefusal(null);
    if (problem) return;
    send.mutate(
      { phone: phone.trim() },
      {
        onSuccess: (result) => {
          if (result.state === 'sent') {
            setWait(result.resendAfter);
            toast('验证码已发送');
          }
        },
        onError: (error) => setRefusal(message(error)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = setPhoneInput.safeParse({ phone, code: code || undefined });
    const next = {
      phone: firstIssue(phoneNumber, phone),
      code: !code.trim() ? '请输入验证码' : parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    };
    setErrors(next);
    setRefusal(null);
    if (next.phone || next.code) return;
    bind.mutate(
      { phone: phone.trim(), code: code.trim() },
      {
        onSuccess: () => {
          toast('手机号已绑定', 'success');
          onClose();
        },
        onError: (error) => setRefusal(message(error)),
      },
    );
  };

  return (
    <SheetFrame visible={visible} onClose={onClose} title="绑定手机号" hint="绑定后可用手机号找回账号。">
      <form className={forms.form} onSubmit={submit} noValidate>
        <FormRow label="手机号" htmlFor={ids.phone} error={errors.phone ?? undefined}>
          <div className={forms.row}>
            <Input
              id={ids.phone}
              className={`${forms.grow} ${forms.input}`}
              value={phone}
              onChange={setPhone}
              placeholder="请输入11位手机号"
              inputMode="numeric"
              maxLength={11}
            />
            <Button
              size="small"
              color="primary"
              fill="outline"
              shape="rounded"
              loading={send.isPending}
              disabled={wait > 0 || send.isPending}
              onClick={sendCode}
            >
              {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
            </Button>
          </div>
        </FormRow>
        <FormRow label="验证码" htmlFor={ids.code} error={errors.code ?? undefined}>
          <Input
            id={ids.code}
            className={forms.input}
            value={code}
            onChange={setCode}
            placeholder="请输入6位验证码"
            inputMode="numeric"
            maxLength={6}
          />
        </FormRow>
        <FormError message={refusal} />
        <SubmitButton pending={bind.isPending}>绑定</SubmitButton>
      </form>
    </SheetFrame>
  );
}
