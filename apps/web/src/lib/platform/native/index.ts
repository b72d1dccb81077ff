import { App } from '@capacitor/app';
import { AppLauncher } from '@capacitor/app-launcher';
import { CapacitorBarcodeScanner } from '@capacitor/barcode-scanner';
import { Camera } from '@capacitor/camera';
import { Capacitor } from '@capacitor/core';
import { Filesystem } from '@capacitor/filesystem';
import { Geolocation } from '@capacitor/geolocation';
import { LocalNotifications } from '@capacitor/local-notifications';
import { PushNotifications } from '@capacitor/push-notifications';
import { FileOpener } from '@capacitor-community/file-opener';
import { NativeSettings } from 'capacitor-native-settings';
import { storage } from '@/lib/storage';
import type { Platform } from '../types';
import {
  createNativePlatform,
  listenForNotifications,
  type NativeEnv,
  type NativePlugins,
} from './native-platform';

/**
 * The native app's platform with the real Capacitor plugins: loaded (its own chunk, with
 * @capacitor/*) only when index.html's boot script found the Capacitor bridge. docs/native.md.
 */
export async function loadNativePlatform(): Promise<Platform> {
  const plugins: NativePlugins = {
    App,
    AppLauncher,
    BarcodeScanner: CapacitorBarcodeScanner,
    Camera,
    Filesystem,
    Geolocation,
    PushNotifications,
    LocalNotifications,
    FileOpener,
    NativeSettings,
  };
  const env: NativeEnv = {
    os: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android',
    store: {
      get: (key) => storage.get(key),
      set: (key, value) => storage.set(key, value),
    },
    // The router follows the history (a popstate, as for the back button). Not lib/navigation: a new
    // importer of it would split its shared chunk and grow the first screen (docs/native.md).
    open: (path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    readBlob: async (webPath) => (await fetch(webPath)).blob(),
    toBase64: (file) =>
      new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
        reader.readAsDataURL(file);
      }),
    random: Math.random,
    reload: () => window.location.reload(),
  };
  const { version } = await App.getInfo();
  void listenForNotifications(plugins, env).catch((error: unknown) =>
    console.warn('[push] notification listeners failed', error),
  );
  return createNativePlatform(plugins, env, version);
}
