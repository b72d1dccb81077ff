import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANDROID_PERMISSIONS,
  versionCode,
  withPermissions,
  withVersion,
} from '../scripts/android-project.mjs';

const dir = 'apps/native/android/app/src/main';

describe("the app's changes to the generated Android project", () => {
  const bare = '<manifest>\n    <uses-permission android:name="android.permission.INTERNET" />\n</manifest>';

  it('declares every permission the platform needs, once, however often it runs', () => {
    const once = withPermissions(bare);
    expect(withPermissions(once)).toBe(once);
    for (const [name] of ANDROID_PERMISSIONS) expect(once.split(`android:name="${name}"`)).toHaveLength(2);
    expect(once).toContain(
      'android:name="android.permission.WRITE_EXTERNAL_STORAGE" android:maxSdkVersion="29"',
    );
  });

  it('writes the version the update check reports', () => {
    const gradle = 'versionCode 1\n        versionName "1.0"';
    expect(withVersion(gradle, '1.3.0')).toBe('versionCode 10300\n        versionName "1.3.0"');
    expect(versionCode('2.0.6')).toBe(20006);
    expect(() => withVersion(gradle, '1.3')).toThrow('JC_APP_VERSION');
  });
});

describe('npm run sync -w apps/native (no SDK, no network)', () => {
  execFileSync(process.execPath, ['apps/native/scripts/sync.mjs', 'android'], {
    env: { ...process.env, JC_APP_URL: 'https://h5.example.com', JC_APP_VERSION: '1.0.0' },
    stdio: 'pipe',
  });

  it('copies the config: the H5 address, the offline page', () => {
    const config = JSON.parse(readFileSync(`${dir}/assets/capacitor.config.json`, 'utf8')) as {
      appName: string;
      server: { url: string; errorPath: string };
    };
    expect(config.appName).toBe('课本伴学');
    expect(config.server).toMatchObject({ url: 'https://h5.example.com', errorPath: 'index.html' });
    expect(readFileSync(`${dir}/assets/public/index.html`, 'utf8')).toContain('无法连接课本伴学');
  });

  it('registers the native side of every plugin the platform calls', () => {
    const plugins = (
      JSON.parse(readFileSync(`${dir}/assets/capacitor.plugins.json`, 'utf8')) as { pkg: string }[]
    )
      .map((p) => p.pkg)
      .sort();
    expect(plugins).toEqual([
      '@capacitor-community/file-opener',
      '@capacitor/app',
      '@capacitor/app-launcher',
      '@capacitor/barcode-scanner',
      '@capacitor/camera',
      '@capacitor/filesystem',
      '@capacitor/geolocation',
      '@capacitor/local-notifications',
      '@capacitor/push-notifications',
      'capacitor-native-settings',
    ]);
    const settings = readFileSync('apps/native/android/capacitor.settings.gradle', 'utf8');
    expect(settings).toContain("include ':capacitor-barcode-scanner'");
  });

  it('keeps the manifest with its permissions and the version', () => {
    const manifest = readFileSync(`${dir}/AndroidManifest.xml`, 'utf8');
    expect(manifest).toContain('android.permission.REQUEST_INSTALL_PACKAGES');
    expect(readFileSync('apps/native/android/app/build.gradle', 'utf8')).toContain('versionName "1.0.0"');
  });
});
