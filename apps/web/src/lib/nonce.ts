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

export type AesCbcEncrypt = (key: string, iv: string, plain: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;

const cryptoKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The browser's own AES (WebCrypto): no script to download or run. Browsers offer it only in a secure
 * context (https, localhost), so it is undefined when the app is served over plain http.
 */
export const webCryptoAesCbc: AesCbcEncrypt | null = globalThis.crypto?.subtle
  ? async (key, iv, plain) => {
      let cryptoKey = cryptoKeys.get(key);
      if (!cryptoKey) {
        cryptoKey = crypto.subtle.importKey('raw', encoder.encode(key), 'AES-CBC', false, ['encrypt']);
        cryptoKeys.set(key, cryptoKey);
      }
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-CBC', iv: encoder.encode(iv) },
        await cryptoKey,
        plain,
      );
      return new Uint8Array(sealed); // WebCrypto's AES-CBC pads with PKCS#7, as the server expects
    }
  : null;

/**
 * AES in script (@noble/ciphers) for plain http, loaded on the first call only: building its tables
 * costs ~25 ms of main thread, which the first screen should not pay when the browser has its own.
 */
export const scriptAesCbc: AesCbcEncrypt = async (key, iv, plain) => {
  const { cbc } = await import('@noble/ciphers/aes.js');
  return cbc(encoder.encode(key), encoder.encode(iv)).encrypt(plain);
};

/** The `nonce` header: base64(AES-128-CBC, PKCS#7 (random text)) with the build's key and IV. */
export async function makeNonce(
  key: string = NONCE_KEY,
  iv: string = NONCE_IV,
  encrypt: AesCbcEncrypt = webCryptoAesCbc ?? scriptAesCbc,
): Promise<string> {
  return toBase64(await encrypt(key, iv, encoder.encode(randomNonceText())));
}
