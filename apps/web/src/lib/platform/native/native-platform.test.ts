import { describe, expect, it, vi } from 'vitest';
import { UPDATE_MSG } from '@jc/contract';
import { UpdateError } from '../update-logic';
import {
  createNativePlatform,
  listenForNotifications,
  localNotificationId,
  notificationPath,
  type NativeEnv,
  type NativePlugins,
} from './native-platform';

/**
 * The native platform against fakes of Capacitor's plugin interfaces (the real plugins need a phone):
 * each fake answers as the plugin's definitions say, and records what it was asked.
 */
type Listener = (event: never) => void;

function fakes(over: { camera?: string; receive?: string; storage?: string; location?: string } = {}) {
  const listeners = new Map<string, Listener[]>();
  const on = (name: string, fn: Listener) => {
    listeners.set(name, [...(listeners.get(name) ?? []), fn]);
    const remove = vi.fn(() => Promise.resolve());
    return Promise.resolve({ remove });
  };
  const emit = (name: string, event: unknown) => listeners.get(name)?.forEach((fn) => fn(event as never));
  const state = { camera: 'prompt', receive: 'prompt', storage: 'granted', location: 'prompt', ...over };
  const plugins = {
    App: { getInfo: vi.fn(), exitApp: vi.fn(() => Promise.resolve()) },
    AppLauncher: { openUrl: vi.fn(() => Promise.resolve({ completed: true })) },
    BarcodeScanner: {
      scanBarcode: vi.fn(() => Promise.resolve({ ScanResult: 'https://jc.example.com/r?em=5', format: 0 })),
    },
    Camera: {
      checkPermissions: vi.fn(() => Promise.resolve({ camera: state.camera, photos: 'granted' })),
      requestPermissions: vi.fn(() => Promise.resolve({ camera: state.camera, photos: 'granted' })),
      getPhoto: vi.fn(() =>
        Promise.resolve({ webPath: 'capacitor://localhost/_capacitor_file_/p.jpg', format: 'jpeg' }),
      ),
    },
    Filesystem: {
      checkPermissions: vi.fn(() => Promise.resolve({ publicStorage: state.storage })),
      requestPermissions: vi.fn(() => Promise.resolve({ publicStorage: state.storage })),
      downloadFile: vi.fn(),
      addListener: vi.fn(on),
      writeFile: vi.fn(() => Promise.resolve({ uri: 'file:///Documents/x' })),
      deleteFile: vi.fn(() => Promise.resolve()),
    },
    Geolocation: {
      checkPermissions: vi.fn(() =>
        Promise.resolve({ location: state.location, coarseLocation: state.location }),
      ),
      requestPermissions: vi.fn(() =>
        Promise.resolve({ location: state.location, coarseLocation: state.location }),
      ),
    },
    PushNotifications: {
      checkPermissions: vi.fn(() => Promise.resolve({ receive: state.receive })),
      requestPermissions: vi.fn(() => Promise.resolve({ receive: state.receive })),
      register: vi.fn(() => Promise.resolve()),
      addListener: vi.fn(on),
    },
    LocalNotifications: {
      schedule: vi.fn(() => Promise.resolve({ notifications: [] })),
      addListener: vi.fn(on),
    },
    FileOpener: { open: vi.fn(() => Promise.resolve()) },
    NativeSettings: { open: vi.fn(() => Promise.resolve({ status: true })) },
  };
  const kept = new Map<string, string>();
  const env: NativeEnv = {
    os: 'android',
    store: { get: (k) => kept.get(k) ?? null, set: (k, v) => void kept.set(k, v) },
    open: vi.fn(),
    readBlob: vi.fn(() => Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }))),
    toBase64: vi.fn(() => Promise.resolve('YWJj')),
    random: () => 0.5,
    reload: vi.fn(),
  };
  return { plugins, asPlugins: plugins as unknown as NativePlugins, env, emit, state, kept };
}

