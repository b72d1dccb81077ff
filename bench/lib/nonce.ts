import { createCipheriv, randomInt } from 'node:crypto';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_LENGTH } from '@jc/contract';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh nonce header as the app sends it (docs/spec/api-conventions.md, "Nonce"). */
export function makeNonce(key = DEFAULT_NONCE_KEY, iv = DEFAULT_NONCE_IV): string {
  let plain = '';
  for (let i = 0; i < NONCE_LENGTH; i++) plain += ALPHABET[randomInt(ALPHABET.length)];
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'ascii'), Buffer.from(iv, 'ascii'));
  return Buffer.concat([cipher.update(plain, 'ascii'), cipher.final()]).toString('base64');
}
