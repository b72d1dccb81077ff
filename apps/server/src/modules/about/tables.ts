import type { Generated } from 'kysely';

/** The about module's tables (added to db/schema.ts's Database below). Created by 0013_about. */
export interface AboutTables {
  app_releases: AppReleasesTable;
  agreements: AgreementsTable;
}

export interface AppReleasesTable {
  id: Generated<number>;
  platform: string;
  /** As the operator wrote it: 1.3.0. */
  version: string;
  /** Four zero-padded parts (0001.0003.0000.0000): orders releases and makes 1.3 and 1.3.0 one version. */
  version_key: string;
  force: number;
  notes: string;
  download_url: string;
  size: number;
  published_at: number;
}

export interface AgreementsTable {
  /** 'agreement' or 'privacy'. */
  kind: string;
  title: string;
  content: string;
  updated_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends AboutTables {}
}
