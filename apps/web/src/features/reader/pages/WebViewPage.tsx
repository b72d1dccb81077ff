import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { checkWebAddress } from '@/lib/safe-url';
import { useGoBack } from '@/lib/use-go-back';
import styles from './ReaderPages.module.css';

/** After this long without a load event the page offers the browser (some sites refuse frames). */
const SLOW_LOAD_MS = 10_000;

/**
 * 网页: an https page or a page of this site in a frame, with its title (`?title=`, else the host) and a
 * loading state. `javascript:`, `data:`, plain http elsewhere and other schemes are refused.
 */
export default function WebViewPage() {
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const check = checkWebAddress(params.get('url'), window.location.origin);
  if (!check.ok) {
    return (
      <PageStatus title="无法打开该网页" description={check.reason} actionText="返回" onAction={goBack} />
    );
  }
  const src = check.url;
  const external = /^https:/i.test(src);
  const host = external ? new URL(src).host : '';
  const title = params.get('title')?.trim() || host || '本站页面';
  return (
    <div className={styles.webPage}>
      <div className={styles.webBar}>
        <span className={styles.webTitle}>{title}</span>
        {external ? (
          <a className={styles.webOpen} href={src} target="_blank" rel="noopener noreferrer">
            浏览器打开
          </a>
        ) : null}
      </div>
      <WebFrame key={src} src={src} title={title} external={external} />
    </div>
  );
}

/** The frame with its loading cover; keyed by the address, so a new address starts loading afresh. */
function WebFrame({ src, title, external }: { src: string; title: string; external: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.frameWrap}>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
      />
      {loaded ? null : (
        <div className={styles.frameLoading} role="status">
          <div className={styles.spinner} />
          <p>网页加载中…</p>
          {slow && external ? <p className={styles.hint}>加载较慢？可点右上角用浏览器打开</p> : null}
        </div>
      )}
    </div>
  );
}
