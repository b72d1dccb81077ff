import type { ReactNode } from 'react';
import { Modal } from 'antd';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  /** A destructive action (delete, refund): the button is red. */
  danger?: boolean;
  /** The action; the dialog stays open with a spinning button until it settles, and closes on success. */
  onOk: () => Promise<unknown>;
}

/**
 * Asks before an action and runs it: resolves true once the action succeeded, false when cancelled.
 * A failed action keeps the dialog open (the API client has already shown the server's reason).
 */
export function confirmAction({
  title,
  content,
  okText = '确定',
  danger,
  onOk,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content,
      okText,
      cancelText: '取消',
      okButtonProps: { danger },
      onOk: () => onOk().then(() => resolve(true)),
      onCancel: () => resolve(false),
    });
  });
}
