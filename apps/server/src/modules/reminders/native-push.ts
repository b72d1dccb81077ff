import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * What a native app's notification says: the same JSON the service worker gets (a reminder, the weekly
 * report), of which the title, the body, the page a tap opens and the tag are used.
 */
export interface NativeMessage {
  title: string;
  body: string;
  /** The app page a tap opens (`/pages/…`): the native platform reads it from the push's data. */
  path: string;
  /** A newer notification with the same tag replaces the older one on the phone. */
  tag: string;
}

/**
 * What became of one push to a native device: accepted; gone for good (the device id is unregistered:
 * remove it); worth another try later (the service was down or busy); or refused for another reason.
 */
export type NativeOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * Sends a notification to a native app's device push id (the `registration` token the app stored
 * through myInfo/updateAppPushID). FCM is the implementation here; a vendor channel for phones in
 * mainland China (JPush, the phone makers' services) would be another (docs/reminders.md).
 */
export interface NativePushSender {
  readonly name: string;
  send(deviceId: string, message: NativeMessage): Promise<NativeOutcome>;
}

/** A Google service account's key file (Firebase console → 项目设置 → 服务账号 → 生成新的私钥). */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface FcmOptions {
  account: ServiceAccount;
  /** FCM's API (FCM_API_BASE): https://fcm.googleapis.com; a local fake in tests. */
  apiBase: string;
  /** The OAuth token address (FCM_TOKEN_URL), else the key file's `token_uri`. */
  tokenUrl?: string | null;
}

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;
/** A reminder is worth little after a day (as the Web Push TTL). */
const TTL = '86400s';
/** An access token is renewed this long before Google says it expires. */
const RENEW_EARLY_MS = 60_000;

/** Reads and checks the key file named by FCM_SERVICE_ACCOUNT_FILE; throws naming what is wrong. */
export function readServiceAccount(file: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`FCM_SERVICE_ACCOUNT_FILE: cannot read ${file} as JSON (${(err as Error).message})`, {
      cause: err,
    });
  }
  const a = value as Partial<Record<keyof ServiceAccount, unknown>> | null;
  for (const field of ['project_id', 'client_email', 'private_key'] as const)
    if (typeof a?.[field] !== 'string' || a[field] === '')
      throw new Error(`FCM_SERVICE_ACCOUNT_FILE: ${file} has no ${field} (a service account key file?)`);
  return a as ServiceAccount;
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/**
 * Firebase Cloud Messaging, HTTP v1: a JWT signed with the service account's RSA key (RS256) is traded
 * for an OAuth access token (kept until shortly before it expires), which authorises
 * `POST /v1/projects/<id>/messages:send`. Signed with node:crypto: google-auth-library would bring
 * gaxios and gcp-metadata for these twenty lines.
 */
export class FcmSender implements NativePushSender {
  readonly name = 'FCM';
  private readonly key: KeyObject;
  private readonly tokenUrl: string;
  private readonly sendUrl: string;
  private token: Promise<{ value: string; expiresAt: number }> | null = null;

  constructor(
    private readonly opts: FcmOptions,
    private readonly now: () => number = Date.now,
  ) {
    try {
      this.key = createPrivateKey(opts.account.private_key);
    } catch (err) {
      throw new Error(`FCM_SERVICE_ACCOUNT_FILE: private_key is not a PEM key (${(err as Error).message})`, {
        cause: err,
      });
    }
    this.tokenUrl = opts.tokenUrl || opts.account.token_uri || GOOGLE_TOKEN_URL;
    const base = opts.apiBase.replace(/\/+$/, '');
    this.sendUrl = `${base}/v1/projects/${encodeURIComponent(opts.account.project_id)}/messages:send`;
  }

  /** The signed assertion of RFC 7523, as Google's token endpoint takes it. */
  assertion(): string {
    const iat = Math.floor(this.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = b64url(
      JSON.stringify({
        iss: this.opts.account.client_email,
        scope: SCOPE,
        aud: this.tokenUrl,
        iat,
        exp: iat + 3600,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${claims}`), this.key);
    return `${header}.${claims}.${b64url(signature)}`;
  }

  private async accessToken(): Promise<string> {
    const kept = await this.token?.catch(() => null);
    if (kept && kept.expiresAt - RENEW_EARLY_MS > this.now()) return kept.value;
    this.token = this.fetchToken();
    try {
      return (await this.token).value;
    } catch (err) {
      this.token = null;
      throw err;
    }
  }

  private async fetchToken(): Promise<{ value: string; expiresAt: number }> {
    const res = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (!res.ok || typeof body?.access_token !== 'string')
      throw new Error(`FCM access token refused: HTTP ${res.status}`);
    const ttl = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return { value: body.access_token, expiresAt: this.now() + ttl * 1000 };
  }

  async send(deviceId: string, m: NativeMessage): Promise<NativeOutcome> {
    let token: string;
    try {
      token = await this.accessToken();
    } catch (err) {
      // Google's token service down is worth another try; a refused key is logged on every try.
      return { kind: 'retry', reason: (err as Error).message };
    }
    const message = {
      token: deviceId,
      notification: { title: m.title, body: m.body },
      // Data values are strings; the native platform opens `path` when the notification is tapped.
      data: { path: m.path, tag: m.tag },
      android: { ttl: TTL, collapse_key: m.tag, notification: { tag: m.tag } },
      apns: { headers: { 'apns-collapse-id': m.tag.slice(0, 64) } },
    };
    let res: Response;
    try {
      res = await fetch(this.sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      return { kind: 'retry', reason: (err as Error).message };
    }
    if (res.ok) {
      await res.arrayBuffer().catch(() => undefined);
      return { kind: 'sent' };
    }
    const error = (await res.json().catch(() => null)) as {
      error?: { status?: string; message?: string; details?: { errorCode?: string }[] };
    } | null;
    const code =
      error?.error?.details?.find((d) => typeof d.errorCode === 'string')?.errorCode ??
      error?.error?.status ??
      '';
    const reason = `HTTP ${res.status} ${code}`.trim();
    // The app was uninstalled or the token replaced (UNREGISTERED), or it belongs to another project.
    if (res.status === 404 || code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH')
      return { kind: 'gone', reason };
    if (res.status === 401) {
      // The access token was revoked or expired early: fetch a new one next time.
      this.token = null;
      return { kind: 'retry', reason };
    }
    if (res.status === 429 || res.status >= 500) return { kind: 'retry', reason };
    return { kind: 'failed', reason };
  }
}
