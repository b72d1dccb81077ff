import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { tooMany } from '../shared/errors.js';
import { mayShareStore } from './cluster.js';

export const WRITE_LIMIT_WINDOW_MS = 60_000;
export const WRITE_LIMIT_MSG = '请求过于频繁，请稍后再试';

/**
 * The budget of write calls (docs/security.md, "Rate limits"): every POST under /api that passed the
 * guard's nonce, token and role checks counts against its caller: a user by id, `WRITE_RATE_LIMIT`
 * calls (120) in a window of a minute that starts at the first; an anonymous caller (the logins) by
 * address, `WRITE_RATE_LIMIT_ANON` (600: a school's pupils may log in together behind one address); past it the
 * call answers 429 `请求过于频繁，请稍后再试` until the window ends. Refused calls (no token, wrong role)
 * never reach it. The login's own failure throttle and the SMS throttles come on top.
 *
 * Where the counters live follows the shared state: in process on SQLite without Redis (one process
 * serves the store: exact, no promise), else the shared state's counters (`increment`: one upsert on
 * PostgreSQL, INCR + PEXPIRE on Redis), exact across processes.
 */
export function makeWriteLimit(config: Config): ((req: FastifyRequest) => Promise<void> | undefined) | null {
  const userLimit = config.writeRateLimit;
  const anonLimit = config.writeRateLimitAnon;
  if (userLimit <= 0 && anonLimit <= 0) return null;
  const inProcess = !mayShareStore(config);
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  const keyOf = (req: FastifyRequest) => (req.user ? `write:u:${req.user.id}` : `write:a:${req.ip}`);

  return function checkWriteLimit(req: FastifyRequest): Promise<void> | undefined {
    const limit = req.user ? userLimit : anonLimit;
    if (limit <= 0) return undefined;
    const key = keyOf(req);
    if (inProcess) {
      const now = Date.now();
      if (now >= nextSweep) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        nextSweep = now + WRITE_LIMIT_WINDOW_MS;
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= now) {
        w = { count: 0, endsAt: now + WRITE_LIMIT_WINDOW_MS };
        windows.set(key, w);
      }
      if (++w.count > limit) throw refuse(req);
      return undefined;
    }
    return req.server.state.increment(key, WRITE_LIMIT_WINDOW_MS).then((n) => {
      if (n > limit) throw refuse(req);
    });
  };
}

function refuse(req: FastifyRequest) {
  req.log.warn({ userId: req.user?.id ?? null, ip: req.ip }, 'write rate limit reached');
  return tooMany(WRITE_LIMIT_MSG);
}
