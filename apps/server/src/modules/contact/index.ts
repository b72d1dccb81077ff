import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';

/** What other modules use of the enterprise contact: whether a user joined. */
export { qiweiUser } from './service.js';

/** The enterprise contact: its QR codes and who joined. */
export const contactModule: ModuleManifest = { name: 'contact', routes };
