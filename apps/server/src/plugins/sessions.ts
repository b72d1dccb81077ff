import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../modules/auth/index.js';
import { isSessionChange, onSessionChange, type SessionChange } from '../shared/session-events.js';

const CHANNEL = 'session-changes';

/**
 * The cache of resolved tokens (modules/auth/session-cache.ts). A session change announced in this
 * process drops the entries here and is published to the other processes through the shared state
 * (Redis, through the cluster plugin), whose subscribers drop theirs.
 */
export default fp(
  async function sessions(app: FastifyInstance) {
    const cache = new SessionCache(app.appConfig.tokenCacheMs);
    app.decorate('sessions', cache);
    if (!cache.enabled) return;
    const { state } = app;
    const stop = onSessionChange((change: SessionChange) => {
      cache.forget(change);
      // The answer of the request that made the change waits for Redis to take it (plugins/cluster.ts).
      app.cluster.publish(CHANNEL, JSON.stringify(change));
    });
    app.addHook('onClose', async () => {
      stop();
    });
    await state.subscribe?.(CHANNEL, (message) => {
      try {
        const change: unknown = JSON.parse(message);
        if (isSessionChange(change)) cache.forget(change);
      } catch {
        app.log.warn({ message }, 'ignored a malformed session change');
      }
    });
  },
  { name: 'sessions', dependencies: ['database', 'cluster'] },
);
