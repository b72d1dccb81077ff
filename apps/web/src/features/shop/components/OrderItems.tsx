import type { OrderItem } from '@jc/contract';
import { Points } from './Points';
import styles from './shop.module.css';
import { Picture } from '@/components/Picture/Picture';

export function OrderItemRow({ item }: { item: OrderItem }) {
  return (
    <div className={styles.itemRow}>
      <Picture className={styles.itemPic} src={item.picture} alt="" loading="lazy" />
      <div className={styles.itemBody}>
        <p className={styles.itemName}>{item.name}</p>
        <div className={styles.itemMeta}>
          <Points value={item.points} size="sm" />
          <span className={styles.itemQty}>×{item.quantity}</span>
        </div>
      </div>
    </div>
  );
}
