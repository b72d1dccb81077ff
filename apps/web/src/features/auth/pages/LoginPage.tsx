import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type LoginInput } from '@jc/contract';
import { BrandMark, ChevronLeftIcon } from '@/components/icons';
import { APP_NAME, APP_TAGLINE } from '@/config';
import { REDIRECT_PARAM, safeRedirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { LoginForm } from '../components/LoginForm';
import styles from './LoginPage.module.css';

/**
 * Account login (custom nav). Success stores the token and user, then returns to the `redirect`
 * address (in-app paths only) or home. Failures are toasted by the API client with the server's words.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM));
  const loginMutation = useLogin();

  useEffect(() => {
    // In the mini program its own login (wx.login, then the account binding) replaces this page.
    if (window.__JC_SHELL__ === 'miniprogram')
      void import('@/lib/platform/shell').then((m) => m.shellLogin(target));
  }, [target]);

  const submit = (values: LoginInput) => {
    loginMutation.mutate(values, {
      onSuccess: ({ user }) => {
        toast(`欢迎回来，${user.nickname || user.account}`, 'success');
        void navigate(target, { replace: true });
      },
    });
  };

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PAGES.home.path, { replace: true });
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <button type="button" className={styles.back} onClick={back} aria-label="返回">
          <ChevronLeftIcon size={26} />
        </button>
        <div className={styles.brand}>
          <BrandMark size={64} />
          <h1 className={styles.appName}>{APP_NAME}</h1>
          <p className={styles.tagline}>{APP_TAGLINE}</p>
        </div>
        <svg className={styles.wave} viewBox="0 0 390 40" preserveAspectRatio="none" aria-hidden="true">
          <path d="M0 24c60-18 120-18 195 0s135 18 195 0v16H0z" fill="var(--jc-page-bg)" />
        </svg>
      </header>

      <section className={styles.card} aria-labelledby="login-title">
        <h2 id="login-title" className={styles.cardTitle}>
          账号登录
        </h2>
        <p className={styles.cardHint}>登录后可同步年级、积分与学习记录</p>
        <LoginForm pending={loginMutation.isPending} onSubmit={submit} />
      </section>

      <p className={styles.note}>手机验证码登录请在小程序中使用</p>
      <button
        type="button"
        className={styles.browse}
        onClick={() => void navigate(PAGES.home.path, { replace: true })}
      >
        暂不登录，先去逛逛
      </button>
    </div>
  );
}
