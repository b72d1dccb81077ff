import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceAccount } from './native-push.js';

/** A message as the fake FCM received it (the `message` of the v1 send body). */
export interface ReceivedFcm {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android: { ttl: string; collapse_key: string; notification: { tag: string } };
}

export interface FakeFcm {
  base: string;
  tokenUrl: string;
  account: ServiceAccount;
  /** The service account as a key file (FCM_SERVICE_ACCOUNT_FILE). */
  accountFile: string;
  /** Messages accepted (200), in order. */
  accepted: ReceivedFcm[];
  /** Every send request, accepted or not, by device token. */
  attempts: Map<string, number>;
  /** The token endpoint's requests (each checked: an RS256 JWT of the account, for FCM's scope). */
  tokenRequests: number;
  /** Makes the access tokens issued so far invalid (the next send answers 401). */
  revokeTokens(): void;
  /** A device token `flaky-…` fails with 503 this many times before it is accepted. */
  flakyFailures: number;
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

function checkAssertion(jwt: string, key: KeyObject, account: ServiceAccount, aud: string): boolean {
  const [h, c, s] = jwt.split('.');
  if (!h || !c || !s) return false;
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as Record<string, unknown>;
  const iat = Number(claims.iat);
  return (
    header.alg === 'RS256' &&
    verify('sha256', Buffer.from(`${h}.${c}`), key, Buffer.from(s, 'base64url')) &&
    claims.iss === account.client_email &&
    claims.scope === SCOPE &&
    claims.aud === aud &&
    Number(claims.exp) - iat === 3600
  );
}

const fcmError = (status: number, name: string, errorCode: string) =>
  JSON.stringify({
    error: {
      code: status,
      message: errorCode,
      status: name,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  });

/**
 * A local Google OAuth token endpoint and FCM HTTP v1 send endpoint, for a service account made here
 * (an RSA key pair). Device tokens choose the answer: `gone-…` 404 UNREGISTERED, `flaky-…` 503 the
 * first `flakyFailures` times, `down-…` always 503, `bad-…` 400 INVALID_ARGUMENT, anything else 200.
 */
export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const project = 'jc-test';
  let valid = new Set<string>();
  let issued = 0;
  const fake = {
    accepted: [] as ReceivedFcm[],
    attempts: new Map<string, number>(),
    tokenRequests: 0,
    flakyFailures: 1,
  };
  let base = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const send = (status: number, json: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(json);
      if (req.method === 'POST' && req.url === '/token') {
        fake.tokenRequests++;
        const form = new URLSearchParams(body);
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          checkAssertion(form.get('assertion') ?? '', publicKey, account, `${base}/token`);
        if (!ok) return send(400, JSON.stringify({ error: 'invalid_grant' }));
        const token = `ya29.test-${++issued}`;
        valid.add(token);
        return send(200, JSON.stringify({ access_token: token, expires_in: 3599, token_type: 'Bearer' }));
      }
      if (req.method === 'POST' && req.url === `/v1/projects/${project}/messages:send`) {
        const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!valid.has(bearer)) return send(401, fcmError(401, 'UNAUTHENTICATED', 'THIRD_PARTY_AUTH_ERROR'));
        const { message } = JSON.parse(body) as { message: ReceivedFcm };
        const n = (fake.attempts.get(message.token) ?? 0) + 1;
        fake.attempts.set(message.token, n);
        if (message.token.startsWith('gone-')) return send(404, fcmError(404, 'NOT_FOUND', 'UNREGISTERED'));
        if (message.token.startsWith('bad-'))
          return send(400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'));
        if (
          message.token.startsWith('down-') ||
          (message.token.startsWith('flaky-') && n <= fake.flakyFailures)
        )
          return send(503, fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE'));
        fake.accepted.push(message);
        return send(200, JSON.stringify({ name: `projects/${project}/messages/${fake.accepted.length}` }));
      }
      send(404, '{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account: ServiceAccount = {
    project_id: project,
    client_email: 'push@jc-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${base}/token`,
  };
  const accountFile = join(mkdtempSync(join(tmpdir(), 'jc-fcm-')), 'service-account.json');
  writeFileSync(accountFile, JSON.stringify({ type: 'service_account', ...account }));
  return Object.assign(fake, {
    base,
    tokenUrl: `${base}/token`,
    account,
    accountFile,
    revokeTokens: () => {
      valid = new Set();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
