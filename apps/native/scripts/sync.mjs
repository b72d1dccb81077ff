// npm run sync -w apps/native [-- android|ios]: generates the platform project when it is missing
// (`cap add`), applies the app's permissions and version (scripts/android-project.mjs), and copies the
// config and www/ into it (`cap sync`). Needs no Android SDK and no network; building the APK does
// (README, "The native app"). Settings: JC_APP_URL (the H5's https address the app loads), JC_APP_ID
// (the package name), JC_APP_VERSION (versionName, what the update check reports).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPermissions, withVersion } from './android-project.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const platform = process.argv[2] ?? 'android';
if (platform !== 'android' && platform !== 'ios')
  throw new Error(`unknown platform ${platform}: android or ios`);

const url = process.env.JC_APP_URL || 'https://jc.example.com';
if (
  !/^https:\/\/[^/\s]+/.test(url) &&
  !/^http:\/\/(10\.0\.2\.2|localhost|127\.0\.0\.1|192\.168\.\d+\.\d+)(:\d+)?/.test(url)
)
  throw new Error(
    `JC_APP_URL must be an https address (plain http only for a developer's own server): ${url}`,
  );
const version =
  process.env.JC_APP_VERSION || JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

const cap = (...args) =>
  execFileSync(
    process.execPath,
    [join(root, '..', '..', 'node_modules', '@capacitor', 'cli', 'bin', 'capacitor'), ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, JC_APP_URL: url },
    },
  );

if (!existsSync(join(root, platform))) cap('add', platform);
if (platform === 'android') {
  const manifest = join(root, 'android', 'app', 'src', 'main', 'AndroidManifest.xml');
  writeFileSync(manifest, withPermissions(readFileSync(manifest, 'utf8')));
  const gradle = join(root, 'android', 'app', 'build.gradle');
  writeFileSync(gradle, withVersion(readFileSync(gradle, 'utf8'), version));
}
cap('sync', platform);
console.log(`${platform} project synced: loads ${url}, version ${version}`);
