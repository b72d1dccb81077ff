import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import type { LoginInput } from '@jc/contract';
import { PasswordInput } from '../../../components/PasswordInput';
import { FormRow } from '../../../components/FormRow/FormRow';
import styles from './LoginForm.module.css';

interface LoginFormProps {
  pending: boolean;
  onSubmit: (values: LoginInput) => void;
}

type Errors = Partial<Record<keyof LoginInput, string>>;

/**
 * The contract's loginInput limits and messages, checked by hand: the login page is the app's most
 * visited first screen (every lost session lands here), so it carries neither the schema library nor
 * antd-mobile's Form (rc-field-form and async-validator, ~28 KB gzip and a slow first render).
 */
export function validateLogin(values: LoginInput): Errors {
  const errors: Errors = {};
  if (values.account.trim() === '') errors.account = '请输入账号';
  else if (values.account.length > 64) errors.account = '账号不能超过64个字符';
  if (values.password === '') errors.password = '请输入密码';
  else if (values.password.length > 64) errors.password = '密码不能超过64个字符';
  return errors;
}

/** Account and password, checked before anything is sent. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ account: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const ids = { account: useId(), password: useId() };

  const change = (field: keyof LoginInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (!found.account && !found.password) onSubmit(values);
  };

  const field = (name: keyof LoginInput, label: string, control: ReactNode) => (
    <FormRow label={label} htmlFor={ids[name]} error={errors[name]}>
      {control}
    </FormRow>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field(
        'account',
        '账号',
        <Input
          id={ids.account}
          className={styles.input}
          placeholder="请输入账号"
          autoComplete="username"
          clearable
          maxLength={64}
          value={values.account}
          onChange={change('account')}
          onEnterPress={() => submit()}
        />,
      )}
      {field(
        'password',
        '密码',
        <PasswordInput
          id={ids.password}
          placeholder="请输入密码"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          onEnterPress={() => submit()}
        />,
      )}
      <div className={styles.footer}>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={pending}
          disabled={pending}
          loadingText="登录中"
          className={styles.submit}
        >
          登录
        </Button>
      </div>
    </form>
  );
}
