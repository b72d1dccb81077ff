import { useSearchParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { useMyInfo } from '@/lib/auth';
import { CheckinFeed } from '../components/CheckinFeed';
import { dateParam, dayText, idParam } from '../lib/checkin-logic';
import styles from './checkin-pages.module.css';

/** clock/historyDetails?date[&dakaId] (login): my check-ins of one day. */
export default function HistoryDetailsPage() {
  const [params] = useSearchParams();
  const date = dateParam(params.get('date'));
  const dakaId = idParam(params.get('dakaId'));
  const me = useMyInfo();
  const userId = me.data?.userId ?? 0;

  if (!date) return <PageStatus art="notFound" title="日期不正确" description="请从打卡记录里选择一天。" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.dayTitle}>{dayText(date)}的打卡</h1>
      <CheckinFeed
        filter={dakaId ? { userId, date, dakaId } : { userId, date }}
        enabled={userId > 0}
        showCamp={!dakaId}
        empty={{ title: '这一天没有打卡', description: '坚持每天打卡，记录会越来越多哦。' }}
      />
    </div>
  );
}
