import type { Generated } from 'kysely';

/** The uploads module's table (added to db/schema.ts's Database below). */
export interface UploadsTables {
  uploads: UploadsTable;
}

/** One stored file: what it is by its content, where it lies in the file store, who sent it. */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'image' | 'audio' | 'video' | 'document';
  mime: string;
  size: number;
  /** The key in the file store, served at /uploads/<key>. */
  file_key: string;
  /** A picture's thumbnail for feeds; '' for audio, video and documents. */
  thumb_key: string;
  width: number | null;
  height: number | null;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends UploadsTables {}
}
