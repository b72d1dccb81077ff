import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePushId } from './service.js';

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('parsePushId', () => {
  it('reads a browser subscription, keys in base64url with or without padding', () => {
    const k = keys();
    const padded = { p256dh: `${k.p256dh}=`, auth: `${k.auth}==` };
    const sub = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      expirationTime: null,
      keys: padded,
    };
    expect(parsePushId(JSON.stringify(sub), { allowHttp: false })).toEqual({
      kind: 'webpush',
      endpoint: sub.endpoint,
      ...k,
    });
  });

  it('takes http endpoints only where allowed (outside production)', () => {
    const json = JSON.stringify({ endpoint: 'http://127.0.0.1:9/push/1', keys: keys() });
    expect(parsePushId(json, { allowHttp: true }).kind).toBe('webpush');
    expect(() => parsePushId(json, { allowHttp: false })).toThrow(/不是有效的推送订阅/);
  });

  it('takes anything else that looks like an id as a native push id', () => {
    expect(parsePushId(' 1a0018970a6b8e7d2c3 ', { allowHttp: false })).toEqual({
      kind: 'native',
      endpoint: '1a0018970a6b8e7d2c3',
    });
    expect(() => parsePushId('a b', { allowHttp: false })).toThrow(/格式不正确/);
  });
});
