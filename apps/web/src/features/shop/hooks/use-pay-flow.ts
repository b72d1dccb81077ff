import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { fetchMyInfo } from '@/lib/auth';
import { currentLocation } from '@/lib/navigation';

/**
 * Opening the payment sheet: without a payment password yet, the user is guided to set one at
 * user/zhifuPwd, which comes back here (with pay=1) when done.
 */
export function usePayFlow() {
  const navigate = useNavigate();
  const [payingOrder, setPayingOrder] = useState<number | null>(null);

  const startPay = async (orderId: number, back: string = currentLocation()) => {
    const hasPayPwd = await fetchMyInfo().then(
      (user) => user.hasPayPwd,
      () => null,
    );
    if (hasPayPwd === null) return;
    if (hasPayPwd) {
      setPayingOrder(orderId);
      return;
    }
    const go = await Dialog.confirm({
      title: '还没有支付密码',
      content: '积分兑换需要6位数字支付密码，设置后回到这里继续支付。',
      confirmText: '去设置',
      cancelText: '稍后',
    });
    if (go) void navigate(`${PAGES.zhifuPwd.path}?redirect=${encodeURIComponent(back)}`);
  };

  return { payingOrder, startPay, closePay: () => setPayingOrder(null) };
}
