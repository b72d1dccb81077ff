import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrations.js';
import { seedCatalogue } from '../db/seed/catalogue.js';
import { seedDaily } from '../db/seed/daily.js';
import { seedEbookPages } from '../db/seed/ebook-pages.js';
import { seed } from '../db/seed/index.js';
import { seedShop } from '../db/seed/shop.js';
import { DbSharedState } from '../shared/state-db.js';
import { RedisSharedState } from '../shared/state-redis.js';
import type { SharedState } from '../shared/state.js';
import { JsonCache } from '../shared/json-cache.js';

/** Opens the store, migrates and seeds it, and provides the shared state and the hot-read cache. */
export default fp(
  async (app, { config }: { config: Config }) => {
    const store = openDatabase(config.database, (err) =>
      app.log.error({ err }, 'idle database connection failed'),
    );
    let state: SharedState | null = null;
    try {
      await migrate(store.db, store.dialect);
      const result = await seed(store.db, { dialect: store.dialect, demo: config.demoSeed });
      if (result.seeded) {
        app.log.info({ areas: result.areas, demoUsers: result.users }, 'seeded an empty store');
      }
      if (config.demoSeed) {
        const cat = await seedCatalogue(store.db, store.dialect);
        if (cat.seeded) app.log.info({ books: cat.books }, 'seeded the demo catalogue');
        const daily = await seedDaily(store.db, store.dialect);
        if (daily.seeded) app.log.info({ pieces: daily.pieces }, 'seeded the demo daily reading');
        const pages = await seedEbookPages(store.db, store.dialect);
        if (pages > 0) app.log.info({ pages }, 'seeded the demo e-book pages');
      }
      if (config.demoSeed && (await seedShop(store.db, { dialect: store.dialect })))
        app.log.info('seeded the demo shop');
      if (config.redisUrl) {
        state = await RedisSharedState.connect(config.redisUrl, (err) =>
          app.log.error({ err }, 'redis error'),
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