const make = (f: ReturnType<typeof fakes>, os: 'android' | 'ios' = 'android') =>
  createNativePlatform(f.asPlugins, { ...f.env, os }, '1.2.0');

describe('permissions (spec sections 4 and 6)', () => {
  it("reads Capacitor's states: granted, prompt, prompt-with-rationale, denied for good", async () => {
    const f = fakes({ camera: 'granted', receive: 'denied', location: 'prompt-with-rationale' });
    const p = make(f);
    expect(await p.permissions.state('camera')).toBe('granted');
    expect(await p.permissions.state('notifications')).toBe('blocked');
    expect(await p.permissions.state('location')).toBe('prompt');
    expect(await p.permissions.state('storage')).toBe('granted');
    expect(await p.permissions.state('phone')).toBe('granted');
    expect(await p.permissions.state('microphone')).toBe('prompt');
  });

  it('on iOS an unasked permission counts as granted', async () => {
    expect(await make(fakes(), 'ios').permissions.state('camera')).toBe('granted');
    expect(await make(fakes({ camera: 'denied' }), 'ios').permissions.state('camera')).toBe('blocked');
  });

  it('a request: granted runs the use; denied once (rationale) and denied for good', async () => {
    const granted = fakes({ camera: 'granted' });
    const use = vi.fn(() => Promise.resolve('scanned'));
    expect(await make(granted).permissions.request('camera', use)).toEqual({
      outcome: 'granted',
      value: 'scanned',
    });
    expect(granted.plugins.Camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['camera'] });

    const once = fakes({ camera: 'prompt-with-rationale' });
    const notUsed = vi.fn();
    expect(await make(once).permissions.request('camera', notUsed)).toEqual({ outcome: 'denied' });
    expect(notUsed).not.toHaveBeenCalled();

    expect(await make(fakes({ receive: 'denied' })).permissions.request('notifications')).toEqual({
      outcome: 'blocked',
    });
  });

  it("the microphone is asked by the WebView: its refusal is the use's error", async () => {
    const refused = new DOMException('denied', 'NotAllowedError');
    const result = await make(fakes()).permissions.request('microphone', () => Promise.reject(refused));
    expect(result).toEqual({ outcome: 'denied', error: refused });
  });

  it("the settings: the app's details, or its notification settings", async () => {
    const f = fakes();
    expect(await make(f).permissions.openSettings('camera')).toBe(true);
    expect(f.plugins.NativeSettings.open).toHaveBeenCalledWith({
      optionAndroid: 'application_details',
      optionIOS: 'app',
    });
    await make(f).permissions.openSettings('notifications');
    expect(f.plugins.NativeSettings.open).toHaveBeenLastCalledWith({
      optionAndroid: 'app_notification',
      optionIOS: 'app',
    });
    f.plugins.NativeSettings.open.mockRejectedValueOnce(new Error('no settings'));
    expect(await make(f).permissions.openSettings('camera')).toBe(false);
  });
});

