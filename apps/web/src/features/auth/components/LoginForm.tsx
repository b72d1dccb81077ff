import { Button, Form, Input } from 'antd-mobile';
import type { LoginInput } from '@jc/contract';
import { PasswordInput } from '../../../components/PasswordInput';
import styles from './LoginForm.module.css';

interface LoginFormProps {
  pending: boolean;
  onSubmit: (values: LoginInput) => void;
}

// The contract's loginInput limits and messages, as plain form rules: the login page is often the
// first page after a lost session, and should not carry the schema library for two required fields.
const ACCOUNT_RULES = [
  { required: true, whitespace: true, message: '请输入账号' },
  { max: 64, message: '账号不能超过64个字符' },
];
const PASSWORD_RULES = [
  { required: true, message: '请输入密码' },
  { max: 64, message: '密码不能超过64个字符' },
];

/** Account and password, checked before anything is sent. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const [form] = Form.useForm<LoginInput>();
  return (
    <Form
      form={form}
      className={styles.form}
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={onSubmit}
      footer={
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
      }
    >
      <Form.Item name="account" label="账号" rules={ACCOUNT_RULES}>
        <Input
          className={styles.input}
          placeholder="请输入账号"
          autoComplete="username"
          clearable
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={PASSWORD_RULES}>
        <PasswordInput
          placeholder="请输入密码"
          autoComplete="current-password"
          onEnterPress={() => form.submit()}
        />
      </Form.Item>
    </Form>
  );
}
