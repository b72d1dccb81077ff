import type { CatalogueImportReport } from './import.js';
import { as, post } from '../endpoint.js';

export type { CatalogueImportBook, CatalogueImportProblem, CatalogueImportReport } from './import.js';

/**
 * The catalogue import from the console, admin role only: the file of docs/catalogue.md (JSON or CSV,
 * multipart `file`; the name's `.csv` picks the reader). Both answer a report of every problem.
 */
export const adminCatalogueImportEndpoints = {
  /** The dry run: nothing is written. */
  check: post(
    'admin/catalogue/checkCatalogue',
    'admin',
    'adminCatalogueImportInput',
    as<CatalogueImportReport>(),
    'upload',
  ),
  /** One transaction; refused as a whole (409, the report's first problem) when any row is wrong. */
  import: post(
    'admin/catalogue/importCatalogue',
    'admin',
    'adminCatalogueImportInput',
    as<CatalogueImportReport>(),
    'upload',
  ),
};
