import { Timing } from '@jc/contract';

export type ToastKind = 'text' | 'success' | 'fail';

/**
 * The one way the app shows a toast. antd-mobile's Toast (and the animation library under it) loads
 * on the first toast, so the first screen does not carry it.
 */
export function toast(
  content: string,
  kind: ToastKind = 'text',
  duration: number = Timing.toastDuration,
): void {
  import('./toast-view')
    .then(({ showToast }) => showToast(content, kind, duration))
    .catch((error: unknown) => console.error('[toast] could not show', content, error));
}
