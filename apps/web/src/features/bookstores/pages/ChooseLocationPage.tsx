import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { putChosenLocation } from '@/lib/location-choice';
import { toast } from '@/lib/toast';
import { useMapConfig } from '../api/bookstores';
import { StoreMap } from '../components/StoreMap';
import { DEFAULT_CENTER, inChina, pointOf, roundCoord, type Point } from '../lib/store-logic';
import { devicePosition } from './BookstoresPage';
import styles from '../components/stores.module.css';

/**
 * 选择位置 (/choose-location?purpose=school|store&lng=&lat=): tap the map (when a tile server is configured),
 * use the device position, or type 经度/纬度; 确定 leaves the point for the asking page and goes back.
 */
export default function ChooseLocationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const purpose = params.get('purpose') === 'school' ? 'school' : 'store';
  const start = pointOf(params);
  const [lng, setLng] = useState(start ? String(start.lng) : '');
  const [lat, setLat] = useState(start ? String(start.lat) : '');
  const [locating, setLocating] = useState(false);
  const config = useMapConfig();
  const typed: Point | null =
    lng.trim() && lat.trim() && Number.isFinite(Number(lng)) && Number.isFinite(Number(lat))
      ? { lng: Number(lng), lat: Number(lat) }
      : null;
  const valid = typed !== null && inChina(typed);

  const set = (p: Point) => {
    setLng(String(roundCoord(p.lng)));
    setLat(String(roundCoord(p.lat)));
  };

  const locateDevice = async () => {
    setLocating(true);
    try {
      set(await devicePosition());
    } catch {
      toast('无法获取当前位置，请检查定位权限', 'fail');
    } finally {
      setLocating(false);
    }
  };

  const confirm = () => {
    if (!typed || !valid) {
      toast(typed ? '位置须在中国境内' : '请先选择位置', 'fail');
      return;
    }
    putChosenLocation(purpose, { lng: typed.lng, lat: typed.lat, name: '', address: '' });
    void navigate(-1);
  };

  const hasMap = Boolean(config.data?.tileUrl);
  return (
    <div className={styles.page}>
      {hasMap && config.data ? (
        <StoreMap
          config={config.data}
          center={start ?? DEFAULT_CENTER}
          zoom={start ? 16 : 12}
          picked={valid ? typed : null}
          onTap={set}
          label="点击地图选择位置"
        />
      ) : null}
      <p className={styles.note}>
        {hasMap
          ? '点击地图选择位置，或使用当前位置、直接填写经纬度。'
          : '未配置地图服务：请使用当前位置，或直接填写经纬度。'}
      </p>
      <section className={styles.section} aria-label="经纬度">
        <label className={styles.coordRow}>
          <span>经度</span>
          <Input value={lng} onChange={setLng} inputMode="decimal" placeholder="73.5 ~ 135.1" clearable />
        </label>
        <label className={styles.coordRow}>
          <span>纬度</span>
          <Input value={lat} onChange={setLat} inputMode="decimal" placeholder="18.1 ~ 53.6" clearable />
        </label>
        {typed && !valid ? (
          <p className={styles.serverError} role="alert">
            位置须在中国境内（经度 73.5~135.1，纬度 18.1~53.6）
          </p>
        ) : null}
      </section>
      <div className={styles.bottomBar}>
        <Button
          fill="outline"
          color="primary"
          shape="rounded"
          loading={locating}
          onClick={() => void locateDevice()}
        >
          使用当前位置
        </Button>
        <Button color="primary" shape="rounded" onClick={confirm}>
          确定
        </Button>
      </div>
    </div>
  );
}
