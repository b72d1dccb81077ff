/** The kinds of file the one upload path takes (docs/server.md, "Uploads"). */
export const UPLOAD_KINDS = ['image', 'audio', 'video'] as const;
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
  /** A picture's thumbnail (at most 360 px, WebP); '' for audio and video. */
  thumbUrl: string;
  width: number | null;
  height: number | null;
}
