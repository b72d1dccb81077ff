import { cbc } from '@noble/ciphers/aes.js';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_LENGTH } from '@jc/contract';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of 62 below 256: bytes above it are redrawn so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

const NONCE_KEY = typeof __NONCE_KEY__ === 'string' ? __NONCE_KEY__ : DEFAULT_NONCE_KEY;
const NONCE_IV = typeof __NONCE_IV__ === 'string' ? __NONCE_IV__ : DEFAULT_NONCE_IV;

const encoder = new TextEncoder();

/** A fresh random string of NONCE_LENGTH characters from [A-Za-z0-9]. */
export function randomNonceText(length = NONCE_LENGTH): string {
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `nonce` header: base64(AES-128-CBC, PKCS#7 (random text)) with the build's key and IV. */
export function makeNonce(key: string = NONCE_KEY, iv: string = NONCE_IV): string {
  const cipher = cbc(encoder.encode(key), encoder.encode(iv));
  return toBase64(cipher.encrypt(encoder.encode(randomNonceText())));
}
