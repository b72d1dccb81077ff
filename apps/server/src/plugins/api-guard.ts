import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.js';
import type { AuthLevel } from '../types.js';
import { AUTH_LEVELS, authenticate } from './auth.js';
import { makeNonceCheck } from './nonce.js';
import { makeWriteLimit } from './write-limit.js';

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

  // One guard per level, given to a route as it is added (not read back through `req.routeOptions`,
  // which builds an object on every access). Callback style, and no promise at all unless a check
  // must wait: the nonce seen-set in process and a token the session cache knows (every logged-in
  // call but the first of a token) answer at once.
  // Write calls (POST) then count against their caller's budget (plugins/write-limit.ts).
  const checkWriteLimit = makeWriteLimit(config);
  const guardFor =
    (level: AuthLevel, write: boolean): onRequestHookHandler =>
    (req, _reply, done) => {
      let waiting: Promise<void> | undefined;
      try {
        const nonceChecked = checkNonce?.(req);
        waiting = nonceChecked ? nonceChecked.then(() => authenticate(req, level)) : authenticate(req, level);
        if (write && checkWriteLimit)
          waiting = waiting ? waiting.then(() => checkWriteLimit(req)) : checkWriteLimit(req);
      } catch (err) {
        return done(err as Error);
      }
      if (!waiting) return done();
      void waiting.then(() => done(), done);
    };

  const guards = new Map(AUTH_LEVELS.map((level) => [level, guardFor(level, false)]));
  const writeGuards = new Map(AUTH_LEVELS.map((level) => [level, guardFor(level, true)]));

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const auth = route.config?.auth;
    if (!auth || !AUTH_LEVELS.includes(auth)) {
      throw new Error(
        `route ${String(route.method)} ${route.url} must declare config.auth (${AUTH_LEVELS.join('|')})`,
      );
    }
    const write = toArray(route.method).includes('POST');
    route.onRequest = [(write ? writeGuards : guards).get(auth)!, ...toArray(route.onRequest)];
  });
}
