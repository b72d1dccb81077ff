import { Code, type KefuInfo, type QiweiQrCode, type QiweiUser, type WeComStatus } from '@jc/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });

  beforeAll(async () => {
    await t().login('student'); // as the whole book suite did before it was split
  });

  const { get, post } = apiCalls(t);

  describe('enterprise contact', () => {
    it('tells whether the user joined; operators set it', async () => {
      expectRefusal(await get('weixinService/checkUserWeCom'), 401);
      expectRefusal(await get('thirdpart/getQiweiUser'), 401);
      const token = await t().login('student');
      expect(
        (await get<WeComStatus>('weixinService/checkUserWeCom', { qrId: '1' }, token)).body.data,
      ).toEqual({ joined: false });
      const forbidden = await post(
        'weixinService/setUserWeCom',
        { account: 'student', joined: 'true' },
        token,
      );
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe(Code.forbiddenRole);
      const admin = await t().login('admin');
      expect(
        (await post<QiweiUser>('weixinService/setUserWeCom', { account: 'student', joined: 'true' }, admin))
          .body.data.joined,
      ).toBe(true);
      expect((await get<WeComStatus>('weixinService/checkUserWeCom', undefined, token)).body.data).toEqual({
        joined: true,
      });
      const me = await get<QiweiUser>('thirdpart/getQiweiUser', undefined, token);
      expect(me.body.data).toEqual({ joined: true, joinedAt: expect.stringMatching(/^\d{4}-/) });
      await post('weixinService/setUserWeCom', { account: 'student', joined: 'false' }, admin);
      expect(
        (await get<WeComStatus>('weixinService/checkUserWeCom', undefined, token)).body.data.joined,
      ).toBe(false);
      expectRefusal(await post('weixinService/setUserWeCom', { account: 'nobody', joined: '1' }, admin), 404);
      expectRefusal(
        await post('weixinService/setUserWeCom', { account: 'student', joined: 'maybe' }, admin),
        400,
        /joined/,
      );
    });

    it('answers the contact QR code by type, falling back to the default', async () => {
      const def = await get<QiweiQrCode>('weixinService/getQiweiqrCode');
      expect(def.body.data).toEqual({
        qrId: 1,
        pageTitle: '添加班主任老师',
        qrTitle: expect.any(String),
        qrTitle2: expect.any(String),
        path: '/media/ads/qiwei-qr-1.svg',
        bottomText: expect.any(String),
        canClose: true,
      });
      expect(
        (await get<QiweiQrCode>('weixinService/getQiweiqrCode', { type: 'video' })).body.data,
      ).toMatchObject({ qrId: 2, canClose: false });
      expect((await get<QiweiQrCode>('weixinService/getQiweiqrCode', { type: 'other' })).body.data.qrId).toBe(
        1,
      );
    });
  });

  describe('customer-service desks (getKefuQrcode)', () => {
    it('answers each desk with a real QR picture and a phone for tel:', async () => {
      for (const [type, title] of [
        ['kefu_1', '在线客服'],
        ['kefu_ks', '教材服务'],
      ] as const) {
        const res = await get<KefuInfo>(`myInfo/getKefuQrcode/${type}`);
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({
          type,
          title,
          qrPath: `/media/kefu/${type.replace('_', '-')}.png`,
          qrTitle: expect.stringContaining('微信扫码'),
          phone: expect.stringMatching(/^[\d-]+$/),
          workTime: expect.any(String),
          tips: expect.any(String),
        });
        const png = await t().app.inject({ method: 'GET', url: res.body.data.qrPath });
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const meta = await sharp(png.rawPayload).metadata();
        expect(meta.width).toBe(480);
        expect(meta.height).toBe(480);
      }
    });

    it('refuses another type', async () => {
      expectRefusal(
        await get('myInfo/getKefuQrcode/kefu_2'),
        400,
        /^客服类型须为 kefu_1、kefu_ks 或 kefu_js$/,
      );
    });
  });
});
