import type { AppPlugin } from '@capacitor/app';
import type { AppLauncherPlugin } from '@capacitor/app-launcher';
import type {
  CapacitorBarcodeScannerOptions,
  CapacitorBarcodeScannerScanResult,
} from '@capacitor/barcode-scanner';
import type { CameraPlugin, CameraResultType, CameraSource } from '@capacitor/camera';
import type { PermissionState as CapacitorPermission, PluginListenerHandle } from '@capacitor/core';
import type { Directory, FilesystemPlugin } from '@capacitor/filesystem';
import type { GeolocationPlugin } from '@capacitor/geolocation';
import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';
import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { FileOpenerPlugin } from '@capacitor-community/file-opener';
import type { AndroidSettings, IOSSettings, NativeSettingsPlugin } from 'capacitor-native-settings';
import type { AppPlatform } from '@jc/contract';
import { ANDROID_PROMPT } from '../permission-texts';
import type {
  DownloadProgress,
  PermissionKind,
  PermissionResult,
  PermissionState,
  Platform,
  UpdatePackage,
} from '../types';
import { downloadFileName, installFailedText, UpdateError } from '../update-logic';

/**
 * The native app's platform (docs/native.md): the Capacitor plugins behind the one interface of
 * lib/platform/types.ts. The plugins come in as a parameter (`NativePlugins`, the parts of their
 * interfaces this file calls): `index.ts` passes the real ones, the tests fakes.
 */
export interface NativePlugins {
  App: Pick<AppPlugin, 'getInfo' | 'exitApp'>;
  AppLauncher: Pick<AppLauncherPlugin, 'openUrl'>;
  BarcodeScanner: {
    scanBarcode(options: CapacitorBarcodeScannerOptions): Promise<CapacitorBarcodeScannerScanResult>;
  };
  Camera: Pick<CameraPlugin, 'checkPermissions' | 'requestPermissions' | 'getPhoto'>;
  Filesystem: Pick<
    FilesystemPlugin,
    'checkPermissions' | 'requestPermissions' | 'downloadFile' | 'addListener' | 'writeFile' | 'deleteFile'
  >;
  Geolocation: Pick<GeolocationPlugin, 'checkPermissions' | 'requestPermissions'>;
  PushNotifications: Pick<
    PushNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'register' | 'addListener'
  >;
  LocalNotifications: Pick<LocalNotificationsPlugin, 'schedule' | 'addListener'>;
  FileOpener: FileOpenerPlugin;
  NativeSettings: Pick<NativeSettingsPlugin, 'open'>;
}

/** What the native platform needs besides the plugins (the tests pass their own). */
export interface NativeEnv {
  /** Capacitor.getPlatform(): 'android' or 'ios'. */
  os: AppPlatform;
  /** Kept values (the push id): the app's localStorage. */
  store: { get(key: 'registerID'): string | null; set(key: 'registerID', value: string): void };
  /** Opens an app page (a notification's `path`). */
  open(path: string): void;
  /** Reads a file the WebView can address (a photo's webPath) as a Blob. */
  readBlob(webPath: string): Promise<Blob>;
  /** A file as base64, for Filesystem.writeFile. */
  toBase64(file: Blob): Promise<string>;
  random(): number;
  reload(): void;
}

/** The local notifications' ids: random integers in this range (spec section 9). */
export const LOCAL_NOTIFICATION_IDS = { min: 10_000, max: 99_999 } as const;

/** A random local notification id, 10000 to 99999 (spec section 9). */
export function localNotificationId(random: () => number = Math.random): number {
  const { min, max } = LOCAL_NOTIFICATION_IDS;
  return min + Math.floor(random() * (max - min + 1));
}

/** Capacitor's state → ours: `denied` is for good (Android stops asking; iOS asks once). */
function fromCapacitor(state: CapacitorPermission | 'limited' | undefined, os: AppPlatform): PermissionState {
  if (state === 'granted' || state === 'limited') return 'granted';
  if (state === 'denied') return 'blocked';
  // Spec section 4: on iOS an unasked permission counts as granted (the system asks at first use).
  return os === 'ios' ? 'granted' : 'prompt';
}

/** A request's answer: granted; denied for good; anything else is denied once (asked again next time). */
function outcomeOf(state: CapacitorPermission | 'limited' | undefined): 'granted' | 'denied' | 'blocked' {
  if (state === 'granted' || state === 'limited') return 'granted';
  return state === 'denied' ? 'blocked' : 'denied';
}

