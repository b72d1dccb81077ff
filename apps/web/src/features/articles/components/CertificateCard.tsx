import { useEffect, useState } from 'react';
import type { Certificate } from '@jc/contract';
import { PageLoading } from '@/components/PageStatus';
import { certificateFileName, certificatePng } from '../lib/certificate';
import articleStyles from './articles.module.css';
import styles from './CertificateCard.module.css';
import { Picture } from '@/components/Picture/Picture';

/** One certificate drawn in the browser as a PNG: shown, and saved as a file by 保存证书. */
export function CertificateCard({ cert }: { cert: Certificate }) {
  const [url, setUrl] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made = '';
    let live = true;
    certificatePng(cert)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [cert]);

  return (
    <section className={articleStyles.card} aria-label={`${cert.contestTitle} ${cert.awardText}证书`}>
      <h2 className={articleStyles.sectionTitle}>
        {cert.contestTitle} · {cert.awardText}
      </h2>
      {url ? (
        <Picture className={styles.certImage} src={url} alt={`${cert.holderName}的${cert.awardText}证书`} />
      ) : failed ? (
        <p className={articleStyles.serverError}>证书图片生成失败，请刷新重试。</p>
      ) : (
        <PageLoading text="证书生成中…" />
      )}
      <div className={styles.certActions}>
        {url ? (
          <a className={styles.saveLink} href={url} download={certificateFileName(cert)}>
            保存证书
          </a>
        ) : null}
      </div>
      <p className={articleStyles.hint}>
        作品《{cert.essayTitle}》 · 证书编号 {cert.code}
      </p>
    </section>
  );
}
