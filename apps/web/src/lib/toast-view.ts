import { Toast } from 'antd-mobile';
import { setUpAntdMobile } from './antd';
import type { ToastKind } from './toast';

export function showToast(content: string, kind: ToastKind, duration: number): void {
  setUpAntdMobile();
  Toast.show({
    content,
    icon: kind === 'text' ? undefined : kind,
    duration,
    position: kind === 'text' ? 'center' : undefined,
  });
}
