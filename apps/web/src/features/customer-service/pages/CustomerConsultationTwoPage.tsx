import { Link } from 'react-router';
import { QueryView } from '@/components/QueryView/QueryView';
import { loginUrl } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useGoBack } from '@/lib/use-go-back';
import { useQiweiQr, useQiweiUser } from '../api/service';
import { ServiceDesk } from '@/components/ServiceDesk/ServiceDesk';
import { DeskSkeleton } from '../components/KefuDesk';
import styles from '../components/service.module.css';

/**
 * 客服咨询 (enterprise contact): the 企业微信 QR of type `kefu` (getQiweiqrCode) and, logged in, whether
 * the user has joined (getQiweiUser); 我已添加 asks again.
 */
export default function CustomerConsultationTwoPage() {
  const qr = useQiweiQr();
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <QueryView
        query={qr}
        error="企业微信客服加载失败"
        loading={<DeskSkeleton />}
        isEmpty={(d) => !d.path}
        empty={{
          title: '暂未设置企业微信客服',
          description: '请稍后再来，或使用客服电话联系我们。',
          actionText: '返回',
          onAction: goBack,
        }}
      >
        {(d) => (
          <>
            <ServiceDesk
              title={d.qrTitle || d.pageTitle || '添加企业微信客服'}
              qr={d.path}
              qrAlt="企业微信客服二维码"
              qrCaption="长按二维码保存到相册，在微信中识别添加"
              phone=""
              timeLabel=""
              time=""
              tips={d.qrTitle2 ? `添加后：${d.qrTitle2}` : ''}
            />
            <JoinStatus />
          </>
        )}
      </QueryView>
    </div>
  );
}

function JoinStatus() {
  const loggedIn = useIsLoggedIn();
  const user = useQiweiUser(loggedIn);
  if (!loggedIn)
    return (
      <section className={styles.card}>
        <div className={styles.status}>
          <span>登录后可查看是否已添加</span>
          <Link className={styles.ghost} to={loginUrl()}>
            去登录
          </Link>
        </div>
      </section>
    );
  const data = user.data;
  return (
    <section className={styles.card} aria-live="polite">
      <div className={styles.status}>
        {data?.joined ? (
          <span className={styles.joined}>
            ✓ 已添加企业微信客服{data.joinedAt ? `（${data.joinedAt.slice(0, 10)}）` : ''}
          </span>
        ) : (
          <>
            <span>{user.isError ? '添加状态查询失败' : '添加后点击「我已添加」'}</span>
            <button
              type="button"
              className={styles.button}
              disabled={user.isFetching}
              onClick={() =>
                void user.refetch().then((r) => {
                  if (r.data && !r.data.joined) toast('暂未查询到添加记录，请添加后再试');
                  else if (r.isError) toast('查询失败，请稍后再试');
                })
              }
            >
              {user.isFetching ? '查询中…' : '我已添加'}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
