import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { ServiceDesk, ServiceDeskSkeleton } from '@/components/ServiceDesk/ServiceDesk';
import { useCampDictionary } from '../api/checkin';
import { campErrorView, NoCamp } from '../components/NoCamp';
import { useDakaId } from '../hooks/use-daka-id';
import styles from './ServicePage.module.css';

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
        loading={<ServiceDeskSkeleton />}
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
            <ServiceDesk
              title={d.serviceTitle || '打卡营客服'}
              qr={d.serviceQr}
              qrAlt="客服二维码"
              qrCaption="长按二维码保存图片，或识别添加客服"
              phone={d.servicePhone}
              timeLabel="服务时间"
              time={d.serviceHours}
            />
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
