import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app (docs/native.md): a Capacitor shell around the H5 app as the server serves it. The H5
 * speaks to /api, /media and /uploads on its own origin and home's first screen is rendered by the
 * server, so the WebView loads the deployed H5 (JC_APP_URL, read when `npm run sync -w apps/native`
 * copies this config into the platform projects); the bundled www/ is the page shown when that address
 * cannot be reached. Capacitor's bridge is injected into the H5 either way, and the H5 picks its native
 * platform at run time (apps/web/src/lib/platform/native).
 */
const appUrl = process.env.JC_APP_URL || 'https://jc.example.com';

const config: CapacitorConfig = {
  appId: process.env.JC_APP_ID || 'com.jiaocai.community',
  appName: '课本伴学',
  webDir: 'www',
  server: {
    url: appUrl,
    // www/'s one page, shown when the H5 does not load (no network, server down).
    errorPath: 'index.html',
    // Plain http only for a developer's own server (an emulator reaches the host as 10.0.2.2).
    cleartext: appUrl.startsWith('http://'),
    androidScheme: 'https',
  },
  android: {
    // The update dialog downloads the APK over https; nothing else is fetched outside the WebView.
    allowMixedContent: false,
  },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    LocalNotifications: { iconColor: '#2563EB' },
  },
};

export default config;
