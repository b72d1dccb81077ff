import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_PATTERN } from '@jc/contract';
import { makeNonce, scriptAesCbc, webCryptoAesCbc } from './nonce';

const key = DEFAULT_NONCE_KEY;
const iv = DEFAULT_NONCE_IV;

function nodeEncrypt(plain: string, k = key, i = iv): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(k), Buffer.from(i));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function nodeDecrypt(nonce: string, k = key, i = iv): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(k), Buffer.from(i));
  return Buffer.concat([decipher.update(Buffer.from(nonce, 'base64')), decipher.final()]).toString('utf8');
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('nonce encryption', () => {
  it('has WebCrypto in the test browser, as in every secure context', () => {
    expect(webCryptoAesCbc).not.toBeNull();
  });

  // 16 characters pad to two blocks; the other lengths check the padding of a partial and an empty block.
  for (const plain of ['aB3dE5gH7jK9mN1p', 'short', '', 'exactly-32-characters-long-text!']) {
    it(`WebCrypto and the script fallback both match Node's AES-128-CBC for ${JSON.stringify(plain)}`, async () => {
      const expected = nodeEncrypt(plain);
      expect(b64(await webCryptoAesCbc!(key, iv, utf8(plain)))).toBe(expected);
      expect(b64(await scriptAesCbc(key, iv, utf8(plain)))).toBe(expected);
    });
  }

  it('makes a fresh nonce each call that decrypts to 16 [A-Za-z0-9] characters, with either implementation', async () => {
    for (const encrypt of [webCryptoAesCbc!, scriptAesCbc]) {
      const first = await makeNonce(key, iv, encrypt);
      const second = await makeNonce(key, iv, encrypt);
      expect(nodeDecrypt(first)).toMatch(NONCE_PATTERN);
      expect(nodeDecrypt(second)).toMatch(NONCE_PATTERN);
      expect(first).not.toBe(second);
    }
  });

  it('keeps a key per key: a nonce made with another key does not decrypt with the default one', async () => {
    const otherKey = 'ZYXWVUTSRQPONMLK';
    const nonce = await makeNonce(otherKey, iv);
    const plain = nodeDecrypt(nonce, otherKey);
    expect(plain).toMatch(NONCE_PATTERN);
    // With the wrong key the CBC padding check usually fails; about 1 time in 256 the garbage ends in
    // valid padding and decrypts to bytes that are still not a nonce. Either way the key does not fit.
    let wrong: string | null;
    try {
      wrong = nodeDecrypt(nonce);
    } catch {
      wrong = null;
    }
    expect(wrong === null || !NONCE_PATTERN.test(wrong)).toBe(true);
  });
});
