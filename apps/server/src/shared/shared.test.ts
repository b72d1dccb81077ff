import Database from 'better-sqlite3';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_PATTERN } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.js';
import { decryptNonce, encryptNonce, makeNonce, randomNonceText } from './nonce.js';
import { hashPassword, verifyPassword } from './password.js';
import { formatDate, formatTime } from './time.js';

describe('password hashing', () => {
  it('salts and verifies', async () => {
    const a = await hashPassword('demo123456');
    const b = await hashPassword('demo123456');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('demo123456', a)).toBe(true);
    expect(await verifyPassword('demo123457', a)).toBe(false);
    expect(await verifyPassword('demo123456', 'garbage')).toBe(false);
  });
});

describe('time format', () => {
  it('writes Asia/Shanghai wall time', () => {
    expect(formatTime(Date.UTC(2024, 0, 31, 16, 5, 9))).toBe('2024-02-01 00:05:09');
    expect(formatDate(Date.UTC(2024, 0, 31, 16, 5, 9))).toBe('2024-02-01');
    expect(formatTime(Date.UTC(2024, 6, 1, 0, 0, 0))).toBe('2024-07-01 08:00:00');
  });
});

describe('nonce', () => {
  const key = Buffer.from(DEFAULT_NONCE_KEY);
  const iv = Buffer.from(DEFAULT_NONCE_IV);

  it('round-trips the client encryption', () => {
    const text = randomNonceText();
    expect(text).toMatch(NONCE_PATTERN);
    expect(decryptNonce(encryptNonce(text), key, iv)).toBe(text);
    expect(makeNonce()).toHaveLength(44);
  });

  it('matches a known vector of AES-128-CBC/PKCS#7 with the default key', () => {
    // From openssl: printf abcdefghijklmnop | openssl enc -aes-128-cbc -K <hex of key> -iv <hex of iv> | base64
    const vector = 'YAIdF6QU336Xj5sLyd+JZgGzmeSHo43iDUaq3uKca7I=';
    expect(encryptNonce('abcdefghijklmnop')).toBe(vector);
    expect(decryptNonce(vector, key, iv)).toBe('abcdefghijklmnop');
  });

  it('refuses wrong keys and shapes', () => {
    expect(decryptNonce(makeNonce('0000000000000000'), key, iv)).toBeNull();
    expect(decryptNonce(encryptNonce('abc'), key, iv)).toBeNull();
    expect(decryptNonce(encryptNonce('abcdefghijklmno-'), key, iv)).toBeNull();
    expect(decryptNonce('x', key, iv)).toBeNull();
  });

  it('refuses a tampered padding block and keeps decrypting correctly after refusals', () => {
    const good = encryptNonce('abcdefghijklmnop');
    const bytes = Buffer.from(good, 'base64');
    bytes[20]! ^= 1;
    expect(decryptNonce(bytes.toString('base64'), key, iv)).toBeNull();
    // The shared decipher holds no state between calls: good, bad and other keys interleave freely.
    for (let i = 0; i < 50; i++) {
      const text = randomNonceText();
      expect(decryptNonce(makeNonce('0000000000000000'), key, iv)).toBeNull();
      expect(decryptNonce(encryptNonce(text), key, iv)).toBe(text);
    }
    const otherKey = Buffer.from('0000000000000000');
    expect(decryptNonce(encryptNonce('abcdefghijklmnop', '0000000000000000'), otherKey, iv)).toBe(
      'abcdefghijklmnop',
    );
    expect(decryptNonce(good, key, Buffer.from('1111111111111111'))).toBeNull();
  });

  it('accepts exactly the characters of NONCE_PATTERN, and gives the seen-set key with a prefix', () => {
    for (let c = 0; c < 128; c++) {
      const text = `abcdefghijklmno${String.fromCharCode(c)}`;
      expect(decryptNonce(encryptNonce(text), key, iv)).toBe(NONCE_PATTERN.test(text) ? text : null);
    }
    const text = randomNonceText();
    expect(decryptNonce(encryptNonce(text), key, iv, 'nonce:')).toBe(`nonce:${text}`);
    expect(
      decryptNonce(encryptNonce(text), key, iv, 'a-longer-prefix-than-the-first-scratch-buffer-held:'),
    ).toBe(`a-longer-prefix-than-the-first-scratch-buffer-held:${text}`);
    expect(decryptNonce(encryptNonce(text), key, iv)).toBe(text);
  });
});

describe('isUniqueViolation', () => {
  // SQLite's own errors, from a real database: a unique column and a primary key taken twice.
  const sqlite = new Database(':memory:');
  sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, n INTEGER NOT NULL)');
  sqlite.prepare('INSERT INTO t (id, name, n) VALUES (1, ?, 1)').run('a');
  const errorOf = (sql: string): unknown => {
    try {
      sqlite.exec(sql);
    } catch (err) {
      return err;
    }
    throw new Error(`no error from: ${sql}`);
  };

  it('recognises a unique column and a primary key taken twice (SQLite), and 23505 (PostgreSQL)', () => {
    expect(isUniqueViolation(errorOf("INSERT INTO t (id, name, n) VALUES (2, 'a', 1)"))).toBe(true);
    expect(isUniqueViolation(errorOf("INSERT INTO t (id, name, n) VALUES (1, 'b', 1)"))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
  });

  it('refuses other errors and non-errors', () => {
    expect(isUniqueViolation(errorOf("INSERT INTO t (id, name) VALUES (3, 'c')"))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('foreign key'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
