import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import type { Config } from './config.js';
import accountRoutes from './modules/account/routes.js';
import addressRoutes from './modules/address/routes.js';
import adminShopRoutes from './modules/admin-shop/routes.js';
import areaRoutes from './modules/area/routes.js';
import authRoutes from './modules/auth/routes.js';
import answersRoutes from './modules/answers/routes.js';
import bookDetailRoutes from './modules/book-detail/routes.js';
import booksRoutes from './modules/books/routes.js';
import catalogueRoutes from './modules/catalogue/routes.js';
import contactRoutes from './modules/contact/routes.js';
import dailyRoutes from './modules/daily/routes.js';
import downloadsRoutes from './modules/downloads/routes.js';
import healthRoutes from './modules/health/routes.js';
import menuRoutes from './modules/menu/routes.js';
import payPwdRoutes from './modules/paypwd/routes.js';
import personalRoutes from './modules/personal/routes.js';
import readerRoutes from './modules/reader/routes.js';
import shopRoutes from './modules/shop/routes.js';
import { installApiGuard } from './plugins/api-guard.js';
import database from './plugins/database.js';
import envelope from './plugins/envelope.js';
import graceful from './plugins/graceful.js';
import requestLog, { genReqId, RequestLogController } from './plugins/request-log.js';
import staticFiles from './plugins/static.js';
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
}

/** Route modules, each mounted under /api. */
const API_MODULES = [
  authRoutes,
  accountRoutes,
  menuRoutes,
  catalogueRoutes,
  booksRoutes,
  bookDetailRoutes,
  readerRoutes,
  downloadsRoutes,
  answersRoutes,
  contactRoutes,
  personalRoutes,
  dailyRoutes,
  areaRoutes,
  addressRoutes,
  payPwdRoutes,
  shopRoutes,
  adminShopRoutes,
];

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
    return503OnClosing: true,
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
            onError: (err) => app.log.error({ err }, 'messenger platform call failed'),
          })
        : null,
  );
  app.decorateRequest('user', null);

  // Every /api route: nonce, token and role checks, in that order, before its body is read.
  installApiGuard(app, config);

  // External plugins.
  void app.register(formbody);
  void app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 9, fields: 50 } });

  // App plugins.
  void app.register(requestLog);
  void app.register(graceful);
  void app.register(envelope);
  void app.register(database, { config });
  void app.register(staticFiles, { config });

  // Module routes.
  void app.register(healthRoutes);
  for (const mod of API_MODULES) void app.register(mod, { prefix: '/api' });

  return app;
}
