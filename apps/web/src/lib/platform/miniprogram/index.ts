import wx from 'weixin-js-sdk';
import { todayInShanghai } from '@jc/contract';
import { storage } from '@/lib/storage';
import type { Platform } from '../types';
import { webPlatform } from '../web-platform';
import { createMiniProgramPlatform } from './webview-platform';

/**
 * The platform inside the mini program's web-view, with the messenger's JS-SDK (its own chunk, loaded
 * only there: index.html's boot script saw `jc_shell=miniprogram` or the web-view's user agent).
 */
export function loadMiniProgramPlatform(): Platform {
  return createMiniProgramPlatform(
    webPlatform,
    {
      navigateTo: (url) => wx.miniProgram.navigateTo({ url }),
      redirectTo: (url) => wx.miniProgram.redirectTo({ url }),
      reLaunch: (url) => wx.miniProgram.reLaunch({ url }),
    },
    {
      today: () => todayInShanghai(new Date()),
      store: {
        get: (key) => storage.get(key),
        set: (key, value) => storage.set(key, value),
      },
    },
  );
}
