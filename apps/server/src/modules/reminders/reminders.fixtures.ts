import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Reminder } from '@jc/contract';
import { afterAll, beforeEach } from 'vitest';
import type { TestApp } from '../../test/app.js';

/** A push request as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local push service: records every POST and answers 201, or 410 under `/gone/…`, 404 under
 * `/missing/…`, 500 under `/broken/…` (the answers of a real push service for a live, an expired, an
 * unknown and a failing subscription).
 */
export async function startPushService(): Promise<{
  base: string;
  received: ReceivedPush[];
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = path.startsWith('/gone/')
        ? 410
        : path.startsWith('/missing/')
          ? 404
          : path.startsWith('/broken/')
            ? 500
            : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the JSON it sends. */
export interface TestSubscription {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  /** What the browser's `JSON.stringify(pushSubscription)` gives: the registerID. */
  json: string;
}

export function makeSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const json = JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  });
  return { endpoint, ecdh, auth, json };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an `aes128gcm` push message (RFC 8188 framing, RFC 8291 keys) with the subscription's
 * private key and auth secret, as the browser would. One record, padding delimiter 0x02.
 */
export function decryptPush(body: Buffer, sub: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(senderPublic);
  // RFC 8291 section 3.4: IKM from the auth secret and the shared secret, bound to both public keys.
  const prkKey = hmac(sub.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  // RFC 8188 section 2.2: content encryption key and nonce from the salt.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the last record lacks its 0x02 padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID `Authorization: vapid t=<jwt>, k=<key>` header (RFC 8292): the ES256 signature by
 * the key `k`, and answers the key and the JWT's claims.
 */
export function verifyVapid(header: string | undefined): {
  key: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m?.[1] || !m[2]) throw new Error(`not a VAPID header: ${header}`);
  const [head, payload, signature] = m[1].split('.') as [string, string, string];
  const point = Buffer.from(m[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return { key: m[2], claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}

type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A Shanghai time as epoch ms; 2030-01-07 is a Monday, well after any save made by the tests. */
export const at = (shanghai: string) => Date.parse(`${shanghai.replace(' ', 'T')}:00+08:00`);
export const MONDAY = '2030-01-07';

/** The local push service for a test file, closed after it, and a fresh endpoint on it each call. */
export async function usePushService(): Promise<{ push: PushService; endpoint: (kind?: string) => string }> {
  const push = await startPushService();
  afterAll(() => push.close());
  let seq = 0;
  const endpoint = (kind = 'ok') => `${push.base}/${kind}/${++seq}`;
  return { push, endpoint };
}

/**
 * A reminders suite's calls on a test's app, as an account by name (its token kept): GET, POST, saving a
 * reminder, subscribing a device; a table's row count and a template's id. Each test starts with no
 * reminders, subscriptions or deliveries.
 */
export function useReminderCalls(t: () => TestApp) {
  const tokens: Record<string, string> = {};
  const token = async (account: string) => (tokens[account] ??= await t().login(account));
  const get = async <T>(path: string, account?: string) =>
    t().call<T>('GET', `/api/${path}`, account ? { token: await token(account) } : {});
  const post = async <T>(path: string, form: Record<string, string>, account?: string) =>
    t().call<T>('POST', `/api/${path}`, { form, ...(account ? { token: await token(account) } : {}) });
  const save = async (json: unknown, account = 'student') =>
    t().call<Reminder>('POST', '/api/remindmsg/saveMsgInfo', { json, token: await token(account) });
  const subscribe = async (sub: TestSubscription | string, account = 'student') =>
    post('myInfo/updateAppPushID', { registerID: typeof sub === 'string' ? sub : sub.json }, account);
  const count = async (table: 'reminders' | 'push_subscriptions' | 'reminder_deliveries') =>
    Number(
      (
        await t()
          .app.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const templateId = async (title: string) =>
    (
      await t()
        .app.db.selectFrom('reminder_templates')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;

  beforeEach(async () => {
    const db = t().app.db;
    await db.deleteFrom('reminder_deliveries').execute();
    await db.deleteFrom('reminders').execute();
    await db.deleteFrom('push_subscriptions').execute();
  });

  return { get, post, save, subscribe, count, templateId };
}
