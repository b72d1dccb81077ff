import { useSearchParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { useGoBack } from '@/lib/use-go-back';
import { useKefu } from '../api/service';
import { DeskSkeleton, KefuDesk } from '../components/KefuDesk';
import { kefuTypeOf } from '../lib/service-logic';
import styles from '../components/service.module.css';

/** 客服咨询 `?type=kefu_1|kefu_ks`: the desk's QR (long-press to save), phone and hours. */
export default function CustomerConsultationPage() {
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const type = kefuTypeOf(params.get('type'));
  const desk = useKefu(type);
  if (!type)
    return (
      <PageStatus
        art="notFound"
        title="没有这个客服"
        description="客服类型须为 kefu_1 或 kefu_ks"
        actionText="返回"
        onAction={goBack}
      />
    );
  return (
    <div className={styles.page}>
      <QueryView
        query={desk}
        error="客服信息加载失败"
        loading={<DeskSkeleton />}
        isEmpty={(d) => !d.qrPath && !d.phone}
        empty={{
          title: '暂未设置客服',
          description: '客服信息还在准备中，请稍后再来。',
          actionText: '返回',
          onAction: goBack,
        }}
      >
        {(d) => <KefuDesk desk={d} />}
      </QueryView>
    </div>
  );
}
