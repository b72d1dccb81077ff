import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useCampDictionary } from '../api/checkin';
import { campErrorView, NoCamp } from '../components/NoCamp';
import { useDakaId } from '../hooks/use-daka-id';
import styles from './ServicePage.module.css';

/** `tel:` wants the digits only (and + or -, which phones accept). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+-]/g, '')}`;

/** 客服: the camp's customer service from getDicInfo: its QR code (long-press to save), phone, hours and rules. */
export default function ServicePage() {
  const navigate = useNavigate();
  const dakaId = useDakaId();
  const dictionary = useCampDictionary(dakaId);
  if (!dakaId) return <NoCamp />;
  return (
    <div className={styles.page}>
      <QueryView
        query={dictionary}
        error={campErrorView('客服信息加载失败', () => void navigate(PAGES.clockTab.path, { replace: true }))}
        loading={
          <div className={styles.card} aria-busy="true">
            <Skeleton className={styles.skQr} />
            <Skeleton className={styles.skLine} />
          </div>
        }
        isEmpty={(d) => !d.serviceQr && !d.servicePhone && !d.rules}
        empty={{
          title: '暂未设置客服',
          description: '这个打卡营还没有客服信息，有问题可以在打卡营里留言。',
          actionText: '返回打卡营',
          onAction: () => void navigate(`${PAGES.clockIndex.path}?dakaId=${dakaId}`),
        }}
      >
        {(d) => (
          <>
            <section className={styles.card} aria-label="客服">
              <h1 className={styles.title}>{d.serviceTitle || '打卡营客服'}</h1>
              {d.serviceQr ? (
                <figure className={styles.qr}>
                  <img src={d.serviceQr} alt="客服二维码" />
                  <figcaption>长按二维码保存图片，或识别添加客服</figcaption>
                </figure>
              ) : null}
              {d.servicePhone ? (
                <a
                  className={styles.phone}
                  href={telHref(d.servicePhone)}
                  aria-label={`拨打客服电话 ${d.servicePhone}`}
                >
                  <span className={styles.phoneLabel}>客服电话</span>
                  <span className={styles.phoneNo}>{d.servicePhone}</span>
                  <span className={styles.call}>拨打</span>
                </a>
              ) : null}
              {d.serviceHours ? (
                <p className={styles.hours}>
                  <span>服务时间</span>
                  {d.serviceHours}
                </p>
              ) : null}
            </section>
            {d.rules ? (
              <section className={styles.card} aria-label="打卡规则">
                <h2 className={styles.subtitle}>打卡规则</h2>
                <p className={styles.rules}>{d.rules}</p>
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
