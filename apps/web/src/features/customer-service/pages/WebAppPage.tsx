import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '@/components/icons';
import { PageStatus } from '@/components/PageStatus';
import { checkWebAddress } from '@/lib/safe-url';
import { useGoBack } from '@/lib/use-go-back';
import styles from './WebAppPage.module.css';

/**
 * 应用 `?url=&title=` (own nav): a web app (a partner's H5 service, an activity) filling the screen under
 * a slim bar of ours — back, its title, 浏览器打开. Only https pages and this app's own paths open.
 */
export default function WebAppPage() {
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const [loaded, setLoaded] = useState(false);
  const check = checkWebAddress(params.get('url'), window.location.origin);
  const external = check.ok && /^https:/i.test(check.url);
  const title = params.get('title')?.trim() || (external && check.ok ? new URL(check.url).host : '应用');
  return (
    <div className={styles.page}>
      {/* Our own bar, as the app's frame has: antd-mobile's NavBar back is a div without a name or focus. */}
      <header className={styles.bar}>
        <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
          <ChevronLeftIcon size={24} />
        </button>
        <h1 className={styles.title}>{title}</h1>
        {external && check.ok ? (
          <a className={styles.open} href={check.url} target="_blank" rel="noopener noreferrer">
            浏览器打开
          </a>
        ) : null}
      </header>
      {check.ok ? (
        <div className={styles.body}>
          <iframe
            className={styles.frame}
            src={check.url}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
          />
          {loaded ? null : (
            <div className={styles.loading} role="status">
              应用加载中…
            </div>
          )}
        </div>
      ) : (
        <PageStatus title="无法打开该应用" description={check.reason} actionText="返回" onAction={goBack} />
      )}
    </div>
  );
}
