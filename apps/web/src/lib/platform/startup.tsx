import { createRoot } from 'react-dom/client';
import { aboutEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';
import { setUpAntdMobile } from '@/lib/antd';
import { storage, StorageKey } from '@/lib/storage';
import { platform } from './current';
import { shellPlatform } from './shell';
import { showNotificationReminder } from './permission-ui';
import { UpdateDialog } from './UpdateDialog';

/** Asks the server for a newer release of this platform; shows the update dialog when there is one. */
export async function checkForUpdate(): Promise<void> {
  const device = platform();
  const line = device.app.updatePlatform();
  if (!line) return;
  const update = await api.call(
    aboutEndpoints.appUpdate,
    { platform: line, version: device.app.version() },
    { silent: true },
  );
  if (!update.hasUpdate) return;
  setUpAntdMobile();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdateDialog update={update} onClose={close} />);
}

/**
 * Once per start of a shell or the installed app: the shell's own platform first (the native app's,
 * the mini program's web-view's: lib/platform/shell.ts); then, when it is an installed app (the native
 * app, or the browser's installed web app), the notification reminder (once ever, when notifications
 * are not allowed) and the update check. A plain browser tab does neither: a web page opened from a
 * link is not the place to nag, and the mini program updates itself.
 */
export async function runPlatformStartup(): Promise<void> {
  const device = await shellPlatform();
  if (!device.app.installed()) return;
  const notifications = await device.permissions.state('notifications');
  if (
    notifications !== 'granted' &&
    notifications !== 'unsupported' &&
    !storage.get(StorageKey.notifyReminderShown)
  ) {
    storage.set(StorageKey.notifyReminderShown, '1');
    await showNotificationReminder();
  }
  await checkForUpdate().catch((error: unknown) => console.warn('[update] check failed', error));
}
