import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedJson {
  body: Buffer;
  /** Present when compressing pays off (large answers such as the area tree). */
  gzip: Buffer | null;
  loadedAt: number;
}

const GZIP_MIN_BYTES = 2048;

/**
 * Serialized answers of hot reads (dictionaries, menus, areas), built once and sent as bytes.
 * Writers invalidate by key prefix. Where several processes share the store and Redis joins them, the
 * cluster plugin (plugins/cluster.ts) sets `onInvalidate`, so an invalidation reaches every process at
 * once; else `maxAgeMs` bounds how long another process's change takes to show.
 */
export class JsonCache {
  /** Told of every invalidation made here (not of `drop`): the cluster plugin publishes it. */
  onInvalidate: ((prefix: string) => void) | null = null;
  private readonly entries = new Map<string, CachedJson>();
  private readonly loading = new Map<string, Promise<CachedJson>>();
  /** Bumped by invalidate, so a load that started before a change does not store the old answer. */
  private generation = 0;

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh entry, or undefined; synchronous so a hit costs no promise. */
  peek(key: string): CachedJson | undefined {
    const hit = this.entries.get(key);
    return hit && this.now() - hit.loadedAt < this.maxAgeMs ? hit : undefined;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.peek(key);
    if (hit) return hit;
    // Concurrent misses share one load.
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = load()
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          const entry: CachedJson = {
            body,
            gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null,
            loadedAt: this.now(),
          };
          if (generation === this.generation) this.entries.set(key, entry);
          return entry;
        })
        .finally(() => {
          if (this.loading.get(key) === pending) this.loading.delete(key);
        });
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** After a change: drops the entries under `prefix` here, and (through `onInvalidate`) in every process. */
  invalidate(prefix = ''): void {
    this.drop(prefix);
    this.onInvalidate?.(prefix);
  }

  /**
   * Drops the entries under `prefix` in this process only: another process's invalidation, or an expiry
   * by the clock that every process sees for itself.
   */
  drop(prefix = ''): void {
    this.generation++;
    this.loading.clear();
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/**
 * Answers a hot read from the cache: synchronously on a hit, after one shared load on a miss. Use it
 * as the whole (non-async) handler: `(req, reply) => replyCached(req, reply, cache, key, load)`.
 */
export function replyCached(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: JsonCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<void> | undefined {
  const hit = cache.peek(key);
  if (hit) {
    sendCached(req, reply, hit);
    return undefined;
  }
  return cache.get(key, load).then((entry) => {
    sendCached(req, reply, entry);
  });
}

/** Sends a cached answer, gzipped when the client accepts it. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedJson): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (entry.gzip) {
    reply.header('vary', 'accept-encoding');
    const accept = req.headers['accept-encoding'];
    if (typeof accept === 'string' && accept.includes('gzip')) {
      reply.header('content-encoding', 'gzip');
      return reply.send(entry.gzip);
    }
  }
  return reply.send(entry.body);
}
