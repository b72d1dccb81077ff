import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY } from '@jc/contract';
import { z } from 'zod';

/** The built web app, seen from src/ or dist/ alike (both sit one level under apps/server). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Demo media that ships with the server (banners, icons, lesson media). */
const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../assets/media', import.meta.url));

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''].includes(v), {
      message: `${name} must be one of 1/0, true/false, on/off, yes/no`,
    })
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const megabytes = (fallback: number) =>
  z.coerce.number({ error: 'must be a number of megabytes' }).positive().max(1024).default(fallback);

const asciiKey = z.string().regex(/^[\x21-\x7e]{16}$/, 'must be exactly 16 printable ASCII characters');

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address (leave it unset for SQLite)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}$/, 'must be 1 to 40 letters, digits or _ . : -')
    .default('jc:'),
  NONCE_KEY: asciiKey.default(DEFAULT_NONCE_KEY),
  NONCE_IV: asciiKey.default(DEFAULT_NONCE_IV),
  NONCE_CHECK: flag('NONCE_CHECK').default(true),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DEMO_SEED: flag('DEMO_SEED').optional(),
  TOKEN_TTL_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int()
    .min(1)
    .max(365)
    .default(30),
  TOKEN_CACHE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(300_000)
    .optional(),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  /** The web app's server bundle of the first screens (apps/web/dist-ssr), default beside WEB_DIST. */
  WEB_SSR_DIST: z.string().min(1).optional(),
  MEDIA_DIR: z.string().min(1).default(DEFAULT_MEDIA_DIR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag('TRUST_PROXY').default(false),
  UPLOAD_MAX_IMAGE_MB: megabytes(10),
  UPLOAD_MAX_AUDIO_MB: megabytes(20),
  UPLOAD_MAX_VIDEO_MB: megabytes(50),
  UPLOAD_MAX_DOCUMENT_MB: megabytes(20),
  WX_APP_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the official account AppID (letters and digits)')
    .optional(),
  WX_APP_SECRET: z.string().trim().min(1).max(128).optional(),
  WX_MINIPROGRAM_APP_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the mini program AppID (letters and digits)')
    .optional(),
  WX_MINIPROGRAM_APP_SECRET: z.string().trim().min(1).max(128).optional(),
  WX_API_BASE: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s):// address')
    .default('https://api.weixin.qq.com'),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a P-256 public key, 65 bytes in base64url (web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().trim().min(1).optional(),
  FCM_API_BASE: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s):// address')
    .default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s):// address')
    .optional(),
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/,
      'must be an http(s) tile address with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).optional(),
  STATS_ROLLUP_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(86_400_000)
    .optional(),
  UPLOAD_ORPHAN_GRACE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(86_400_000)
    .default(600_000),
  STATS_CACHE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(5_000),
  REMINDER_TICK_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(3_600_000)
    .optional(),
  REPORT_PUSH_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(3_600_000)
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// address (smtp://user:pass@host:port)')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  PUBLIC_BASE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s):// address')
    .optional(),
  CSP_MEDIA_ORIGINS: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^\s/,]+(\s*,\s*https?:\/\/[^\s/,]+)*$/,
      'must be http(s) origins separated by commas (https://cdn.example.com)',
    )
    .optional(),
  WRITE_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of write calls per minute' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(120),
  WRITE_RATE_LIMIT_ANON: z.coerce
    .number({ error: 'must be a number of write calls per minute' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(600),
  DOWNLOAD_LINK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  HOMEWORK_ENGINE: z
    .string()
    .trim()
    .regex(
      /^([a-z][a-z0-9-]*|module:\S+)$/,
      'must be an engine name (tesseract) or module:<path of a JS module>',
    )
    .default('tesseract'),
  HOMEWORK_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(3_600_000)
    .default(2_000),
  HOMEWORK_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(20).default(3),
  HOMEWORK_STALE_LOCK_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000)
    .max(86_400_000)
    .default(120_000),
});

