import { Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES, type Order } from '@jc/contract';
import { toast } from '@/lib/toast';
import { useCancelOrDelete, useConfirmReceipt } from '../api/shop';

export interface OrderAction {
  key: 'pay' | 'cancel' | 'confirm' | 'delete';
  text: string;
  primary?: boolean;
  run: () => void;
}

/** The buttons an order offers in its status (domain.md), each behind a confirm dialog. */
export function useOrderActions(options: { onDeleted?: () => void; onPay?: (order: Order) => void } = {}) {
  const navigate = useNavigate();
  const cancelOrDelete = useCancelOrDelete();
  const confirmReceipt = useConfirmReceipt();
  const busy = cancelOrDelete.isPending || confirmReceipt.isPending;

  /** Runs `act` once the user confirms. */
  const confirmThen = (content: string, confirmText: string, act: () => void) =>
    void Dialog.confirm({ content, confirmText, cancelText: '再想想' }).then((ok) => {
      if (ok) act();
    });

  return {
    busy,
    actionsFor(order: Order): OrderAction[] {
      const cancel: OrderAction = {
        key: 'cancel',
        text: '取消订单',
        run: () =>
          confirmThen('确定取消这个订单吗？取消后商品库存将释放。', '取消订单', () =>
            cancelOrDelete.mutate(
              { orderId: order.orderId, type: 'cancel' },
              { onSuccess: () => toast('订单已取消') },
            ),
          ),
      };
      const remove: OrderAction = {
        key: 'delete',
        text: '删除订单',
        run: () =>
          confirmThen('确定删除这个订单吗？删除后不可恢复。', '删除', () =>
            cancelOrDelete.mutate(
              { orderId: order.orderId, type: 'delete' },
              {
                onSuccess: () => {
                  toast('订单已删除');
                  options.onDeleted?.();
                },
              },
            ),
          ),
      };
      switch (order.status) {
        case 'unpaid':
          return [
            cancel,
            {
              key: 'pay',
              text: '去支付',
              primary: true,
              run: () =>
                options.onPay
                  ? options.onPay(order)
                  : void navigate(`${PAGES.shoppingOrderDetails.path}?orderId=${order.orderId}&pay=1`),
            },
          ];
        case 'shipped':
          return [
            {
              key: 'confirm',
              text: '确认收货',
              primary: true,
              run: () =>
                confirmThen('确认已经收到礼品了吗？', '确认收货', () =>
                  confirmReceipt.mutate(order.orderId, { onSuccess: () => toast('已确认收货', 'success') }),
                ),
            },
          ];
        case 'completed':
        case 'cancelled':
          return [remove];
        default:
          return [];
      }
    },
  };
}
