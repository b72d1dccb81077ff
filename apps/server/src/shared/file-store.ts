/**
 * Where uploaded files lie. A local folder now (DATA_DIR/uploads, served at /uploads/ by the static
 * plugin with ranges, nosniff and long cache headers; the uploads module's LocalFileStore); an
 * S3-compatible store can implement the same calls without touching any feature.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Removes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The address the app serves the file at. */
  url(key: string): string;
  /** Every file under a folder of the store (`image/`), with when it was last written. */
  list(prefix: string): Promise<{ key: string; modifiedAt: number }[]>;
}