/** A revoked token is refused at once in every process; this only bounds a change the announcements missed. */
const DEFAULT_TOKEN_CACHE_MS = 30_000;

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** The largest upload of each kind, in bytes (UPLOAD_MAX_IMAGE_MB, _AUDIO_MB, _VIDEO_MB, _DOCUMENT_MB). */
  uploadLimits: { image: number; audio: number; video: number; document: number };
  database: DatabaseConfig;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel (REDIS_PREFIX, `jc:`): two stores may share one Redis. */
  redisPrefix: string;
  nonce: { key: string; iv: string; check: boolean };
  nodeEnv: 'development' | 'test' | 'production';
  /** Whether the demo accounts are seeded into an empty store. */
  demoSeed: boolean;
  tokenTtlMs: number;
  /**
   * How long a resolved token is kept in process (TOKEN_CACHE_MS). Revocations reach every process on
   * SQLite (one process) and through Redis; on PostgreSQL without Redis the cache is off by default.
   */
  tokenCacheMs: number;
  webDist: string;
  /** The first screens' server bundle (docs/first-screens.md, "Server-rendered first screens"); absent: off. */
  ssrDist: string;
  mediaDir: string;
  logLevel: string;
  /** Honour X-Forwarded-For (behind a load balancer) for the client IP of throttles and logs. */
  trustProxy: boolean;
  /** The messenger official account (JS-SDK signatures); null when not configured. */
  wechat: { appId: string; appSecret: string } | null;
  /** The messenger mini program (loginByCode, wxCodeExists); null when not configured. */
  miniProgram: { appId: string; appSecret: string } | null;
  /** The messenger platform's API (WX_API_BASE, https://api.weixin.qq.com). */
  wechatApiBase: string;
  /** VAPID keys of Web Push (reminders); null: generated once and kept in the settings table. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who the push services may contact about our pushes (VAPID_SUBJECT). */
  vapidSubject: string | null;
  /**
   * Firebase Cloud Messaging for the native app's push ids (FCM_SERVICE_ACCOUNT_FILE, the service
   * account's key file; FCM_API_BASE and FCM_TOKEN_URL point elsewhere in tests); null: native ids are
   * kept but nothing is sent to them (docs/reminders.md).
   */
  fcm: { serviceAccountFile: string; apiBase: string; tokenUrl: string | null } | null;
  /** The maps' tile server (MAP_TILE_URL, '' = none: the pages show lists and a 经度/纬度 form) and its attribution. */
  mapTiles: { url: string; attribution: string };
  /** How often the reminder scheduler looks for due reminders; 0 = off (the default under NODE_ENV=test). */
  reminderTickMs: number;
  /** How often the weekly report's Sunday push looks for reports to send (REPORT_PUSH_MS, 60 s); 0 = off (the default under NODE_ENV=test). */
  reportPushMs: number;
  /** How often the statistics rollups are brought up to date; 0 = off (the default under NODE_ENV=test). */
  statsRollupMs: number;
  /** How old an upload file without its row must be before the sweep removes it (UPLOAD_ORPHAN_GRACE_MS, 10 min). */
  uploadOrphanGraceMs: number;
  /** How long a statistics answer is shared (STATS_CACHE_MS, 5 s). */
  statsCacheMs: number;
  /** The mail server of thirdpart/sendEmial (SMTP_URL) and the sender (MAIL_FROM); null: mail answers 503. */
  smtp: { url: string; from: string } | null;
  /** Where absolute links point (PUBLIC_BASE_URL, no trailing slash); null: the request's origin. */
  publicBaseUrl: string | null;
  /** Origins besides our own that pictures and media may come from (CSP_MEDIA_ORIGINS: a CDN), for the Content-Security-Policy. */
  cspMediaOrigins: string[];
  /** Write calls (POST under /api) a user, or an address when anonymous, may make per minute (WRITE_RATE_LIMIT); 0 = no limit. */
  writeRateLimit: number;
  /** The same for anonymous callers (the logins), per address (WRITE_RATE_LIMIT_ANON): a school behind one address logs in together; 0 = no limit. */
  writeRateLimitAnon: number;
  /** The key of signed download links; null: generated once and kept in the settings table. */
  downloadLinkSecret: string | null;
  /**
   * The homework correction engine (HOMEWORK_ENGINE), its queue's poll (0 = no runner), attempts, and how
   * old a running job's lock must be before another runner takes the job over (HOMEWORK_STALE_LOCK_MS:
   * its process died) (docs/homework.md).
   */
  homework: { engine: string; pollMs: number; maxAttempts: number; staleLockMs: number };
}

