import { platform } from './current';
import type { PermissionKind, PermissionResult } from './types';

/** The error a caller's `use` sees when the permission is blocked and was not asked at all. */
export const permissionRefused = () => new DOMException('权限已被拒绝', 'NotAllowedError');

const ui = () => import('./permission-ui');

/**
 * THE way to use a device permission (spec sections 4 and 6). Granted: `use` runs at once. Not asked
 * yet (or denied once): the explanation overlay shows while the platform's request is open, and goes
 * when it is answered. Denied for good (before or by this answer): the modal 操作权限已被拒绝，请手动前往设置
 * with 立即设置. Resolves with the outcome and `use`'s value or error.
 */
export async function askPermission<T = void>(
  kind: PermissionKind,
  use?: () => Promise<T>,
): Promise<PermissionResult<T>> {
  const device = platform();
  const now = await device.permissions.state(kind);
  if (now === 'granted' || now === 'unsupported') return device.permissions.request(kind, use);
  if (now === 'blocked') {
    void ui().then((m) => m.showBlockedModal(kind));
    return { outcome: 'blocked', error: permissionRefused() };
  }
  const { showExplanation, showBlockedModal } = await ui();
  const hide = showExplanation(kind);
  let result: PermissionResult<T>;
  try {
    result = await device.permissions.request(kind, use);
  } finally {
    hide();
  }
  if (result.outcome === 'blocked') void showBlockedModal(kind);
  return result;
}

/** askPermission for a use that must succeed: its value, or its error thrown (the caller words it). */
export async function withPermission<T>(kind: PermissionKind, use: () => Promise<T>): Promise<T> {
  const result = await askPermission(kind, use);
  if (result.outcome === 'granted') return result.value as T;
  throw result.error ?? permissionRefused();
}
