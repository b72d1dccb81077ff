import { useId, useState, type FormEvent } from 'react';
import { Input } from 'antd-mobile';
import { nickname as nicknameSchema, NICKNAME_MAX } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveInfo } from '../api/account';
import { textLength } from '@/lib/text-length';
import { firstIssue } from '../lib/my-logic';
import forms from './forms.module.css';
import { FormError, SheetFrame } from './SheetFrame';

/** 修改昵称: 1 to 20 characters, checked by the contract's rule before it is sent. */
export function NicknameSheet({
  visible,
  current,
  onClose,
}: {
  visible: boolean;
  current: string;
  onClose: () => void;
}) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveInfo();
  const id = useId();
  const length = textLength(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(nicknameSchema, value);
    setError(problem);
    setRefusal(null);
    if (problem) return;
    save.mutate(
      { nickname: value.trim() },
      {
        onSuccess: () => {
          toast('昵称已保存', 'success');
          onClose();
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : '保存失败，请重试'),
      },
    );
  };

  return (
    <SheetFrame
      visible={visible}
      onClose={onClose}
      title="修改昵称"
      hint={`1-${NICKNAME_MAX}个字，会显示在打卡、排行榜等页面。`}
    >
      <form className={forms.form} onSubmit={submit} noValidate>
        <FormRow label="昵称" htmlFor={id} error={error ?? undefined}>
          <div className={forms.row}>
            <Input
              id={id}
              className={`${forms.grow} ${forms.input}`}
              value={value}
              onChange={(v) => {
                setValue(v);
                setError(null);
              }}
              placeholder="请输入昵称"
              clearable
            />
            <span className={length > NICKNAME_MAX ? `${forms.counter} ${forms.over}` : forms.counter}>
              {length}/{NICKNAME_MAX}
            </span>
          </div>
        </FormRow>
        <FormError message={refusal} />
        <SubmitButton pending={save.isPending}>保存</SubmitButton>
      </form>
    </SheetFrame>
  );
}
