import type { ModuleManifest } from '../manifest.js';
import { bookMigrations } from './migrations.js';
import routes from './routes.js';
import { bookSeed } from './seed.js';

/** What the rest of the server (catalogue import CLI, demo seed, tests) may use of books. */
export {
  CatalogueImportError,
  parseCatalogueFile,
  type Catalogue,
  type CatalogueBook,
  type CatalogueItem,
  type CatalogueLesson,
} from './catalogue-file.js';
export { writeCatalogue, type WriteResult } from './catalogue-writer.js';

/** The demo media files (assets/media), shared with other modules' demo content. */
export { DEMO_AUDIO, DEMO_PDF, DEMO_VIDEO } from './seed/media.js';

export const bookModule: ModuleManifest = {
  name: 'book',
  routes,
  migrations: bookMigrations,
  seed: bookSeed,
};
