import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import type { LoginInput, Schemas } from '@jc/contract';
import { PasswordInput } from '@/components/PasswordInput';
import { FormRow } from '@/components/FormRow/FormRow';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import styles from './LoginForm.module.css';

interface LoginFormProps {
  pending: boolean;
  onSubmit: (values: LoginInput) => void;
}

type Errors = Partial<Record<keyof LoginInput, string>>;

let schemas: Promise<Schemas> | null = null;

/**
 * Loads the contract's schemas (and zod with them) once, when the form is first focused: the login
 * page is the app's most visited first screen (every lost session lands here), so it carries neither
 * the schema library nor antd-mobile's Form (rc-field-form and async-validator) on its first paint.
 */
export function loadLoginSchemas() {
  schemas ??= import('@jc/contract/schemas').catch((error: unknown) => {
    schemas = null; // a later attempt loads again
    throw error;
  });
  return schemas;
}

/** The contract's loginInput rules: the first message of each field, as the server would answer it. */
export async function validateLogin(values: LoginInput): Promise<Errors> {
  let loginInput;
  try {
    ({ loginInput } = await loadLoginSchemas());
  } catch (error) {
    // The chunk did not load (network): the server checks the same rules and its message is shown.
    console.warn('[auth] login schema did not load; the server checks the input', error);
    return {};
  }
  const result = loginInput.safeParse(values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'account' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
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
  // One check at a time: a second tap while the schema loads does not send twice.
  const checking = useRef(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || checking.current) return;
    checking.current = true;
    void validateLogin(values)
      .then((found) => {
        setErrors(found);
        if (!found.account && !found.password) onSubmit(values);
      })
      .finally(() => {
        checking.current = false;
      });
  };

  const field = (name: keyof LoginInput, label: string, control: ReactNode) => (
    <FormRow label={label} htmlFor={ids[name]} error={errors[name]}>
      {control}
    </FormRow>
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={() => void loadLoginSchemas().catch(() => {})}
      noValidate
    >
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
        <SubmitButton pending={pending} loadingText="登录中" className={styles.submit}>
          登录
        </SubmitButton>
      </div>
    </form>
  );
}
