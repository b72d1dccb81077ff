import webpush from 'web-push';
import type { Db } from '../../db/index.js';

/** The VAPID key pair the server signs its pushes with (base64url, as `web-push` makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where generated keys are kept (the platform's settings table). */
export const VAPID_SETTING = 'reminders.vapid';
/** Used when VAPID_SUBJECT is not set; set it to a real address in production. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webpush@example.com';

/**
 * The keys from the configuration, or else the pair in the settings table, generated once: of two
 * processes generating at the same time the first insert wins and both read it back.
 */
export async function resolveVapidKeys(db: Db, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const read = async () => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', VAPID_SETTING)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as VapidKeys) : null;
  };
  const stored = await read();
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('settings')
    .values({ key: VAPID_SETTING, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const kept = await read();
  if (!kept) throw new Error('VAPID keys vanished from the settings table');
  return kept;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: accepted, gone for good (404/410: remove the subscription), or failed. */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

const TIMEOUT_MS = 10_000;
/** A reminder is worth little after a day. */
const TTL_SECONDS = 24 * 3600;

/**
 * Encrypts the payload for the subscription (aes128gcm, RFC 8291) and signs the request with VAPID
 * (RFC 8292) through `web-push`, then posts it with fetch (web-push's own sender speaks https only).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      },
    );
  } catch (err) {
    return { kind: 'failed', reason: (err as Error).message };
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
  // fetch sets the length itself.
  delete headers['Content-Length'];
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
    if (res.status < 200 || res.status > 299) return { kind: 'failed', reason: `HTTP ${res.status}` };
    return { kind: 'sent' };
  } catch (err) {
    return { kind: 'failed', reason: (err as Error).message };
  }
}
