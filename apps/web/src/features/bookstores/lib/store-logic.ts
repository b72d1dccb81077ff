import { PAGES } from '@jc/contract';

/** A point on the map (WGS-84, as the browser's geolocation and OpenStreetMap tiles use). */
export interface Point {
  lng: number;
  lat: number;
}

/** China's bounding box, as the server checks it (contract positionFields). */
const CHINA = { lngMin: 73.5, lngMax: 135.1, latMin: 18.1, latMax: 53.6 };
export const inChina = (p: Point) =>
  p.lng >= CHINA.lngMin && p.lng <= CHINA.lngMax && p.lat >= CHINA.latMin && p.lat <= CHINA.latMax;

/** 杭州 (西湖), where a map opens without a point or a device position. */
export const DEFAULT_CENTER: Point = { lng: 120.1551, lat: 30.2741 };

/** lng/lat of a page's search parameters, when both are numbers inside China. */
export function pointOf(params: URLSearchParams): Point | null {
  const lng = Number(params.get('lng'));
  const lat = Number(params.get('lat'));
  if (!params.get('lng') || !params.get('lat') || !Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  const p = { lng, lat };
  return inChina(p) ? p : null;
}

/** Six decimals (about 0.1 m) are plenty for a shop's door. */
export const roundCoord = (n: number) => Math.round(n * 1e6) / 1e6;

export function chooseLocationUrl(purpose: 'school' | 'store', at?: Point | null): string {
  const q = new URLSearchParams({ purpose });
  if (at) {
    q.set('lng', String(at.lng));
    q.set('lat', String(at.lat));
  }
  return `${PAGES.chooseLocation.path}?${q.toString()}`;
}

export function openLocationUrl(p: Point & { name: string; address: string }): string {
  const q = new URLSearchParams({ lng: String(p.lng), lat: String(p.lat), name: p.name, address: p.address });
  return `${PAGES.openLocation.path}?${q.toString()}`;
}

/**
 * Links that open a point in the phone's map app: `geo:` (Android's map apps), and the web URIs of Amap
 * and Baidu Maps, which hand over to their apps when installed (coordinates given as WGS-84).
 */
export function mapAppLinks(p: Point & { name: string; address: string }) {
  const name = p.name || '位置';
  return {
    geo: `geo:${p.lat},${p.lng}?q=${p.lat},${p.lng}(${encodeURIComponent(name)})`,
    amap: `https://uri.amap.com/marker?position=${p.lng},${p.lat}&name=${encodeURIComponent(name)}&coordinate=wgs84&callnative=1`,
    baidu: `https://api.map.baidu.com/marker?location=${p.lat},${p.lng}&title=${encodeURIComponent(name)}&content=${encodeURIComponent(p.address)}&coord_type=wgs84&output=html&src=webapp.jc.textbooks`,
  };
}

/** 350 m, 2.4 km, 36 km. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(1, Math.round(km * 1000))} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/** Today 'YYYY-MM-DD' in Asia/Shanghai (the default day of a shipment or a count). */
export function todayInShanghai(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A save call's id: 0 creates. */
export const idParam = (params: URLSearchParams, name = 'id') => {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * The area picker's options cut to a staff member's areas (division codes at any level): a province or
 * city on the way to one of them, and everything under one. No codes (an admin's "all"): every option.
 */
export function optionsInAreas<T extends { value: string; children?: T[] }>(
  options: readonly T[],
  codes: readonly string[],
): T[] {
  if (codes.length === 0) return [...options];
  const out: T[] = [];
  for (const o of options) {
    if (codes.some((c) => o.value.startsWith(c))) out.push(o);
    else if (codes.some((c) => c.startsWith(o.value)) && o.children) {
      const children = optionsInAreas(o.children, codes);
      if (children.length > 0) out.push({ ...o, children });
    }
  }
  return out;
}
