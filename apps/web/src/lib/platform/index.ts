/** The platform layer (docs/platform.md): one interface a native shell can replace. */
export type * from './types';
export { platform, setPlatform } from './current';
export { askPermission, withPermission, permissionRefused } from './permission-flow';
export { PERMISSION_TEXT, BLOCKED_TEXT, ANDROID_PROMPT } from './permission-texts';
