import { StorageKey, storage } from '@/lib/storage';

/**
 * `goAd` (spec section 3, "Stored locally"): the opening advert page '/' is the app's entry and its
 * quit page. Once the advert has been passed (skipped, timed out, tapped, or there was none), `goAd`
 * holds this app start's stamp; coming back to '/' in the same start (Back from home, a link to '/')
 * then goes straight home instead of showing the advert again. A new start (the app opened again, a
 * reload) has a new stamp, so the advert shows again. docs/advert.md, "Web app: the opening advert".
 */
export const THIS_START = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;

/** Whether the advert was already passed in the app start `start`, given the stored `goAd`. */
export function advertPassed(stored: string | null, start: string): boolean {
  return stored !== null && stored === start;
}

/** Keeps that the advert was passed in this start. */
export function markAdvertPassed(start: string = THIS_START): void {
  storage.set(StorageKey.goAd, start);
}

/** Whether the advert was passed already in this start. */
export const advertPassedNow = (start: string = THIS_START) =>
  advertPassed(storage.get(StorageKey.goAd), start);
