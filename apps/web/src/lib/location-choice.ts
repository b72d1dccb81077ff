import { inChina } from '@jc/contract';
import { SessionKey, sessionStore } from './storage';

/**
 * A position chosen on the map page (`/choose-location?purpose=…`, features/bookstores) handed to the page
 * that asked for it (a school's or a bookshop's form), since features never import each other. Like
 * lib/photo-handoff.ts, but in sessionStorage, so a reload of the asking page keeps it: the map page puts
 * it and goes back, the form takes it once on mount.
 */
export type LocationPurpose = 'school' | 'store';

export interface ChosenLocation {
  lng: number;
  lat: number;
  /** A short name of the place ('' when none). */
  name: string;
  address: string;
}

const PURPOSES: readonly LocationPurpose[] = ['school', 'store'];

type Waiting = Partial<Record<LocationPurpose, ChosenLocation>>;

const read = (): Waiting => {
  const all = sessionStore.getJSON<Waiting>(SessionKey.chosenLocation);
  return typeof all === 'object' && all !== null ? all : {};
};

const write = (all: Waiting) => {
  if (Object.keys(all).length === 0) sessionStore.remove(SessionKey.chosenLocation);
  else sessionStore.trySet(SessionKey.chosenLocation, JSON.stringify(all));
};

/** Whether a value is a whole chosen location inside China (what storage gives back is checked). */
export function isChosenLocation(v: unknown): v is ChosenLocation {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.lng === 'number' &&
    typeof l.lat === 'number' &&
    Number.isFinite(l.lng) &&
    Number.isFinite(l.lat) &&
    inChina(l.lng, l.lat) &&
    typeof l.name === 'string' &&
    typeof l.address === 'string'
  );
}

/** The map page: leave `loc` for the page of `purpose` (a newer choice replaces an untaken one). */
export function putChosenLocation(purpose: LocationPurpose, loc: ChosenLocation): void {
  write({ ...read(), [purpose]: { lng: loc.lng, lat: loc.lat, name: loc.name, address: loc.address } });
}

/** The asking page: the location left for it, once; null when there is none (or it is not valid). */
export function takeChosenLocation(purpose: LocationPurpose): ChosenLocation | null {
  const all = read();
  const loc = all[purpose];
  if (loc === undefined) return null;
  delete all[purpose];
  write(all);
  return isChosenLocation(loc) ? loc : null;
}

/** Whether `value` (the map page's `purpose` parameter) names a purpose. */
export function isLocationPurpose(value: string | null): value is LocationPurpose {
  return PURPOSES.includes(value as LocationPurpose);
}
