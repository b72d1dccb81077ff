import { useSearchParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { useGoBack } from '@/lib/use-go-back';
import { KefuDesk, KefuDeskQuery } from '../components/KefuDesk';
import { kefuTypeOf } from '../lib/service-logic';
import styles from '../components/service.module.css';

/** 客服咨询 `?type=kefu_1|kefu_ks`: the desk's QR (long-press to save), phone and hours. */
export default function CustomerConsultationPage() {
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const type = kefuTypeOf(params.get('type'));
  if (!type)
    return (
      <PageStatus
        art="notFound"
        title="没有这个客服"
        description="客服类型须为 kefu_1、kefu_ks 或 kefu_js"
        actionText="返回"
        onAction={goBack}
      />
    );
  return (
    <div className={styles.page}>
      <KefuDeskQuery type={type}>{(d) => <KefuDesk desk={d} />}</KefuDeskQuery>
    </div>
  );
}
