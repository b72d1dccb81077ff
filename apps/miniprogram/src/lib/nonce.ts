import { cbc } from '@noble/ciphers/aes.js';

/**
 * The request nonce of docs/spec/api-conventions.md: 16 random [A-Za-z0-9], AES-128-CBC with PKCS#7
 * under the shared key and IV, base64. The mini program has no WebCrypto: @noble/ciphers (pure JS).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

export function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

export function randomNonceText(random: () => number = Math.random, length = 16): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return out;
}

export function makeNonce(key: string, iv: string, text: string = randomNonceText()): string {
  return base64(cbc(ascii(key), ascii(iv)).encrypt(ascii(text)));
}
