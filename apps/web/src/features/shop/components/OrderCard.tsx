import type { Order } from '@jc/contract';
import type { OrderAction } from '../hooks/use-order-actions';
import { OrderItemRow } from './OrderItems';
import { Points } from './Points';
import styles from './shop.module.css';

export const STATUS_TONE: Record<Order['status'], string> = {
  unpaid: 'toneWarm',
  paid: 'toneBlue',
  shipped: 'toneBlue',
  completed: 'toneGreen',
  cancelled: 'toneGrey',
};

export function OrderActions({ actions, busy }: { actions: OrderAction[]; busy: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.orderActions}>
      {actions.map((a) => (
        <button
          key={a.key}
          type="button"
          disabled={busy}
          className={a.primary ? styles.actionPrimary : styles.action}
          onClick={(e) => {
            e.stopPropagation();
            a.run();
          }}
        >
          {a.text}
        </button>
      ))}
    </div>
  );
}

export function OrderCard(props: {
  order: Order;
  actions: OrderAction[];
  busy: boolean;
  onOpen: () => void;
}) {
  const { order, actions, busy, onOpen } = props;
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article
      className={`${styles.card} ${styles.orderCard}`}
      onClick={onOpen}
      aria-label={`订单${order.orderNo}`}
    >
      <header className={styles.orderHead}>
        <span className={styles.orderNo}>订单号 {order.orderNo}</span>
        <span className={`${styles.status} ${styles[STATUS_TONE[order.status]]}`}>{order.statusText}</span>
      </header>
      {order.items.map((item) => (
        <OrderItemRow key={item.goodsId} item={item} />
      ))}
      <div className={styles.orderSum}>
        共{count}件 合计 <Points value={order.totalPoints} size="sm" />
      </div>
      <OrderActions actions={actions} busy={busy} />
    </article>
  );
}
