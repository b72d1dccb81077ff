import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/** What other modules use of the downloads: the resource rows and their answer shape. */
export { resources, toResource } from './resources.js';

/** Downloadable resources of a book or a printed code. */
export const downloadsModule: ModuleManifest = { name: 'downloads', routes };
