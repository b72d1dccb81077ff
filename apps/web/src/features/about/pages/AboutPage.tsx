import { useState } from 'react';
import { List, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { AgreementKind, AgreementText } from '@jc/contract';
import { BrandMark, CloseIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { APP_NAME, APP_TAGLINE } from '@/config';
import { agreementsQuery } from '../api/about';
import { appVersion, paragraphs } from '../lib/about-logic';
import styles from './AboutPage.module.css';

const KINDS: { kind: AgreementKind; text: string }[] = [
  { kind: 'agreement', text: '用户协议' },
  { kind: 'privacy', text: '隐私政策' },
];

/** 关于我们: the app's name and version (from the build), and both texts of thirdpart/getXieyi. */
export default function AboutPage() {
  const agreements = useQuery(agreementsQuery());
  const [open, setOpen] = useState<AgreementText | null>(null);

  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <BrandMark size={72} />
        <h2 className={styles.name}>{APP_NAME}</h2>
        <p className={styles.tagline}>{APP_TAGLINE}</p>
        <p className={styles.version}>版本 {appVersion()}</p>
      </header>
      <QueryView query={agreements} error="协议内容加载失败">
        {(texts) => (
          <List className={styles.list}>
            {KINDS.map(({ kind, text }) => (
              <List.Item
                key={kind}
                onClick={() => setOpen(texts[kind])}
                description={`更新于 ${texts[kind].updatedAt.slice(0, 10)}`}
              >
                {texts[kind].title || text}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
      <p className={styles.footer}>© {APP_NAME}</p>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        bodyClassName={styles.sheet}
        position="bottom"
      >
        {open ? (
          <article className={styles.article} aria-label={open.title}>
            <div className={styles.sheetHead}>
              <h2 className={styles.sheetTitle}>{open.title}</h2>
              <button type="button" className={styles.close} onClick={() => setOpen(null)} aria-label="关闭">
                <CloseIcon size={22} />
              </button>
            </div>
            <div className={styles.body}>
              {paragraphs(open.content).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </article>
        ) : null}
      </Popup>
    </div>
  );
}
