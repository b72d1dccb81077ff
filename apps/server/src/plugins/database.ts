import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import { providedBy, type ModuleManifest } from '../manifest.js';
import { DbSharedState } from '../shared/state-db.js';
import { RedisSharedState } from '../shared/state-redis.js';
import type { SharedState } from '../shared/state.js';
import { JsonCache } from '../shared/json-cache.js';

/** Opens the store, runs the modules' migrations and seeds, and provides the shared state and the hot-read cache. */
export default fp(
  async (app, { config, modules }: { config: Config; modules: readonly ModuleManifest[] }) => {
    const store = openDatabase(config.database, (err) =>
      app.log.error({ err }, 'idle database connection failed'),
    );
    let state: SharedState | null = null;
    try {
      await migrate(store.db, store.dialect, modules);
      const result = await seed(store.db, modules, {
        dialect: store.dialect,
        demo: config.demoSeed,
        files: {
          store: providedBy(modules, 'fileStore')(config.uploadsDir),
          limits: config.uploadLimits,
          mediaDir: config.mediaDir,
        },
      });
      for (const r of result.reports) app.log.info({ module: r.module, ...r.wrote }, 'seeded');
      if (config.redisUrl) {
        state = await RedisSharedState.connect(
          config.redisUrl,
          (err) => app.log.error({ err }, 'redis error'),
          config.redisPrefix,
        );
      } else {
        const dbState = new DbSharedState(store.db, Date.now, store.sqlite);
        dbState.startPurging((err) => app.log.error({ err }, 'purging shared state failed'));
        state = dbState;
      }
    } catch (err) {
      await state?.close();
      await store.close();
      throw err;
    }
    app.log.info(
      { dialect: store.dialect, sharedState: config.redisUrl ? 'redis' : 'database' },
      'store ready',
    );

    app.decorate('modules', modules);
    app.decorate('store', store);
    app.decorate('db', store.db);
    app.decorate('state', state);
    app.decorate('cache', new JsonCache());

    // Runs after in-flight requests have finished (Fastify closes the server first).
    const opened = state;
    app.addHook('onClose', async () => {
      await opened.close();
      await store.close();
      app.log.info('store closed');
    });
  },
  { name: 'database' },
);
