import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { LoginInput } from '@jc/contract';
import { useIsLoggedIn } from '@/lib/session';
import { afterLogin, REDIRECT_PARAM } from './paths';
import { useConsoleLogin } from './session';
import styles from './console.module.css';

/** The console's login: the pupils' account and password, then back to the page that asked. */
export default function SignInPage() {
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useConsoleLogin();
  const target = afterLogin(params.get(REDIRECT_PARAM));
  if (loggedIn && !login.isPending) return <Navigate to={target} replace />;

  return (
    <main className={styles.signIn}>
      <Card className={styles.signInCard}>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          课本伴学 · 运营后台
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          请使用管理员账号登录
        </Typography.Paragraph>
        <Form<LoginInput>
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={(input) =>
            login.mutate(input, { onSuccess: () => void navigate(target, { replace: true }) })
          }
        >
          <Form.Item
            name="account"
            label="账号"
            rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
          >
            <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="请输入密码"
              autoComplete="current-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
