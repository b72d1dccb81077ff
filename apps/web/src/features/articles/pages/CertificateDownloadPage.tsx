import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Msg } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { currentLocation, loginUrl, navigateTo } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { myCertificatesQuery } from '../api/articles';
import { CertificateCard } from '../components/CertificateCard';
import { VerifyPanel } from '../components/VerifyPanel';
import articleStyles from '../components/articles.module.css';
import styles from './CertificateDownloadPage.module.css';

function MyCertificates({ first }: { first: string }) {
  const certs = useQuery(myCertificatesQuery());
  return (
    <QueryView
      query={certs}
      error="证书加载失败"
      isEmpty={(list) => list.length === 0}
      empty={{ title: '还没有证书', description: '参加有奖征文，获奖后即可在这里下载荣誉证书。' }}
    >
      {(list) => (
        <div className={styles.certs}>
          {[...list]
            .sort((a, b) => Number(b.code === first) - Number(a.code === first))
            .map((c) => (
              <CertificateCard key={c.code} cert={c} />
            ))}
        </div>
      )}
    </QueryView>
  );
}

/**
 * 证书下载: with `?code=` anyone checks a certificate (no login); logged in, the caller's certificates,
 * drawn here as PNGs (`?mine=` puts one first). The code field is on both.
 */
export default function CertificateDownloadPage() {
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const code = params.get('code')?.trim() ?? '';
  const verify = (
    <VerifyPanel key={code} initial={code} onCode={(c) => setParams({ code: c }, { replace: true })} />
  );
  if (code) return <div className={articleStyles.page}>{verify}</div>;
  return (
    <div className={articleStyles.page}>
      {loggedIn ? (
        <MyCertificates first={params.get('mine') ?? ''} />
      ) : (
        <PageStatus
          art="empty"
          title={Msg.pleaseLogin}
          description="登录后可下载你的荣誉证书；查询证书真伪无需登录。"
          actionText="去登录"
          onAction={() => navigateTo(loginUrl(currentLocation()))}
        />
      )}
      {verify}
    </div>
  );
}
