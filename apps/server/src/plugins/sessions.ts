import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { providedBy, type ModuleManifest } from '../manifest.js';
import { SessionCache } from '../shared/session-cache.js';
import { isSessionChange, onSessionChange, type SessionChange } from '../shared/session-events.js';

const CHANNEL = 'session-changes';

/**
 * The cache of resolved tokens (shared/session-cache.ts), and the lookup behind it that the module
 * keeping the sessions gives in its manifest (auth: `resolveTokenHash`). A session change announced in
 * this process drops the entries here and is published to the other processes through the shared state
 * (Redis, through the cluster plugin), whose subscribers drop theirs.
 */
export default fp(
  async function sessions(app: FastifyInstance, { modules }: { modules: readonly ModuleManifest[] }) {
    const cache = new SessionCache(app.appConfig.tokenCacheMs);
    app.decorate('sessions', cache);
    app.decorate('resolveTokenHash', providedBy(modules, 'resolveTokenHash'));
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