const isCancel = (error: unknown) => /cancel/i.test(error instanceof Error ? error.message : String(error));
const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? code : 'install';
};
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Only the app's own pages open from a notification; anything else opens home. */
export const notificationPath = (path: unknown) =>
  typeof path === 'string' && /^\/pages\/[\w/-]+(\?[^#\s]*)?$/.test(path) ? path : '/pages/index/home';

const APK_TYPE = 'application/vnd.android.package-archive';
const SAVE_FOLDER = '课本伴学';

/** THE native platform over the given plugins; `version` is App.getInfo()'s, read once at start. */
export function createNativePlatform(plugins: NativePlugins, env: NativeEnv, version: string): Platform {
  const { os } = env;
  const p = plugins;

  async function state(kind: PermissionKind): Promise<PermissionState> {
    try {
      switch (kind) {
        case 'camera':
          return fromCapacitor((await p.Camera.checkPermissions()).camera, os);
        case 'storage':
          return fromCapacitor((await p.Filesystem.checkPermissions()).publicStorage, os);
        case 'location':
          return fromCapacitor((await p.Geolocation.checkPermissions()).location, os);
        case 'notifications':
          return fromCapacitor((await p.PushNotifications.checkPermissions()).receive, os);
        case 'microphone':
          // No plugin: the WebView asks the system when the recorder's getUserMedia runs.
          return 'prompt';
        case 'phone':
          // The dialer (ACTION_DIAL, tel:) needs no permission.
          return 'granted';
      }
    } catch {
      return 'unsupported';
    }
  }

  async function ask(kind: PermissionKind): Promise<'granted' | 'denied' | 'blocked'> {
    switch (kind) {
      case 'camera':
        return outcomeOf((await p.Camera.requestPermissions({ permissions: ['camera'] })).camera);
      case 'storage':
        return outcomeOf((await p.Filesystem.requestPermissions()).publicStorage);
      case 'location':
        return outcomeOf((await p.Geolocation.requestPermissions({ permissions: ['location'] })).location);
      case 'notifications':
        return outcomeOf((await p.PushNotifications.requestPermissions()).receive);
      default:
        return 'granted';
    }
  }

  async function request<T>(kind: PermissionKind, run?: () => Promise<T>): Promise<PermissionResult<T>> {
    let outcome: 'granted' | 'denied' | 'blocked';
    try {
      outcome = await ask(kind);
    } catch (error) {
      return { outcome: 'unavailable', error };
    }
    if (outcome !== 'granted') return { outcome };
    if (!run) return { outcome };
    try {
      return { outcome, value: await run() };
    } catch (error) {
      // The microphone is asked by the WebView itself: its refusal arrives as the use's error.
      const refused = error instanceof DOMException && error.name === 'NotAllowedError';
      return { outcome: refused ? 'denied' : 'unavailable', error };
    }
  }

  async function openSettings(kind: PermissionKind): Promise<boolean> {
    try {
      const optionAndroid = (
        kind === 'notifications' ? 'app_notification' : 'application_details'
      ) as AndroidSettings;
      const { status } = await p.NativeSettings.open({ optionAndroid, optionIOS: 'app' as IOSSettings });
      return status;
    } catch {
      return false;
    }
  }

  /**
   * The update file: on Android the APK is downloaded into the app's cache by Filesystem.downloadFile,
   * its progress events reported; an iOS release is its App Store address, nothing to download.
   */
  async function download(
    url: string,
    onProgress: (progress: DownloadProgress) => void,
    signal: AbortSignal,
  ): Promise<UpdatePackage> {
    if (os === 'ios') {
      onProgress({ loaded: 1, total: 1 });
      return { uri: url };
    }
    if (signal.aborted) throw new UpdateError('cancelled');
    const path = `updates/${downloadFileName(url, version)}`;
    const directory = 'CACHE' as Directory;
    let listener: PluginListenerHandle | null = null;
    try {
      listener = await p.Filesystem.addListener('progress', (status) => {
        if (status.url === url) onProgress({ loaded: status.bytes, total: status.contentLength });
      });
      onProgress({ loaded: 0, total: 0 });
      // A native download cannot be stopped: a cancel answers at once, and the file is removed when it lands.
      const cancelled = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new UpdateError('cancelled')), { once: true }),
      );
      const downloading = p.Filesystem.downloadFile({
        url,
        path,
        directory,
        progress: true,
        recursive: true,
      });
      downloading.then(
        () =>
          signal.aborted ? p.Filesystem.deleteFile({ path, directory }).catch(() => undefined) : undefined,
        () => undefined,
      );
      const result = await Promise.race([downloading, cancelled]);
      if (!result.path) throw new UpdateError('downloadFailed');
      return { uri: result.path };
    } catch (error) {
      if (error instanceof UpdateError) throw error;
      throw new UpdateError(signal.aborted ? 'cancelled' : 'downloadFailed');
    } finally {
      void listener?.remove();
    }
  }

  /** Android: the system's package installer opens the APK; iOS: the App Store page of the release. */
  async function install(file: UpdatePackage, url: string): Promise<void> {
    try {
      if (os === 'ios') {
        const { completed } = await p.AppLauncher.openUrl({ url });
        if (!completed) throw Object.assign(new Error('无法打开 App Store'), { code: 'open' });
        return;
      }
      if (file instanceof Blob) throw Object.assign(new Error('安装包不是设备上的文件'), { code: 'file' });
      await p.FileOpener.open({ filePath: file.uri, contentType: APK_TYPE, openWithDefault: true });
    } catch (error) {
      throw new UpdateError('install', installFailedText(errorCode(error), messageOf(error)));
    }
  }

  async function subscribe(): Promise<string> {
    let receive = (await p.PushNotifications.checkPermissions()).receive;
    if (receive !== 'granted') receive = (await p.PushNotifications.requestPermissions()).receive;
    if (receive !== 'granted') throw new DOMException('通知权限未开启', 'NotAllowedError');
    const handles: Promise<PluginListenerHandle>[] = [];
    const token = await new Promise<string>((resolve, reject) => {
      handles.push(p.PushNotifications.addListener('registration', ({ value }) => resolve(value)));
      handles.push(
        p.PushNotifications.addListener('registrationError', ({ error }) => reject(new Error(error))),
      );
      p.PushNotifications.register().catch(reject);
    }).finally(() => handles.forEach((h) => void h.then((x) => x.remove())));
    env.store.set('registerID', token);
    return token;
  }

  async function saveFile(file: Blob, fileName: string): Promise<string> {
    let storage = (await p.Filesystem.checkPermissions()).publicStorage;
    if (storage !== 'granted') storage = (await p.Filesystem.requestPermissions()).publicStorage;
    if (storage !== 'granted') throw new Error(ANDROID_PROMPT.storage);
    const name = fileName.replace(/[\\/:*?"<>|]/g, '_') || 'file';
    await p.Filesystem.writeFile({
      path: `${SAVE_FOLDER}/${name}`,
      data: await env.toBase64(file),
      directory: 'DOCUMENTS' as Directory,
      recursive: true,
    });
    return `文档/${SAVE_FOLDER}/${name}`;
  }

  async function scan() {
    try {
      const result = await p.BarcodeScanner.scanBarcode({
        hint: 17, // ALL: QR codes and the books' EAN-13 barcodes
        scanInstructions: '将二维码或条形码放入框内',
        scanButton: false,
        cameraDirection: 1, // back
        scanOrientation: 1, // portrait
        // ZXing on Android: ML Kit's scanner needs Google Play services, which phones in China lack.
        android: { scanningLibrary: 'zxing' as never },
      });
      return result.ScanResult ? { text: result.ScanResult } : null;
    } catch (error) {
      if (isCancel(error)) return null;
      throw error;
    }
  }

  async function takePhoto(source: 'camera' | 'album'): Promise<Blob | null> {
    try {
      const photo = await p.Camera.getPhoto({
        resultType: 'uri' as CameraResultType,
        source: (source === 'camera' ? 'CAMERA' : 'PHOTOS') as CameraSource,
        quality: 90,
        correctOrientation: true,
      });
      return photo.webPath ? await env.readBlob(photo.webPath) : null;
    } catch (error) {
      if (isCancel(error)) return null;
      throw error;
    }
  }

  return {
    name: 'native',
    permissions: { state, request, openSettings },
    app: {
      installed: () => true,
      updatePlatform: () => os,
      version: () => version,
      download,
      install,
      // The installer replaces the Android app; iOS comes back from the store: load the app afresh.
      restart: () => (os === 'android' ? void p.App.exitApp() : env.reload()),
    },
    push: {
      supported: () => true,
      subscribe,
      subscribed: async () =>
        !!env.store.get('registerID') && (await p.PushNotifications.checkPermissions()).receive === 'granted',
    },
    shell: {
      scan,
      takePhoto,
      call: async (phone) => {
        await p.AppLauncher.openUrl({ url: `tel:${phone.replace(/[^\d+-]/g, '')}` });
      },
      saveFile,
    },
  };
}

/**
 * The notifications while the app runs: a push that arrives in the foreground is shown as a local
 * notification (a random id 10000 to 99999, its `path` kept); tapping either kind opens the path.
 */
export async function listenForNotifications(plugins: NativePlugins, env: NativeEnv): Promise<void> {
  await plugins.PushNotifications.addListener('pushNotificationReceived', (push) => {
    const data = (push.data ?? {}) as { path?: unknown };
    void plugins.LocalNotifications.schedule({
      notifications: [
        {
          id: localNotificationId(env.random),
          title: push.title || '课本伴学',
          body: push.body ?? '',
          extra: { path: notificationPath(data.path) },
        },
      ],
    });
  });
  await plugins.PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) =>
    env.open(notificationPath((notification.data as { path?: unknown } | undefined)?.path)),
  );
  await plugins.LocalNotifications.addListener('localNotificationActionPerformed', ({ notification }) =>
    env.open(notificationPath((notification.extra as { path?: unknown } | undefined)?.path)),
  );
}