const MB = 1024 * 1024;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `FOO= node main.js` falls back to the default. */
function pickEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** Reads the environment; throws ConfigError with one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(pickEnv(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new ConfigError(`${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  if (!e.NONCE_CHECK && e.NODE_ENV !== 'development') {
    throw new ConfigError('NONCE_CHECK: may be turned off only with NODE_ENV=development');
  }
  if (!e.WX_APP_ID !== !e.WX_APP_SECRET) {
    throw new ConfigError(
      `${e.WX_APP_ID ? 'WX_APP_SECRET' : 'WX_APP_ID'}: must be set together with ${e.WX_APP_ID ? 'WX_APP_ID' : 'WX_APP_SECRET'}`,
    );
  }
  if (!e.WX_MINIPROGRAM_APP_ID !== !e.WX_MINIPROGRAM_APP_SECRET) {
    const [set, unset] = e.WX_MINIPROGRAM_APP_ID
      ? ['WX_MINIPROGRAM_APP_ID', 'WX_MINIPROGRAM_APP_SECRET']
      : ['WX_MINIPROGRAM_APP_SECRET', 'WX_MINIPROGRAM_APP_ID'];
    throw new ConfigError(`${unset}: must be set together with ${set}`);
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    const [set, unset] = e.VAPID_PUBLIC_KEY
      ? ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']
      : ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY'];
    throw new ConfigError(`${unset}: must be set together with ${set}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(p));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    uploadLimits: {
      image: Math.round(e.UPLOAD_MAX_IMAGE_MB * MB),
      audio: Math.round(e.UPLOAD_MAX_AUDIO_MB * MB),
      video: Math.round(e.UPLOAD_MAX_VIDEO_MB * MB),
      document: Math.round(e.UPLOAD_MAX_DOCUMENT_MB * MB),
    },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'app.db') },
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    nonce: { key: e.NONCE_KEY, iv: e.NONCE_IV, check: e.NONCE_CHECK },
    nodeEnv: e.NODE_ENV,
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV !== 'production',
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    tokenCacheMs: e.TOKEN_CACHE_MS ?? (e.DATABASE_URL && !e.REDIS_URL ? 0 : DEFAULT_TOKEN_CACHE_MS),
    webDist: abs(e.WEB_DIST),
    ssrDist: abs(e.WEB_SSR_DIST ?? join(dirname(abs(e.WEB_DIST)), 'dist-ssr')),
    mediaDir: abs(e.MEDIA_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    wechat: e.WX_APP_ID && e.WX_APP_SECRET ? { appId: e.WX_APP_ID, appSecret: e.WX_APP_SECRET } : null,
    miniProgram:
      e.WX_MINIPROGRAM_APP_ID && e.WX_MINIPROGRAM_APP_SECRET
        ? { appId: e.WX_MINIPROGRAM_APP_ID, appSecret: e.WX_MINIPROGRAM_APP_SECRET }
        : null,
    wechatApiBase: e.WX_API_BASE.replace(/\/+$/, ''),
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT ?? null,
    fcm: e.FCM_SERVICE_ACCOUNT_FILE
      ? {
          serviceAccountFile: abs(e.FCM_SERVICE_ACCOUNT_FILE),
          apiBase: e.FCM_API_BASE.replace(/\/+$/, ''),
          tokenUrl: e.FCM_TOKEN_URL ?? null,
        }
      : null,
    mapTiles: { url: e.MAP_TILE_URL ?? '', attribution: e.MAP_TILE_ATTRIBUTION ?? '' },
    reminderTickMs: e.REMINDER_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    reportPushMs: e.REPORT_PUSH_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    statsRollupMs: e.STATS_ROLLUP_MS ?? (e.NODE_ENV === 'test' ? 0 : 15_000),
    statsCacheMs: e.STATS_CACHE_MS,
    uploadOrphanGraceMs: e.UPLOAD_ORPHAN_GRACE_MS,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? '教材社区 <no-reply@localhost>' } : null,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? null,
    cspMediaOrigins: e.CSP_MEDIA_ORIGINS ? e.CSP_MEDIA_ORIGINS.split(',').map((o) => o.trim()) : [],
    writeRateLimit: e.WRITE_RATE_LIMIT,
    writeRateLimitAnon: e.WRITE_RATE_LIMIT_ANON,
    downloadLinkSecret: e.DOWNLOAD_LINK_SECRET ?? null,
    homework: {
      engine: e.HOMEWORK_ENGINE,
      pollMs: e.HOMEWORK_POLL_MS,
      maxAttempts: e.HOMEWORK_MAX_ATTEMPTS,
      staleLockMs: e.HOMEWORK_STALE_LOCK_MS,
    },
  };
}
