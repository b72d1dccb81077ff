import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { isApiError } from '@/lib/api-client';
import { CloseIcon } from '@/components/icons';
import { PasscodeField } from '@/components/PasscodeField/PasscodeField';
import { usePayOrder } from '../api/shop';
import { Points } from './Points';
import styles from './shop.module.css';

interface PayPasswordSheetProps {
  visible: boolean;
  orderId: number;
  totalPoints: number;
  onClose: () => void;
  onPaid: () => void;
}

/**
 * 输入支付密码: six boxes and a number keyboard. Six digits pay at once; a refusal shows the server's
 * message (wrong password with tries left, the lock, too few points) under the boxes and clears them.
 */
export function PayPasswordSheet(props: PayPasswordSheetProps) {
  // destroyOnClose: every opening starts with empty boxes and no message.
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={styles.sheet} destroyOnClose>
      <SheetBody {...props} />
    </Popup>
  );
}

function SheetBody({ orderId, totalPoints, onClose, onPaid }: PayPasswordSheetProps) {
  const pay = usePayOrder();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const submit = (pwd: string) => {
    if (pay.isPending) return;
    pay.mutate(
      { orderId, pwd },
      {
        onSuccess: onPaid,
        onError: (e) => {
          setError(isApiError(e) ? e.message : '支付失败，请重试');
          setValue('');
        },
      },
    );
  };

  return (
    <>
      <div className={styles.sheetHead}>
        <h2 className={styles.sheetTitle}>输入支付密码</h2>
        <button type="button" className={styles.sheetClose} onClick={onClose} aria-label="关闭">
          <CloseIcon size={22} />
        </button>
      </div>
      <div className={styles.sheetAmount}>
        <Points value={totalPoints} size="lg" />
      </div>
      <PasscodeField
        label="支付密码"
        value={value}
        error={error}
        hint="请输入6位数字支付密码"
        busy={pay.isPending}
        busyText="正在支付…"
        onChange={setValue}
        onClearError={() => setError('')}
        onFill={submit}
        lineClassName={styles.sheetLine}
      />
    </>
  );
}
