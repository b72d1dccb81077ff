const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A commit key for integral/commitOrder: 32 characters of [A-Za-z0-9] from the platform's random
 * source, prefixed with a time stamp so keys sort by creation. Matches the contract's
 * /^[A-Za-z0-9_-]{8,64}$/. Made once per visit of the submit page: double taps and retries after a
 * lost answer send the same key, so the server makes one order.
 */
export function makeIdempotencyKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
  now: number = Date.now(),
): string {
  const bytes = random(new Uint8Array(24));
  let body = '';
  for (const byte of bytes) body += ALPHABET[byte % ALPHABET.length];
  return `${now.toString(36)}-${body}`;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
