import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import type { Config } from './config.js';
import { MODULES } from './modules/index.js';
import { installApiGuard } from './plugins/api-guard.js';
import sessions from './plugins/sessions.js';
import cluster from './plugins/cluster.js';
import database from './plugins/database.js';
import envelope, { frameworkError } from './plugins/envelope.js';
import graceful from './plugins/graceful.js';
import multipart from './plugins/multipart.js';
import requestLog, { genReqId, RequestLogController } from './plugins/request-log.js';
import securityHeaders from './plugins/security-headers.js';
import staticFiles from './plugins/static.js';
import { WeChatMiniProgramSessions, type MiniProgramSessions } from './shared/mini-program.js';
import { WeChatTicketSource, type JsApiTicketSource } from './shared/wechat.js';
import './types.js';

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * The messenger's jsapi tickets (book/getwxjsConfig). Default: the real platform when WX_APP_ID and
   * WX_APP_SECRET are set, else none (the call refuses with 503). Tests inject a fake.
   */
  jsApiTickets?: JsApiTicketSource | null;
  /**
   * The mini program's code exchange (oauth/loginByCode). Default: the real platform (WX_API_BASE) when
   * WX_MINIPROGRAM_APP_ID and WX_MINIPROGRAM_APP_SECRET are set, else none (503).
   */
  miniProgramSessions?: MiniProgramSessions | null;
}

/** Builds the server; nothing touches the database until `ready()` or `listen()`. */
export function buildApp(config: Config, opts: BuildOptions = {}): FastifyInstance {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.nonce'],
    ...(opts.logStream ? { stream: opts.logStream } : {}),
  };
  const app = Fastify({
    logger,
    genReqId,
    requestIdHeader: false,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request reaching a closing process is dropped unanswered, not answered 503 (plugins/graceful.ts).
    return503OnClosing: false,
    frameworkErrors: frameworkError,
    // The database plugin migrates the store before the app listens: a long migration of a big store, or
    // a fresh PostgreSQL database on a busy machine, takes longer than avvio's default 10 s.
    pluginTimeout: 120_000,
  });

  // Chinese default messages for any schema without its own.
  z.config(z.locales.zhCN());

  app.decorate('appConfig', config);
  const wechat = config.wechat;
  app.decorate(
    'jsApiTickets',
    opts.jsApiTickets !== undefined
      ? opts.jsApiTickets
      : wechat
        ? new WeChatTicketSource({
            ...wechat,
            apiBase: config.wechatApiBase,
            onError: (err) => app.log.error({ err }, 'messenger platform call failed'),
          })
        : null,
  );
  const miniProgram = config.miniProgram;
  app.decorate(
    'miniProgramSessions',
    opts.miniProgramSessions !== undefined
      ? opts.miniProgramSessions
      : miniProgram
        ? new WeChatMiniProgramSessions({
            ...miniProgram,
            apiBase: config.wechatApiBase,
            onError: (err) => app.log.warn({ err }, 'mini program login refused or failed'),
          })
        : null,
  );
  app.decorateRequest('user', null);

  // Every /api route: nonce, token and role checks, in that order, before its body is read.
  installApiGuard(app, config);

  // External plugins.
  void app.register(formbody);
  // The largest kind bounds every file part; the uploads module checks each kind's own limit. Stream
  // mode only: without the plugin's per-request disk-mode hooks (plugins/multipart.ts).
  const fileSize = Math.max(...Object.values(config.uploadLimits));
  void app.register(multipart, { limits: { fileSize, files: 9, fields: 50 } });

  // App plugins.
  void app.register(securityHeaders, { config });
  void app.register(requestLog);
  void app.register(graceful);
  void app.register(envelope);
  void app.register(database, { config, modules: MODULES });
  void app.register(cluster);
  void app.register(sessions, { modules: MODULES });
  void app.register(staticFiles, { config });

  // Module routes, under /api unless the module says otherwise.
  for (const mod of MODULES) if (mod.routes) void app.register(mod.routes, { prefix: mod.prefix ?? '/api' });

  return app;
}
