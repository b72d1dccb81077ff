import { z } from 'zod';

/** The kinds of file the one upload path takes (docs/server.md, "Uploads"). */
export const UPLOAD_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A stored upload, as an upload call answers it. */
export interface UploadedFile {
  id: number;
  kind: UploadKind;
  /** The type found in the content (never the name's or the client's). */
  mime: string;
  size: number;
  /** Served at /uploads/… with ranges and long cache headers. */
  url: string;
  /** A picture's thumbnail (at most 360 px, WebP); '' for audio, video and documents (PDF). */
  thumbUrl: string;
  width: number | null;
  height: number | null;
}

/** One file part of an upload: a Blob when the web sends it, its bytes once the server has read it. */
export type FilePart = Blob | Uint8Array;

const isFilePart = (v: unknown): v is FilePart =>
  v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob);

const filePart = z.custom<FilePart>(isFilePart, { error: '请选择要上传的文件' });

/**
 * The `file` field of an upload (docs/spec/api-conventions.md: multipart with the field `file`): one part, or
 * the field repeated, always read as a list of at most `max`.
 */
export const fileParts = (max: number, label: string) =>
  z
    .union([filePart, z.array(filePart)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(filePart).max(max, `一次最多上传${max}个${label}`));
