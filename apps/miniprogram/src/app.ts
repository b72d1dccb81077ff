import { h5RouteOf, mpAddressOf, mpUrl, type MpOptions } from '@jc/contract/rules';

/**
 * The mini program (docs/native.md). Its pages host the H5 app in web-views; an address of the old
 * mini program's pages (a share, a message, a code: `pages/book/bookDetails?bookNo=927`) is not a page
 * here, and opens the web-view of its H5 route instead. A new version is applied after asking.
 */
export function redirectNotFound(path: string, query: MpOptions): string {
  return mpUrl(mpAddressOf(h5RouteOf(path, query).path));
}

App({
  onLaunch() {
    if (!wx.canIUse('getUpdateManager')) return;
    const manager = wx.getUpdateManager();
    manager.onUpdateReady(() =>
      wx.showModal({
        title: '更新提示',
        content: '新版本已经准备好，是否重启应用？',
        success: ({ confirm }) => confirm && manager.applyUpdate(),
      }),
    );
  },
  onPageNotFound({ path, query }) {
    wx.redirectTo({ url: redirectNotFound(path, query as MpOptions) });
  },
});
