import { Link } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { useGoBack } from '@/lib/use-go-back';
import { useKefu } from '../api/service';
import { DeskSkeleton, KefuDesk } from '../components/KefuDesk';
import styles from '../components/service.module.css';

/**
 * 联系客服: the mini program opens the messenger's customer-service chat here; a web page cannot, so it
 * shows the general desk's QR to add in the messenger, its phone, and the way to the mini program.
 */
export default function ToWxCustomerPage() {
  const desk = useKefu('kefu_1');
  const goBack = useGoBack();
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
        {(d) => (
          <>
            <KefuDesk desk={{ ...d, title: '微信客服' }} hint="长按二维码保存，在微信中扫一扫添加客服" />
            <section className={styles.card}>
              <div className={styles.status}>
                <span>在微信小程序中可直接与客服聊天</span>
                <Link className={styles.ghost} to={PAGES.toWxMp.path}>
                  打开小程序
                </Link>
              </div>
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
