import {
  Code,
  VIDEO_TIMU_TYPES,
  type PopupAd,
  type BookInfo,
  type LessonNode,
  type QiweiQrCode,
  type ShipinBookInfo,
  type WxJsConfig,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { jsSdkSignature, type JsApiTicketSource } from '../../shared/wechat.js';
import { dialects, useTestApp } from '../../test/app.js';
import { hitCounterOf } from '../books/index.js';

// The book detail page's further calls: the video book, the messenger
// JS-SDK configuration and the contact popup by id.

describe.each(dialects)('book detail calls on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const get = <T>(path: string, query?: Record<string, string>) =>
    t().call<T>('GET', `/api/${path}`, query ? { query } : {});

  describe('book/getbookInfoShipin/{v}', () => {
    it('lists the video items of a book in tree order, numbered, with their lessons', async () => {
      const res = await get<ShipinBookInfo>('book/getbookInfoShipin/927');
      expect(res.status).toBe(200);
      const { bkInfo, bkInfoRenew, videoList } = res.body.data;
      expect(bkInfo).toMatchObject({ bookNo: '927', title: '语文 一年级上册' });
      expect(bkInfoRenew).toEqual({ bookNo: '927', updateDate: bkInfo.updateDate });

      // The same items, in the same order, as a walk of the book's tree.
      const book = (await get<BookInfo>('bookmain/getBookInfo/927')).body.data;
      const expected: { timuId: number; lessonId: number; lessonTitle: string; lessonNo: string }[] = [];
      const walk = (nodes: LessonNode[]) => {
        for (const n of nodes) {
          for (const it of n.timuList)
            if (VIDEO_TIMU_TYPES.includes(it.type))
              expected.push({
                timuId: it.timuId,
                lessonId: n.id,
                lessonTitle: n.title,
                lessonNo: n.lessonNo,
              });
          walk(n.children);
        }
      };
      walk(book.lessonList);
      expect(videoList.length).toBeGreaterThan(5);
      expect(videoList.map((v) => v.index)).toEqual(videoList.map((_v, i) => i + 1));
      expect(
        videoList.map(({ timuId, lessonId, lessonTitle, lessonNo }) => ({
          timuId,
          lessonId,
          lessonTitle,
          lessonNo,
        })),
      ).toEqual(expected);
      for (const v of videoList) expect(['s', '7', 'y']).toContain(v.type);
      expect(videoList[0]).toMatchObject({
        lessonTitle: '1 天地人',
        lessonNo: '100500101',
        path: expect.stringMatching(/^\/media\/video\//),
      });
    });

    it('refuses an unknown book (404) and a malformed number (400)', async () => {
      const missing = await get('book/getbookInfoShipin/99999');
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toMatch(/没有找到这本书/);
      const bad = await get(`book/getbookInfoShipin/${encodeURIComponent('a b')}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: Code.badInput, msg: '书号不正确', data: null });
    });
  });

  describe('hits of page ads', () => {
    it('counts a tap on the book page’s pop-up ad under kind ad', async () => {
      const ads = (await get<PopupAd[]>('bookmain/getTanchuang', { page: 'bookDetails' })).body.data;
      const ad = ads[0];
      if (!ad) throw new Error('the demo has a book page pop-up ad');
      for (let i = 0; i < 2; i++) {
        const res = await t().call('POST', `/api/bookContent/updateHits/${ad.id}/ad`);
        expect(res.body).toEqual({ code: 200, msg: '成功', data: null });
      }
      await hitCounterOf(t().app.db, () => undefined).flush();
      const row = await t()
        .app.db.selectFrom('hit_counts')
        .select('count')
        .where('kind', '=', 'ad')
        .where('target_id', '=', ad.id)
        .executeTakeFirst();
      expect(row?.count).toBe(2);
      const missing = await t().call('POST', '/api/bookContent/updateHits/999999/ad');
      expect(missing.status).toBe(404);
    });
  });

  describe('book/getwxjsConfig without an official account', () => {
    it('refuses clearly with 503 instead of a made-up signature', async () => {
      const res = await get('book/getwxjsConfig', {
        url: 'https://jc.example.cn/pages/book/bookDetails?bookNo=927',
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: Code.unavailable,
        msg: '未配置微信公众号，暂不支持微信分享',
        data: null,
      });
    });
  });

  describe('weixinService/getQiweiqrCode?qrId', () => {
    it('answers the popup of a book’s qrId, else by type', async () => {
      const byId = await get<QiweiQrCode>('weixinService/getQiweiqrCode', { type: 'video', qrId: '1' });
      expect(byId.body.data).toMatchObject({ qrId: 1, canClose: true });
      const second = await get<QiweiQrCode>('weixinService/getQiweiqrCode', { qrId: '2' });
      expect(second.body.data).toMatchObject({ qrId: 2, canClose: false });
      // An id that does not exist falls back to the type, then to default.
      expect(
        (await get<QiweiQrCode>('weixinService/getQiweiqrCode', { type: 'video', qrId: '999' })).body.data
          .qrId,
      ).toBe(2);
      expect((await get<QiweiQrCode>('weixinService/getQiweiqrCode', { qrId: '999' })).body.data.qrId).toBe(
        1,
      );
      const bad = await get('weixinService/getQiweiqrCode', { qrId: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/qrId/);
    });
  });
});

describe.each(dialects)('book/getwxjsConfig with a ticket source on %s', (dialect) => {
  let ticket = 'FAKE-TICKET-1';
  let calls = 0;
  let failing = false;
  const fake: JsApiTicketSource = {
    appId: 'wx1234567890abcdef',
    ticket: () => {
      calls++;
      if (failing)
        return Promise.reject(new AppError(502, Code.badGateway, '微信服务暂时不可用，请稍后再试'));
      return Promise.resolve(ticket);
    },
  };
  const t = useTestApp({ dialect, jsApiTickets: fake });
  const config = (url?: string) =>
    t().call<WxJsConfig>('GET', '/api/book/getwxjsConfig', url === undefined ? {} : { query: { url } });

  it('signs the address without its fragment with the platform’s ticket', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await config('https://jc.example.cn/pages/book/bookDetails?bookNo=927&s=1#top');
    expect(res.status).toBe(200);
    const c = res.body.data;
    expect(c.appId).toBe('wx1234567890abcdef');
    expect(c.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(c.timestamp).toBeGreaterThanOrEqual(before);
    expect(c.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(c.signature).toBe(
      jsSdkSignature({
        ticket: 'FAKE-TICKET-1',
        nonceStr: c.nonceStr,
        timestamp: c.timestamp,
        url: 'https://jc.example.cn/pages/book/bookDetails?bookNo=927&s=1',
      }),
    );
    // A new ticket changes the signature; every answer has its own nonce.
    ticket = 'FAKE-TICKET-2';
    const again = (await config('https://jc.example.cn/a')).body.data;
    expect(again.signature).toBe(
      jsSdkSignature({
        ticket: 'FAKE-TICKET-2',
        nonceStr: again.nonceStr,
        timestamp: again.timestamp,
        url: 'https://jc.example.cn/a',
      }),
    );
    expect(again.nonceStr).not.toBe(c.nonceStr);
  });

  it.each([
    [undefined, '请输入页面地址（url）'],
    ['', '请输入页面地址（url）'],
    ['ftp://h/x', '页面地址（url）须以 http:// 或 https:// 开头'],
    ['/pages/book/bookDetails', '页面地址（url）须以 http:// 或 https:// 开头'],
    [`https://h/${'x'.repeat(1000)}`, '页面地址（url）不能超过1000个字符'],
  ])('refuses the address %s with 400 before asking the platform', async (url, msg) => {
    const before = calls;
    const res = await config(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: Code.badInput, msg, data: null });
    expect(calls).toBe(before);
  });

  it('passes the platform’s failure on as 502', async () => {
    failing = true;
    const res = await config('https://jc.example.cn/a');
    failing = false;
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: Code.badGateway, msg: '微信服务暂时不可用，请稍后再试', data: null });
  });
});
