import { Dialog } from 'antd-mobile';
import { setUpAntdMobile } from '@/lib/antd';
import { platform } from './current';
import { askPermission } from './permission-flow';
import {
  BLOCKED_BUTTON,
  BLOCKED_TEXT,
  browserSettingsSteps,
  NOTIFY_REMINDER,
  PERMISSION_TEXT,
} from './permission-texts';
import type { PermissionKind } from './types';
import styles from './platform.module.css';

/**
 * The explanation overlay (spec section 6) while the request is open; returns the function that
 * removes it. Plain DOM: it must show at once, before the browser's prompt.
 */
export function showExplanation(kind: PermissionKind): () => void {
  const { title, text } = PERMISSION_TEXT[kind];
  const box = document.createElement('div');
  box.className = styles.explain ?? '';
  box.setAttribute('role', 'status');
  box.dataset.permissionExplain = kind;
  const h = document.createElement('p');
  h.className = styles.explainTitle ?? '';
  h.textContent = title;
  const p = document.createElement('p');
  p.className = styles.explainText ?? '';
  p.textContent = text;
  box.append(h, p);
  document.body.append(box);
  return () => box.remove();
}

/** How to allow the permission in the browser, when the platform cannot open its settings. */
function showBrowserSteps(kind: PermissionKind): Promise<void> {
  return Dialog.alert({
    title: `允许使用${PERMISSION_TEXT[kind].setting}`,
    content: (
      <ol className={styles.steps}>
        {browserSettingsSteps(kind).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    ),
    confirmText: '知道了',
  });
}

let blockedOpen = false;

/** Spec section 8: 操作权限已被拒绝，请手动前往设置 with 立即设置 (one at a time). */
export async function showBlockedModal(kind: PermissionKind): Promise<void> {
  if (blockedOpen) return;
  blockedOpen = true;
  setUpAntdMobile();
  try {
    const go = await Dialog.confirm({
      title: PERMISSION_TEXT[kind].title.replace('使用说明', ''),
      content: BLOCKED_TEXT,
      confirmText: BLOCKED_BUTTON,
      cancelText: '取消',
    });
    if (go && !(await platform().permissions.openSettings(kind))) await showBrowserSteps(kind);
  } finally {
    blockedOpen = false;
  }
}

/**
 * The startup notification reminder (spec section 4): one modal, one button that opens the settings
 * (in a browser: asks, or shows how to allow it when it was blocked).
 */
export async function showNotificationReminder(): Promise<void> {
  setUpAntdMobile();
  await Dialog.alert({
    title: NOTIFY_REMINDER.title,
    content: NOTIFY_REMINDER.text,
    confirmText: NOTIFY_REMINDER.button,
  });
  const device = platform();
  if (await device.permissions.openSettings('notifications')) return;
  const state = await device.permissions.state('notifications');
  if (state === 'blocked') await showBrowserSteps('notifications');
  else if (state === 'prompt') await askPermission('notifications');
}
