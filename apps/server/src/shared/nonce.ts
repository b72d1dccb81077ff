import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_LENGTH, NONCE_PATTERN } from '@jc/contract';

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
 * Decrypts a `nonce` header and checks its shape; null when it is not a nonce of ours.
 * 16 characters pad to exactly two AES blocks, so anything else is refused before decrypting.
 */
export function decryptNonce(header: string, key: Buffer, iv: Buffer): string | null {
  if (header.length !== 44 || !/^[A-Za-z0-9+/]{43}=$/.test(header)) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    const text = Buffer.concat([decipher.update(header, 'base64'), decipher.final()]).toString('latin1');
    return NONCE_PATTERN.test(text) ? text : null;
  } catch {
    return null;
  }
}
