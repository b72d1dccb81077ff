import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('has working defaults: SQLite in ./data, port 3000, nonce check on, demo seed outside production', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/data[/\\]app\.db$/) });
    expect(c.nonce).toEqual({ key: DEFAULT_NONCE_KEY, iv: DEFAULT_NONCE_IV, check: true });
    expect(c.demoSeed).toBe(true);
    expect(c.tokenTtlMs).toBe(30 * 86_400_000);
    expect(c.redisUrl).toBeNull();
    expect(c.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('sets the upload limits per kind in megabytes, and refuses a bad one by name', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).uploadLimits).toEqual({
      image: 10 * MB,
      audio: 20 * MB,
      video: 50 * MB,
      document: 20 * MB,
    });
    expect(loadConfig({ UPLOAD_MAX_IMAGE_MB: '2.5' }).uploadLimits.image).toBe(Math.round(2.5 * MB));
    expect(() => loadConfig({ UPLOAD_MAX_VIDEO_MB: 'lots' })).toThrow(/^UPLOAD_MAX_VIDEO_MB: /);
    expect(() => loadConfig({ UPLOAD_MAX_AUDIO_MB: '0' })).toThrow(ConfigError);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('seeds demo accounts in production only with DEMO_SEED', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoSeed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: '1' }).demoSeed).toBe(true);
  });

  it('lets the nonce check be turned off only in development', () => {
    expect(loadConfig({ NODE_ENV: 'development', NONCE_CHECK: 'off' }).nonce.check).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', NONCE_CHECK: 'off' })).toThrow(/^NONCE_CHECK: /);
    expect(() => loadConfig({ NONCE_CHECK: 'off', NODE_ENV: 'test' })).toThrow(ConfigError);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must be a postgres/],
    [{ NONCE_KEY: 'short' }, /^NONCE_KEY: must be exactly 16/],
    [{ NONCE_IV: 'x'.repeat(17) }, /^NONCE_IV: /],
    [{ TOKEN_TTL_DAYS: '0' }, /^TOKEN_TTL_DAYS: /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV: /],
    [{ DEMO_SEED: 'maybe' }, /^DEMO_SEED: /],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL: /],
    [{ WX_APP_ID: 'wx1234567890abcdef' }, /^WX_APP_SECRET: must be set together with WX_APP_ID/],
    [{ WX_APP_SECRET: 'secret' }, /^WX_APP_ID: must be set together with WX_APP_SECRET/],
    [{ WX_APP_ID: 'wx 12', WX_APP_SECRET: 'secret' }, /^WX_APP_ID: must be the official account AppID/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('configures the messenger official account only with both WX_APP_ID and WX_APP_SECRET', () => {
    expect(loadConfig({}).wechat).toBeNull();
    expect(loadConfig({ WX_APP_ID: 'wx1234567890abcdef', WX_APP_SECRET: 's3cret' }).wechat).toEqual({
      appId: 'wx1234567890abcdef',
      appSecret: 's3cret',
    });
  });

  it('configures the mini program with both of its variables, and the platform address', () => {
    expect(loadConfig({}).miniProgram).toBeNull();
    expect(loadConfig({}).wechatApiBase).toBe('https://api.weixin.qq.com');
    const c = loadConfig({
      WX_MINIPROGRAM_APP_ID: 'wxmini01',
      WX_MINIPROGRAM_APP_SECRET: 's',
      WX_API_BASE: 'http://127.0.0.1:9/',
    });
    expect(c.miniProgram).toEqual({ appId: 'wxmini01', appSecret: 's' });
    expect(c.wechatApiBase).toBe('http://127.0.0.1:9');
    expect(() => loadConfig({ WX_MINIPROGRAM_APP_ID: 'wxmini01' })).toThrow(
      /^WX_MINIPROGRAM_APP_SECRET: must be set together with WX_MINIPROGRAM_APP_ID/,
    );
    expect(() => loadConfig({ WX_API_BASE: 'ftp://x' })).toThrow(/^WX_API_BASE: must be an http/);
  });

  it('takes VAPID keys in pairs and runs the reminder scheduler except under test', () => {
    expect(loadConfig({}).vapid).toBeNull();
    const pub = 'B'.repeat(87);
    const priv = 'a'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv }).vapid).toEqual({
      publicKey: pub,
      privateKey: priv,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pub })).toThrow(/^VAPID_PRIVATE_KEY: must be set together/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://x' })).toThrow(/^VAPID_SUBJECT: must be a mailto/);
    expect(loadConfig({}).reminderTickMs).toBe(30_000);
    expect(loadConfig({ NODE_ENV: 'test' }).reminderTickMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', REMINDER_TICK_MS: '500' }).reminderTickMs).toBe(500);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });
});
