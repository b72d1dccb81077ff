import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { authEndpoints, PAGES, type LoginInput } from '@jc/contract';
import { Card } from '@/components/Card/Card';
import { LoginForm } from '@/features/auth';
import { api } from '@/lib/api-client';
import { myInfoQueryKey } from '@/lib/auth';
import { shellSessionEnded } from '@/lib/platform/session-ended';
import { getCachedUser, getToken, startSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { Avatar } from '../components/ProfileCard';
import styles from './ChangeAccountPage.module.css';

/**
 * 切换账号 (also where code 120 and ?type=2 land): log in with another account. The old session stays
 * until the new login succeeds; then its token is revoked, every cached answer dropped, and the new
 * session replaces it.
 */
export default function ChangeAccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const current = getToken() ? getCachedUser() : null;
  const forced = params.get('type') === '2';

  const submit = async (values: LoginInput) => {
    setPending(true);
    try {
      const answer = await api.call(authEndpoints.login, {
        account: values.account.trim(),
        password: values.password,
      });
      if (getToken()) {
        // The old token is revoked while it is still the one stored; its failure does not matter.
        await api.call(authEndpoints.logout, undefined, { silent: true }).catch(() => undefined);
      }
      queryClient.clear();
      startSession(answer.token, answer.user);
      queryClient.setQueryData(myInfoQueryKey, answer.user);
      toast(`已切换到 ${answer.user.nickname || answer.user.account}`, 'success');
      void navigate(PAGES.my.path, { replace: true });
      // The mini program would hand the old (now revoked) token back at its next web-view.
      shellSessionEnded(PAGES.my.path);
    } catch {
      // The client has toasted the server's words (账号或密码错误 …); the old session is untouched.
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.page}>
      {current ? (
        <Card className={styles.current}>
          <Avatar src={current.avatar} name={current.nickname || current.account} />
          <div className={styles.who}>
            <p className={styles.label}>当前账号</p>
            <p className={styles.name}>{current.nickname || current.account}</p>
            <p className={styles.account}>账号：{current.account}</p>
          </div>
        </Card>
      ) : null}
      <Card className={styles.form}>
        <h2 className={styles.title}>{forced ? '请登录其他账号' : '登录其他账号'}</h2>
        <p className={styles.hint}>
          {current ? '登录成功后将退出当前账号。' : '当前没有登录的账号，登录后即可使用全部功能。'}
        </p>
        <LoginForm pending={pending} onSubmit={(values) => void submit(values)} />
      </Card>
    </div>
  );
}
