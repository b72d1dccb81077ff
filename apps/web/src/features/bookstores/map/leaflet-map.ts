import type { Point } from '../lib/store-logic';

/**
 * The one map of the app (Leaflet, loaded with this module only: the map pages import it dynamically).
 * Tiles from the server's MAP_TILE_URL with its attribution; markers are CSS dots (a divIcon with the
 * page's class), so no marker pictures and no colour outside the tokens.
 */
export interface MapMarker extends Point {
  title: string;
  onClick?: () => void;
}

export interface MapOptions {
  tileUrl: string;
  attribution: string;
  center: Point;
  zoom?: number;
  markers?: MapMarker[];
  /** The class of a marker's dot, and of the chosen point's. */
  markerClass: string;
  pickedClass?: string;
  /** Called with the tapped point (the choose page). */
  onTap?: (p: Point) => void;
}

export interface MapHandle {
  /** Shows (or moves) the chosen point and pans to it. */
  setPicked(p: Point | null): void;
  setView(p: Point, zoom?: number): void;
  destroy(): void;
}

/** The tile address a Leaflet TileLayer takes, or null when there is no tile server. */
export function tileTemplate(url: string): string | null {
  const u = url.trim();
  return /^https?:\/\//.test(u) && u.includes('{z}') && u.includes('{x}') && u.includes('{y}') ? u : null;
}

export async function mountMap(el: HTMLElement, o: MapOptions): Promise<MapHandle> {
  const template = tileTemplate(o.tileUrl);
  if (!template) throw new Error('no tile server');
  const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  const map = L.map(el, { zoomControl: true, attributionControl: true }).setView(
    [o.center.lat, o.center.lng],
    o.zoom ?? 14,
  );
  L.tileLayer(template, { attribution: o.attribution, maxZoom: 19 }).addTo(map);
  const icon = (cls: string) => L.divIcon({ className: cls, iconSize: [18, 18], iconAnchor: [9, 9] });
  for (const m of o.markers ?? []) {
    const marker = L.marker([m.lat, m.lng], {
      icon: icon(o.markerClass),
      title: m.title,
      alt: m.title,
    }).addTo(map);
    marker.bindTooltip(m.title, { direction: 'top', offset: [0, -8] });
    if (m.onClick) marker.on('click', m.onClick);
  }
  // Several shops: show them all.
  const shops = o.markers ?? [];
  if (shops.length > 1)
    map.fitBounds(L.latLngBounds(shops.map((m) => [m.lat, m.lng] as [number, number])), {
      padding: [32, 32],
      maxZoom: 16,
    });
  let picked: ReturnType<typeof L.marker> | null = null;
  const setPicked = (p: Point | null) => {
    picked?.remove();
    picked = p ? L.marker([p.lat, p.lng], { icon: icon(o.pickedClass ?? o.markerClass) }).addTo(map) : null;
    if (p) map.panTo([p.lat, p.lng]);
  };
  if (o.onTap) {
    const onTap = o.onTap;
    map.on('click', (e) => onTap({ lng: e.latlng.lng, lat: e.latlng.lat }));
  }
  return {
    setPicked,
    setView: (p, zoom) => map.setView([p.lat, p.lng], zoom ?? map.getZoom()),
    destroy: () => map.remove(),
  };
}
