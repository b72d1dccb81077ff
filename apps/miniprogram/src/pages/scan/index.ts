import { h5RouteOf, MP_PAGES, mpAddressOf, mpUrl } from '@jc/contract/rules';

/**
 * pages/scan/index: the messenger's scanner (wx.scanCode, QR codes and book barcodes). The text goes
 * through the same scan router as the H5's own scanner (contract routeScan, as home's `q`): a route
 * replaces this page with its web-view; a barcode opens the H5 scanner page with `?code=`, which looks
 * the book up; an unknown code toasts 扫描失败，请使用微信扫一扫 and goes back; a cancel goes back.
 */
Component({
  data: { scanning: false },
  methods: {
    onLoad() {
      this.scan();
    },
    scan() {
      this.setData({ scanning: true });
      wx.scanCode({
        scanType: ['qrCode', 'barCode'],
        success: ({ result }) => {
          const target = h5RouteOf(MP_PAGES.home, { q: encodeURIComponent(result) });
          if (target.kind === 'open') return void wx.redirectTo({ url: mpUrl(mpAddressOf(target.path)) });
          wx.showToast({ title: target.msg, icon: 'none', duration: 2000 });
          setTimeout(() => wx.navigateBack(), 2000);
        },
        fail: () => void wx.navigateBack(),
        complete: () => this.setData({ scanning: false }),
      });
    },
  },
});
