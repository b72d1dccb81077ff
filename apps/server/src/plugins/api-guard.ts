import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.js';
import { AUTH_LEVELS, authenticate } from './auth.js';
import { makeNonceCheck } from './nonce.js';

const toArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Puts the one guard (nonce, then token and role) first on every /api route, before its body is
 * read, and fails start-up for a route that does not declare who may call it. Must be installed
 * before any route is registered; routes added later (tests) are guarded too.
 */
export function installApiGuard(app: FastifyInstance, config: Config): void {
  const checkNonce = config.nonce.check ? makeNonceCheck(config) : null;
  if (!checkNonce)
    app.log.warn('NONCE_CHECK is OFF (development only): requests are not protected against replay');

  // Callback style: an anonymous call costs no promise at all when the nonce seen-set is in process.
  const guard: onRequestHookHandler = (req, _reply, done) => {
    const level = req.routeOptions.config.auth ?? 'user';
    let nonceChecked: Promise<void> | undefined;
    try {
      nonceChecked = checkNonce?.(req);
    } catch (err) {
      return done(err as Error);
    }
    if (level === 'none' && !req.headers.authorization) {
      if (!nonceChecked) return done();
      return void nonceChecked.then(() => done(), done);
    }
    void (nonceChecked ?? Promise.resolve()).then(() => authenticate(req, level)).then(() => done(), done);
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const auth = route.config?.auth;
    if (!auth || !AUTH_LEVELS.includes(auth)) {
      throw new Error(
        `route ${String(route.method)} ${route.url} must declare config.auth (${AUTH_LEVELS.join('|')})`,
      );
    }
    route.onRequest = [guard, ...toArray(route.onRequest)];
  });
}
