import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { JsonCache } from '../shared/json-cache.js';

/** Longest an answer waits for Redis to take the messages its request published. */
const PUBLISH_WAIT_MS = 1_000;
const CACHE_CHANNEL = 'cache-invalidations';

/**
 * Whether other API processes may serve the same store: on PostgreSQL, or whenever Redis joins them. On
 * SQLite without Redis one process serves a store, and what is kept in process is exact.
 */
export const mayShareStore = (config: Config): boolean =>
  config.database.kind !== 'sqlite' || config.redisUrl !== null;

export interface Cluster {
  /** Whether other processes may serve this store (`mayShareStore`). */
  readonly shared: boolean;
  /** Whether messages reach the other processes (Redis): caches are then invalidated everywhere at once. */
  readonly connected: boolean;
  /**
   * Sends a message to every process (Redis), nothing without Redis. The answer of the request that
   * sent it waits until Redis has taken it (at most a second), so a caller who then reaches another
   * process finds the message already delivered there.
   */
  publish(channel: string, message: string): void;
  /**
   * Makes a cache's invalidations reach every process: each `invalidate` here is published, and another
   * process's drops the same prefix of the cache registered under the same name (`alsoDrop` runs too).
   */
  shareCache(name: string, cache: JsonCache, alsoDrop?: () => void): void;
}

interface CacheMessage {
  /** The process that invalidated: it has dropped its own entries already. */
  from: string;
  cache: string;
  prefix: string;
}

const isCacheMessage = (v: unknown): v is CacheMessage => {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return typeof m.from === 'string' && typeof m.cache === 'string' && typeof m.prefix === 'string';
};

/**
 * What several API processes behind a balancer need beyond the shared state (docs/operations.md,
 * "Several processes"): messages to the other processes, and the per-process caches invalidated in
 * every process when one of them changes what they hold. The app's JsonCache is shared here; a module
 * with a cache of its own shares it with `app.cluster.shareCache`.
 */
export default fp(
  async function cluster(app: FastifyInstance) {
    const { state } = app;
    const self = randomUUID();
    const connected = state.publish !== undefined && state.subscribe !== undefined;
    const pending = new Set<Promise<void>>();
    const caches = new Map<string, { cache: JsonCache; alsoDrop: (() => void) | undefined }>();

    const publish = (channel: string, message: string): void => {
      if (!state.publish) return;
      const sent: Promise<void> = state
        .publish(channel, message)
        .catch((err: unknown) => app.log.error({ err, channel }, 'publishing to the other processes failed'))
        .finally(() => pending.delete(sent));
      pending.add(sent);
    };

    const shareCache = (name: string, cache: JsonCache, alsoDrop?: () => void): void => {
      if (caches.has(name)) throw new Error(`cache ${name} is shared twice`);
      caches.set(name, { cache, alsoDrop });
      if (!connected) return;
      cache.onInvalidate = (prefix) =>
        publish(CACHE_CHANNEL, JSON.stringify({ from: self, cache: name, prefix }));
    };

    app.decorate('cluster', { shared: mayShareStore(app.appConfig), connected, publish, shareCache });
    shareCache('app', app.cache);
    if (!connected) return;

    await state.subscribe?.(CACHE_CHANNEL, (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        message = null;
      }
      if (!isCacheMessage(message)) {
        app.log.warn({ message: raw }, 'ignored a malformed cache invalidation');
        return;
      }
      if (message.from === self) return;
      const shared = caches.get(message.cache);
      shared?.cache.drop(message.prefix);
      shared?.alsoDrop?.();
    });

    // Only with Redis, and a callback hook: an answer whose request published nothing costs no promise.
    app.addHook('onSend', (_req, _reply, payload, done) => {
      if (pending.size === 0) {
        done(null, payload);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PUBLISH_WAIT_MS);
      });
      void Promise.race([Promise.allSettled([...pending]), waited]).then(() => {
        clearTimeout(timer);
        done(null, payload);
      });
    });
  },
  { name: 'cluster', dependencies: ['database'] },
);
