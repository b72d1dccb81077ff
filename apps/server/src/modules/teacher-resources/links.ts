import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';

/**
 * Signed, expiring download links (docs/teacher.md "Resources and mail"): `/download/<ref>?e=<expiry>&s=<sig>`,
 * where ref names the file (`r<id>` a resource, `p<id>` a package), e the expiry in epoch seconds and s
 * the HMAC-SHA256 of `<ref>.<e>`, base64url. No token and no nonce: a mailed link opens anywhere.
 */

export const LINK_SECRET_SETTING = 'teacher-resources.link-secret';
/** Links in the app's answers: one hour. Mailed links: MAIL_LINK_DAYS (contract). */
export const APP_LINK_MS = 60 * 60 * 1000;

export type FileRef = { kind: 'resource' | 'package'; id: number };

export const refText = (ref: FileRef) => `${ref.kind === 'resource' ? 'r' : 'p'}${ref.id}`;
export function parseRef(text: string): FileRef | null {
  const m = /^([rp])([1-9]\d{0,9})$/.exec(text);
  return m ? { kind: m[1] === 'r' ? 'resource' : 'package', id: Number(m[2]) } : null;
}

/** The configured secret, or one generated once into the settings table (the first insert wins). */
export async function resolveLinkSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const read = async () =>
    (
      await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', LINK_SECRET_SETTING)
        .executeTakeFirst()
    )?.value;
  const stored = await read();
  if (stored) return stored;
  await db
    .insertInto('settings')
    .values({ key: LINK_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const kept = await read();
  if (!kept) throw new Error('the download link secret vanished from the settings table');
  return kept;
}

const sign = (secret: string, ref: string, e: number) =>
  createHmac('sha256', secret).update(`${ref}.${e}`).digest('base64url');

export class LinkSigner {
  constructor(
    private readonly secret: string,
    /** Absolute origin without a trailing slash (PUBLIC_BASE_URL or the request's). */
    private readonly base: string,
  ) {}

  link(ref: FileRef, expiresAtMs: number): string {
    const r = refText(ref);
    const e = Math.floor(expiresAtMs / 1000);
    return `${this.base}/download/${r}?e=${e}&s=${sign(this.secret, r, e)}`;
  }
}

export type LinkCheck = { ok: true; ref: FileRef } | { ok: false; reason: 'bad' | 'expired' };

/** Checks a link's parts; the signature first, so an altered expiry reads as a bad link, not an expired one. */
export function checkLink(
  secret: string,
  refPart: string,
  e: unknown,
  s: unknown,
  nowMs = Date.now(),
): LinkCheck {
  const ref = parseRef(refPart);
  if (!ref || typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string') {
    return { ok: false, reason: 'bad' };
  }
  const want = Buffer.from(sign(secret, refText(ref), Number(e)));
  const got = Buffer.from(s);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'bad' };
  if (Number(e) * 1000 < nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, ref };
}

/** The origin links point to: PUBLIC_BASE_URL, else the request's own (protocol and host). */
export function linkBase(configured: string | null, req: FastifyRequest): string {
  if (configured) return configured;
  return `${req.protocol}://${req.host}`;
}