describe('the update (spec sections 4 and 8)', () => {
  const URL_APK = 'https://jc.example.com/media/releases/jiaocai-1.3.0.apk';

  it('downloads into the cache with progress events, then opens the installer', async () => {
    const f = fakes();
    f.plugins.Filesystem.downloadFile.mockImplementation(async () => {
      f.emit('progress', { url: URL_APK, bytes: 500, contentLength: 1000 });
      f.emit('progress', { url: 'https://other/x', bytes: 1, contentLength: 1 });
      f.emit('progress', { url: URL_APK, bytes: 1000, contentLength: 1000 });
      return { path: 'file:///cache/updates/jiaocai-1.3.0.apk' };
    });
    const p = make(f);
    const seen: number[] = [];
    const file = await p.app.download(
      URL_APK,
      ({ loaded }) => seen.push(loaded),
      new AbortController().signal,
    );
    expect(seen).toEqual([0, 500, 1000]);
    expect(f.plugins.Filesystem.downloadFile).toHaveBeenCalledWith({
      url: URL_APK,
      path: 'updates/jiaocai-1.3.0.apk',
      directory: 'CACHE',
      progress: true,
      recursive: true,
    });
    await p.app.install(file, URL_APK);
    expect(f.plugins.FileOpener.open).toHaveBeenCalledWith({
      filePath: 'file:///cache/updates/jiaocai-1.3.0.apk',
      contentType: 'application/vnd.android.package-archive',
      openWithDefault: true,
    });
    expect(p.app.version()).toBe('1.2.0');
    expect(p.app.updatePlatform()).toBe('android');
    expect(p.app.installed()).toBe(true);
  });

  it('a failed download is 文件下载失败', async () => {
    const f = fakes();
    f.plugins.Filesystem.downloadFile.mockRejectedValue(new Error('HTTP 404'));
    await expect(make(f).app.download(URL_APK, () => {}, new AbortController().signal)).rejects.toEqual(
      new UpdateError('downloadFailed'),
    );
    expect(UPDATE_MSG.downloadFailed).toBe('文件下载失败');
  });

  it('a cancel answers 下载已取消 at once and removes the file when it lands', async () => {
    const f = fakes();
    let land: (v: { path: string }) => void = () => {};
    f.plugins.Filesystem.downloadFile.mockReturnValue(new Promise((resolve) => (land = resolve)));
    const controller = new AbortController();
    const pending = make(f).app.download(URL_APK, () => {}, controller.signal);
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled', message: '下载已取消' });
    land({ path: 'file:///cache/updates/jiaocai-1.3.0.apk' });
    await vi.waitFor(() =>
      expect(f.plugins.Filesystem.deleteFile).toHaveBeenCalledWith({
        path: 'updates/jiaocai-1.3.0.apk',
        directory: 'CACHE',
      }),
    );
  });

  it('an installer that fails is 安装文件失败 [code]: message', async () => {
    const f = fakes();
    f.plugins.FileOpener.open.mockRejectedValue(
      Object.assign(new Error('No app can open'), { code: 'OS-PLUG-FLOP-0008' }),
    );
    await expect(make(f).app.install({ uri: 'file:///x.apk' }, URL_APK)).rejects.toMatchObject({
      kind: 'install',
      message: '安装文件失败 [OS-PLUG-FLOP-0008]: No app can open',
    });
  });

  it('iOS: nothing downloaded, the release opens in the App Store', async () => {
    const f = fakes();
    const p = make(f, 'ios');
    const store = 'https://apps.apple.com/cn/app/id1234567890';
    const file = await p.app.download(store, () => {}, new AbortController().signal);
    expect(f.plugins.Filesystem.downloadFile).not.toHaveBeenCalled();
    await p.app.install(file, store);
    expect(f.plugins.AppLauncher.openUrl).toHaveBeenCalledWith({ url: store });
  });

  it('restart: Android leaves the app to the installer', () => {
    const f = fakes();
    make(f).app.restart();
    expect(f.plugins.App.exitApp).toHaveBeenCalled();
  });
});

