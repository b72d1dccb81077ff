/**
 * A photo handed from the camera page (features/scan, `user/camera?mode=photo&for=<purpose>`) to the page
 * that asked for it (features/homework's workCorrection for `homework`), since features never import each
 * other. In memory only: the camera puts the picture here and replaces itself with the asking page, which
 * takes it once on mount. A reload loses it, which is fine: the pupil takes the picture again.
 */
export type PhotoPurpose = 'homework';

const waiting = new Map<PhotoPurpose, Blob>();

/** The camera page: leave `photo` for the page of `purpose` (a newer photo replaces an untaken one). */
export function putHandoffPhoto(purpose: PhotoPurpose, photo: Blob): void {
  waiting.set(purpose, photo);
}

/** The asking page: the photo left for it, once; null when there is none. */
export function takeHandoffPhoto(purpose: PhotoPurpose): Blob | null {
  const photo = waiting.get(purpose) ?? null;
  waiting.delete(purpose);
  return photo;
}

/** Whether `value` (the camera page's `for` parameter) names a purpose the camera can take photos for. */
export function isPhotoPurpose(value: string | null): value is PhotoPurpose {
  return value === 'homework';
}
