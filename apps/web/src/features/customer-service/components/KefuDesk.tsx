import type { ReactNode } from 'react';
import type { KefuInfo, KefuType } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { ServiceDesk, ServiceDeskSkeleton } from '@/components/ServiceDesk/ServiceDesk';
import { useGoBack } from '@/lib/use-go-back';
import { useKefu } from '../api/service';

export { ServiceDeskSkeleton as DeskSkeleton } from '@/components/ServiceDesk/ServiceDesk';

/** One of the publisher's desks (myInfo/getKefuQrcode) as the shared desk card. */
export function KefuDesk({ desk, hint }: { desk: KefuInfo; hint?: string }) {
  return (
    <ServiceDesk
      title={desk.title}
      qr={desk.qrPath}
      qrAlt={`${desk.title}二维码`}
      qrCaption={desk.qrTitle || hint || '长按二维码保存图片，或识别添加客服'}
      hint={hint ?? '长按二维码可保存到相册，在微信中识别添加'}
      phone={desk.phone}
      timeLabel="工作时间"
      time={desk.workTime}
      tips={desk.tips}
    />
  );
}

/** A desk fetched by its type, with the loading, error and empty states the desk pages share. */
export function KefuDeskQuery({
  type,
  children,
}: {
  type: KefuType;
  children: (desk: KefuInfo) => ReactNode;
}) {
  const desk = useKefu(type);
  const goBack = useGoBack();
  return (
    <QueryView
      query={desk}
      error="客服信息加载失败"
      loading={<ServiceDeskSkeleton />}
      isEmpty={(d) => !d.qrPath && !d.phone}
      empty={{
        title: '暂未设置客服',
        description: '客服信息还在准备中，请稍后再来。',
        actionText: '返回',
        onAction: goBack,
      }}
    >
      {children}
    </QueryView>
  );
}