describe('push (myInfo/updateAppPushID, local notifications)', () => {
  it('asks, registers and answers the device id, kept as registerID', async () => {
    const f = fakes({ receive: 'granted' });
    f.plugins.PushNotifications.register.mockImplementation(async () => {
      f.emit('registration', { value: 'fcm:token-1' });
    });
    const p = make(f);
    await expect(p.push.subscribe('ignored-vapid-key')).resolves.toBe('fcm:token-1');
    expect(f.kept.get('registerID')).toBe('fcm:token-1');
    expect(await p.push.subscribed()).toBe(true);
  });

  it('a registration error or a refused permission rejects', async () => {
    const f = fakes({ receive: 'granted' });
    f.plugins.PushNotifications.register.mockImplementation(async () => {
      f.emit('registrationError', { error: 'Default FirebaseApp is not initialized' });
    });
    await expect(make(f).push.subscribe('k')).rejects.toThrow('Default FirebaseApp is not initialized');
    await expect(make(fakes({ receive: 'denied' })).push.subscribe('k')).rejects.toThrow('通知权限未开启');
  });

  it('a push in the foreground becomes a local notification with a random id 10000 to 99999; a tap opens its page', async () => {
    const f = fakes();
    await listenForNotifications(f.asPlugins, f.env);
    f.emit('pushNotificationReceived', {
      title: '学习提醒',
      body: '该读英语了',
      data: { path: '/pages/user/reminders' },
    });
    expect(f.plugins.LocalNotifications.schedule).toHaveBeenCalledWith({
      notifications: [
        { id: 55000, title: '学习提醒', body: '该读英语了', extra: { path: '/pages/user/reminders' } },
      ],
    });
    f.emit('localNotificationActionPerformed', {
      notification: { extra: { path: '/pages/user/weeklyReport?week=2026-11-16' } },
    });
    expect(f.env.open).toHaveBeenCalledWith('/pages/user/weeklyReport?week=2026-11-16');
    f.emit('pushNotificationActionPerformed', { notification: { data: { path: 'https://evil.example/' } } });
    expect(f.env.open).toHaveBeenLastCalledWith('/pages/index/home');
  });

  it('ids stay in 10000..99999 at both ends', () => {
    expect(localNotificationId(() => 0)).toBe(10000);
    expect(localNotificationId(() => 0.999999999)).toBe(99999);
    for (let i = 0; i < 1000; i += 1) {
      const id = localNotificationId();
      expect(id).toBeGreaterThanOrEqual(10000);
      expect(id).toBeLessThanOrEqual(99999);
    }
    expect(notificationPath(undefined)).toBe('/pages/index/home');
  });
});

describe('the shell: scanner, camera, calls, files', () => {
  it('scans with ZXing; a cancel is null', async () => {
    const f = fakes();
    const p = make(f);
    await expect(p.shell?.scan?.()).resolves.toEqual({ text: 'https://jc.example.com/r?em=5' });
    expect(f.plugins.BarcodeScanner.scanBarcode).toHaveBeenCalledWith(
      expect.objectContaining({ hint: 17, android: { scanningLibrary: 'zxing' } }),
    );
    f.plugins.BarcodeScanner.scanBarcode.mockRejectedValue(
      new Error('OS-PLUG-BARC-0006: Scanning cancelled.'),
    );
    await expect(p.shell?.scan?.()).resolves.toBeNull();
  });

  it('takes a photo from the camera or the album as a Blob; a cancel is null', async () => {
    const f = fakes();
    const p = make(f);
    const photo = await p.shell?.takePhoto?.('camera');
    expect(photo?.type).toBe('image/jpeg');
    expect(f.plugins.Camera.getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'CAMERA', resultType: 'uri' }),
    );
    await p.shell?.takePhoto?.('album');
    expect(f.plugins.Camera.getPhoto).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'PHOTOS' }));
    f.plugins.Camera.getPhoto.mockRejectedValue(new Error('User cancelled photos app'));
    await expect(p.shell?.takePhoto?.('camera')).resolves.toBeNull();
  });

  it('calls customer service through the dialer', async () => {
    const f = fakes();
    await make(f).shell?.call?.('400-800 1234');
    expect(f.plugins.AppLauncher.openUrl).toHaveBeenCalledWith({ url: 'tel:400-8001234' });
  });

  it('saves a file under 文档/课本伴学; a refused storage says the Android prompt', async () => {
    const f = fakes();
    await expect(make(f).shell?.saveFile?.(new Blob(['x']), '学校:列表.xlsx')).resolves.toBe(
      '文档/课本伴学/学校_列表.xlsx',
    );
    expect(f.plugins.Filesystem.writeFile).toHaveBeenCalledWith({
      path: '课本伴学/学校_列表.xlsx',
      data: 'YWJj',
      directory: 'DOCUMENTS',
      recursive: true,
    });
    await expect(
      make(fakes({ storage: 'denied' })).shell?.saveFile?.(new Blob(['x']), 'a.csv'),
    ).rejects.toThrow('打开手机存储权限以使用此功能');
  });
});
