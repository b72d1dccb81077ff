import { useEffect, useRef, useState } from 'react';
import type { MapConfig } from '@jc/contract';
import type { Point } from '../lib/store-logic';
import type { MapHandle, MapMarker } from '../map/leaflet-map';
import styles from './stores.module.css';

interface Props {
  config: MapConfig;
  center: Point;
  zoom?: number;
  markers?: MapMarker[];
  picked?: Point | null;
  onTap?: (p: Point) => void;
  label: string;
}

/** The Leaflet map (loaded with this component's first render only), markers as dots, the chosen point. */
export function StoreMap({ config, center, zoom, markers, picked, onTap, label }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const tap = useRef(onTap);
  useEffect(() => {
    tap.current = onTap;
  });
  const markerKey = JSON.stringify(markers?.map((m) => [m.lng, m.lat, m.title]) ?? []);

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    let live = true;
    let mounted: MapHandle | null = null;
    void import('../map/leaflet-map')
      .then(({ mountMap }) =>
        mountMap(node, {
          tileUrl: config.tileUrl,
          attribution: config.attribution,
          center,
          ...(zoom === undefined ? {} : { zoom }),
          markers: markers ?? [],
          markerClass: styles.marker ?? '',
          pickedClass: styles.picked ?? '',
          ...(onTap ? { onTap: (p: Point) => tap.current?.(p) } : {}),
        }),
      )
      .then((h) => {
        if (!live) return h.destroy();
        mounted = h;
        handle.current = h;
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      mounted?.destroy();
      handle.current = null;
    };
    // The map is made once per tile server and marker set; the center and picked point move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.tileUrl, config.attribution, markerKey]);

  useEffect(() => {
    handle.current?.setPicked(picked ?? null);
  }, [picked]);

  if (failed) return <p className={styles.note}>地图加载失败，请使用下方的列表或经纬度。</p>;
  return <div ref={el} className={styles.map} role="application" aria-label={label} />;
}
