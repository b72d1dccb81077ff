/**
 * Image compression before upload (spec section 5 and 9). Thresholds are binary: 1 KB = 1024 bytes,
 * 1 MB = 1024 * 1024 bytes; "over" is strictly greater than.
 */

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * BYTES_PER_KB;

/** Highest threshold first. */
export const COMPRESSION_STEPS: ReadonlyArray<{ over: number; quality: number }> = [
  { over: 1.5 * BYTES_PER_MB, quality: 60 },
  { over: 1 * BYTES_PER_MB, quality: 70 },
  { over: 600 * BYTES_PER_KB, quality: 80 },
];

/** JPEG quality (0-100) to compress with, or null to upload unchanged (also for invalid sizes). */
export function compressionQuality(bytes: number): number | null {
  if (!Number.isFinite(bytes)) return null;
  return COMPRESSION_STEPS.find((step) => bytes > step.over)?.quality ?? null;
}
