import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's Password Storage Cheat Sheet minimum: 19 MiB of memory, 2 iterations, 1 lane
 * (docs/shop.md, "Payment password"). It runs on the libuv thread pool, like scrypt did. The
 * parameters travel in the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so they can be
 * raised later; needsRehash says when a stored hash is not of today's.
 */
// Algorithm is a const enum the compiler cannot inline across modules here: Argon2id is its 2.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), ARGON2);
}

function derive(password: string, salt: Buffer, keyLen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLen, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Checks a password against an Argon2id hash, or against an scrypt one (`scrypt$N$r$p$<salt>$<key>`,
 * what stores made before Argon2id hold: a right password replaces it, see needsRehash).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    return argon2Verify(stored, password.normalize('NFKC')).catch(() => false);
  }
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made otherwise than today's (a right password then rehashes it). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so both failures take the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('base64'));
  return dummy;
}
