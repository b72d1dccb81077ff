import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type Order } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { DEFAULT_ERROR_TEXT, QueryView, type ErrorView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOrder } from '../api/shop';
import { AddressSummary } from '../components/AddressSummary';
import { ListSkeleton } from '../components/GoodsCard';
import { OrderActions } from '../components/OrderCard';
import { OrderItemRow } from '../components/OrderItems';
import { PayPasswordSheet } from '../components/PayPasswordSheet';
import { Points } from '../components/Points';
import { useNow } from '@/lib/use-now';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePayFlow } from '../hooks/use-pay-flow';
import { formatCountdown, formatDateTime, msLeft } from '../lib/countdown';
import shopStyles from './shop-pages.module.css';
import barStyles from './shop-bottom-bar.module.css';
import styles from './order-pages.module.css';

const STATUS_NOTE: Record<Order['status'], string> = {
  unpaid: '请尽快支付，超时订单将自动取消',
  paid: '已支付，礼品正在打包，请耐心等待发货',
  shipped: '礼品已发出，收到后请确认收货',
  completed: '订单已完成，感谢兑换',
  cancelled: '订单已取消',
};

/** 订单详情: status (with the auto-cancel countdown), address, items, waybill, times, actions, payment. */
export default function OrderDetailPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const order = useOrder(orderId);
  const { payingOrder, startPay, closePay } = usePayFlow();
  const payHere = `${PAGES.shoppingOrderDetails.path}?orderId=${orderId}&pay=1`;
  const { actionsFor, busy } = useOrderActions({
    onDeleted: () => void navigate(PAGES.shoppingOrderList.path, { replace: true }),
    onPay: (o) => void startPay(o.orderId, payHere),
  });
  const unpaid = order.data?.status === 'unpaid';
  const now = useNow({ everyMs: 1000, active: unpaid }).getTime();
  const left = unpaid ? msLeft(order.data?.expiresAt ?? null, now) : null;

  // Arriving with pay=1 (fresh from submit, or back from setting the password) opens the payment once.
  const autoPay = useRef(params.get('pay') === '1');
  useEffect(() => {
    if (!autoPay.current || !order.data) return;
    autoPay.current = false;
    setParams({ orderId: String(orderId) }, { replace: true });
    if (order.data.status === 'unpaid') void startPay(orderId, payHere);
  }, [order.data, orderId, payHere, setParams, startPay]);

  // The deadline passed while watching: the server has cancelled it (or will on the next look).
  const expired = left === 0;
  const { refetch } = order;
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);

  const missing: ErrorView = {
    art: 'notFound',
    title: '订单不存在',
    actionText: '查看我的订单',
    onAction: () => void navigate(PAGES.shoppingOrderList.path, { replace: true }),
  };
  if (orderId <= 0) return <PageStatus {...missing} />;

  const orderView = (o: Order) => {
    const times: [string, string | null][] = [
      ['下单时间', o.createdAt],
      ['支付时间', o.paidAt],
      ['发货时间', o.shippedAt],
      ['完成时间', o.completedAt],
      ['取消时间', o.cancelledAt],
    ];
    const actions = actionsFor(o);

    return (
      <div className={`${shopStyles.page} ${actions.length > 0 ? shopStyles.withBar : ''}`}>
        <section className={`${styles.statusBanner} ${styles[`banner_${o.status}`]}`}>
          <h1>{o.statusText}</h1>
          <p>
            {o.status === 'unpaid' && left !== null ? (
              <>
                剩余支付时间 <strong className={styles.countdown}>{formatCountdown(left)}</strong>
                ，超时订单将自动取消
              </>
            ) : o.status === 'cancelled' && o.cancelReason ? (
              `订单已取消：${o.cancelReason}`
            ) : (
              STATUS_NOTE[o.status]
            )}
          </p>
        </section>

        <section className={`${shopStyles.card} ${shopStyles.addressCard}`}>
          <AddressSummary address={o.address} />
        </section>

        {o.waybillNo ? (
          <section className={shopStyles.card}>
            <div className={styles.kv}>
              <span>运单号</span>
              <button
                type="button"
                className={styles.copy}
                onClick={() =>
                  void navigator.clipboard?.writeText(o.waybillNo).then(
                    () => toast('运单号已复制'),
                    () => toast(o.waybillNo),
                  )
                }
              >
                {o.waybillNo} <span>复制</span>
              </button>
            </div>
          </section>
        ) : null}

        <section className={shopStyles.card}>
          <h2 className={shopStyles.cardTitle}>兑换商品</h2>
          {o.items.map((item) => (
            <OrderItemRow key={item.goodsId} item={item} />
          ))}
          <div className={styles.kvTotal}>
            <span>合计</span>
            <Points value={o.totalPoints} size="md" />
          </div>
        </section>

        <section className={shopStyles.card}>
          <div className={styles.kv}>
            <span>订单编号</span>
            <span>{o.orderNo}</span>
          </div>
          {times.map(([label, at]) =>
            at ? (
              <div key={label} className={styles.kv}>
                <span>{label}</span>
                <span>{formatDateTime(at)}</span>
              </div>
            ) : null,
          )}
          {o.remark ? (
            <div className={styles.kv}>
              <span>订单备注</span>
              <span className={styles.kvText}>{o.remark}</span>
            </div>
          ) : null}
        </section>

        {actions.length > 0 ? (
          <footer className={`${barStyles.bottomBar} ${barStyles.barEnd}`}>
            <OrderActions actions={actions} busy={busy} />
          </footer>
        ) : null}

        <PayPasswordSheet
          visible={payingOrder === o.orderId}
          orderId={o.orderId}
          totalPoints={o.totalPoints}
          onClose={closePay}
          onPaid={() => {
            closePay();
            toast('兑换成功', 'success');
            void order.refetch();
          }}
        />
      </div>
    );
  };

  return (
    <QueryView
      query={order}
      loading={<ListSkeleton rows={3} />}
      // A refused or unreadable answer means there is no such order of this user.
      error={(error) =>
        !isApiError(error) || error.kind === 'server'
          ? missing
          : { title: '订单加载失败', description: DEFAULT_ERROR_TEXT }
      }
    >
      {orderView}
    </QueryView>
  );
}
