import { createCipheriv, createDecipheriv, randomInt, type Decipher } from 'node:crypto';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_LENGTH } from '@jc/contract';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh 16-character [A-Za-z0-9] string. */
export function randomNonceText(): string {
  let s = '';
  for (let i = 0; i < NONCE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** Encrypts a nonce text as the client does: AES-128-CBC, PKCS#7, base64. */
export function encryptNonce(text: string, key = DEFAULT_NONCE_KEY, iv = DEFAULT_NONCE_IV): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'latin1'), Buffer.from(iv, 'latin1'));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** A valid `nonce` header value, for tests and tools. */
export function makeNonce(key = DEFAULT_NONCE_KEY, iv = DEFAULT_NONCE_IV): string {
  return encryptNonce(randomNonceText(), key, iv);
}

/**
 * One AES-128-ECB decipher per key, kept for the life of the process. ECB keeps no state between
 * blocks and, with padding off, `update` returns every whole block at once, so one object serves every
 * request; creating a CBC decipher per request cost about a tenth of the server's time under load.
 */
const ecbDeciphers = new Map<string, Decipher>();
function ecbDecipher(key: Buffer): Decipher {
  const id = key.toString('hex');
  let decipher = ecbDeciphers.get(id);
  if (!decipher) {
    decipher = createDecipheriv('aes-128-ecb', key, null).setAutoPadding(false);
    ecbDeciphers.set(id, decipher);
  }
  return decipher;
}

const PAD = 16;

/** The contract's NONCE_PATTERN ([A-Za-z0-9]), on a byte. */
const isNonceChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Where `prefix` and the text are put side by side, to be read as one flat string. */
let scratch = Buffer.alloc(64);

/**
 * Decrypts a `nonce` header and checks its shape; null when it is not a nonce of ours, else the text
 * after `prefix` (the seen-set's key, made as one string: a concatenation would keep two per key).
 * 16 characters pad to exactly two AES blocks (the text, then a whole block of PKCS#7 padding 0x10), so
 * anything else is refused before decrypting. CBC by hand: P1 = D(C1) ^ IV, P2 = D(C2) ^ C1.
 */
export function decryptNonce(header: string, key: Buffer, iv: Buffer, prefix = ''): string | null {
  if (header.length !== 44 || !/^[A-Za-z0-9+/]{43}=$/.test(header)) return null;
  const cipherText = Buffer.from(header, 'base64');
  if (cipherText.length !== 32) return null;
  const plain = ecbDecipher(key).update(cipherText);
  if (plain.length !== 32) return null;
  if (scratch.length < prefix.length + NONCE_LENGTH) scratch = Buffer.alloc(prefix.length + NONCE_LENGTH);
  const at = scratch.write(prefix, 0, 'latin1');
  for (let i = 0; i < 16; i++) {
    const c = plain[i]! ^ iv[i]!;
    if ((plain[16 + i]! ^ cipherText[i]!) !== PAD || !isNonceChar(c)) return null;
    scratch[at + i] = c;
  }
  return scratch.toString('latin1', 0, at + 16);
}
