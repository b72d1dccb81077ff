/**
 * Web Push in the app's service worker (src/sw/listening-sw.ts imports this): a `push` shows the
 * reminder as a notification, a tap on it focuses an open tab of the app on its page or opens one.
 * The payload is the server's JSON (modules/reminders `ReminderNotification`):
 * `{ title, body, path, tag, reminderId, slot }`; plain text becomes the body.
 */

interface PushData {
  title?: string;
  body?: string;
  content?: string;
  path?: string;
  tag?: string;
}

interface SwEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwPushEvent extends SwEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface SwNotificationEvent extends SwEvent {
  readonly notification: Notification;
}
interface SwClient {
  readonly url: string;
  focus(): Promise<SwClient>;
  navigate(url: string): Promise<SwClient | null>;
}
interface SwPushScope {
  readonly location: Location;
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly SwClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: SwPushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: SwNotificationEvent) => void): void;
}

export const APP_NAME = '课本伴学';
/** Only this app's pages open from a notification. */
export const safePath = (path: unknown) =>
  typeof path === 'string' && /^\/pages\/[\w/]+(\?[\w=&%.-]*)?$/.test(path) ? path : '/pages/index/home';

/** The notification for a push payload (pure; exported for the tests). */
export function notificationOf(
  read: () => unknown,
  text: () => string,
): { title: string; options: NotificationOptions } {
  let data: PushData;
  try {
    const parsed = read();
    data = parsed && typeof parsed === 'object' ? (parsed as PushData) : { body: String(parsed) };
  } catch {
    data = { body: text() };
  }
  return {
    title: data.title || APP_NAME,
    options: {
      body: data.body ?? data.content ?? '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: data.tag,
      data: { path: safePath(data.path) },
    },
  };
}

export function installPushHandlers(sw: SwPushScope): void {
  sw.addEventListener('push', (event) => {
    const payload = event.data;
    const { title, options } = notificationOf(
      () => (payload ? payload.json() : {}),
      () => (payload ? payload.text() : ''),
    );
    event.waitUntil(sw.registration.showNotification(title, options));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = safePath((event.notification.data as { path?: unknown } | null)?.path);
    const target = new URL(path, sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = tabs.find((c) => new URL(c.url).origin === sw.location.origin);
        if (tab) {
          await tab.focus();
          await tab.navigate(target).catch(() => null);
          return;
        }
        await sw.clients.openWindow(target);
      })(),
    );
  });
}
