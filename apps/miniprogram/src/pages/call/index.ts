import { decodeOption, type MpOptions } from '@jc/contract/rules';

/**
 * pages/call/index: a customer-service call (wx.makePhoneCall): a `tel:` link does nothing in the
 * web-view, so the H5's 拨打 comes here with `phone`, and the page goes back when the dialer is done.
 */
Component({
  data: { phone: '' },
  methods: {
    onLoad(options: MpOptions) {
      const phone = decodeOption(options.phone).replace(/[^\d+-]/g, '');
      this.setData({ phone });
      if (!phone) {
        wx.showToast({ title: '电话号码不正确', icon: 'none', duration: 2000 });
        return void wx.navigateBack();
      }
      wx.makePhoneCall({ phoneNumber: phone, complete: () => void wx.navigateBack() });
    },
  },
});
