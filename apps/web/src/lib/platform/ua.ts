import type { AppPlatform } from '@jc/contract';

/** Pure readings of a user agent string (tested in platform.test.ts). */

/** The messenger's built-in browser (WeChat: "MicroMessenger"), the spec's 微信内置浏览器. */
export const isMessengerBrowser = (ua: string) => /MicroMessenger/i.test(ua);

/**
 * A phone or tablet, by the words of spec section 4: mobile, android, ios, iphone or ipad. Anything
 * else (Windows, macOS, Linux desktops, the messenger's desktop client) counts as a desktop.
 */
export const isMobileAgent = (ua: string) => /mobile|android|ios|iphone|ipad/i.test(ua);

/** The release line of a device: android, ios (iPhone, iPad, iPod), or null for anything else. */
export function platformFromAgent(ua: string): AppPlatform | null {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod|\bios\b/i.test(ua)) return 'ios';
  return null;
}
