import { decodeOption, type MpOptions } from '@jc/contract/rules';
import { CONFIG } from '../../config';
import { post } from '../../lib/api';
import { getToken } from '../../lib/session';

/**
 * pages/subscribe/index: the one-time message subscription of spec section 4 ('active', asked when a
 * lesson item starts). wx.requestSubscribeMessage needs a tap of the user, which a web-view cannot
 * give it: the H5 comes here (at most once a day) and the user taps 订阅 or 暂不. Accepted, the
 * subscription is recorded with myInfo/openMsgRecord (type smallapp, taskId, template_id).
 */
Component({
  data: { name: '', taskId: '', busy: false },
  methods: {
    onLoad(options: MpOptions) {
      this.setData({ name: decodeOption(options.name) || 'active', taskId: decodeOption(options.taskId) });
    },
    subscribe() {
      const template = CONFIG.templates[this.data.name];
      if (!template) return void wx.navigateBack();
      this.setData({ busy: true });
      wx.requestSubscribeMessage({
        tmplIds: [template],
        success: (answer) => {
          if ((answer as Record<string, string>)[template] !== 'accept' || !getToken() || !this.data.taskId)
            return void wx.navigateBack();
          post('myInfo/openMsgRecord', {
            type: 'smallapp',
            taskId: this.data.taskId,
            template_id: template,
          }).then(
            () => {
              wx.showToast({ title: '订阅成功', icon: 'success' });
              setTimeout(() => wx.navigateBack(), 1000);
            },
            (error: unknown) => {
              wx.showToast({ title: error instanceof Error ? error.message : '订阅失败', icon: 'none' });
              setTimeout(() => wx.navigateBack(), 2000);
            },
          );
        },
        fail: () => void wx.navigateBack(),
        complete: () => this.setData({ busy: false }),
      });
    },
    later() {
      wx.navigateBack();
    },
  },
});
