// The changes the native app makes to Capacitor's generated Android project (docs/native.md), as pure
// functions of the files' text, so `npm run sync -w apps/native` can apply them again and again.

/**
 * What the platform implementations need (apps/web/src/lib/platform/native): the camera (scanner,
 * photos), the microphone (the check-in recorder's getUserMedia in the WebView), the position (bookshops
 * near me), notifications (Android 13+), installing the downloaded update, and the album and saved files
 * on old Android versions (newer ones need no permission for the app's own documents and the photo picker).
 */
export const ANDROID_PERMISSIONS = [
  ['android.permission.INTERNET'],
  ['android.permission.CAMERA'],
  ['android.permission.RECORD_AUDIO'],
  ['android.permission.MODIFY_AUDIO_SETTINGS'],
  ['android.permission.ACCESS_COARSE_LOCATION'],
  ['android.permission.ACCESS_FINE_LOCATION'],
  ['android.permission.POST_NOTIFICATIONS'],
  ['android.permission.REQUEST_INSTALL_PACKAGES'],
  ['android.permission.READ_MEDIA_IMAGES'],
  ['android.permission.READ_EXTERNAL_STORAGE', 32],
  ['android.permission.WRITE_EXTERNAL_STORAGE', 29],
];

/** The manifest with every permission above declared once (those already there are kept as they are). */
export function withPermissions(manifest) {
  const missing = ANDROID_PERMISSIONS.filter(([name]) => !manifest.includes(`android:name="${name}"`));
  if (missing.length === 0) return manifest;
  const lines = missing.map(([name, maxSdk]) =>
    maxSdk
      ? `    <uses-permission android:name="${name}" android:maxSdkVersion="${maxSdk}" />`
      : `    <uses-permission android:name="${name}" />`,
  );
  return manifest.replace('</manifest>', `${lines.join('\n')}\n</manifest>`);
}

/** versionCode of a dotted version: 1.3.0 → 10300 (each part below 100). */
export function versionCode(version) {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return major * 10000 + minor * 100 + patch;
}

/** app/build.gradle with the app's version (the update check reports versionName: App.getInfo()). */
export function withVersion(gradle, version) {
  if (!/^\d{1,2}\.\d{1,2}\.\d{1,2}$/.test(version))
    throw new Error(`JC_APP_VERSION must be like 1.3.0: ${version}`);
  return gradle
    .replace(/versionCode \d+/, `versionCode ${versionCode(version)}`)
    .replace(/versionName "[^"]*"/, `versionName "${version}"`);
}
