import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/**
 * Operators edit the catalogue (admin/catalogue/…): books, the lesson tree, items, codes and the QR
 * sheet. No tables of its own: it writes the books module's, whose triggers move the update date.
 */
export const catalogueModule: ModuleManifest = { name: 'catalogue', routes };
