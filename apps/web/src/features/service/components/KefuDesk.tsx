import type { KefuInfo } from '@jc/contract';
import { ServiceDesk } from '@/components/ServiceDesk/ServiceDesk';

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
