import { Link } from 'react-router';
import { PAGES } from '@jc/contract';
import { KefuDesk, KefuDeskQuery } from '../components/KefuDesk';
import styles from '../components/service.module.css';

/**
 * 联系客服: the mini program opens the messenger's customer-service chat here; a web page cannot, so it
 * shows the general desk's QR to add in the messenger, its phone, and the way to the mini program.
 */
export default function ToWxCustomerPage() {
  return (
    <div className={styles.page}>
      <KefuDeskQuery type="kefu_1">
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
      </KefuDeskQuery>
    </div>
  );
}
