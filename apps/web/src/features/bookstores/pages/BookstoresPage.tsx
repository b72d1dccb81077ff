import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import {
  archiveEndpoints,
  bookstoreEndpoints,
  PAGES,
  type Bookstore,
  type NearBookstore,
} from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { withPermission } from '@/lib/platform';
import { downloadAndSave } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { storeListQuery, useMapConfig, useNearStores } from '../api/bookstores';
import { StoreMap } from '../components/StoreMap';
import { DEFAULT_CENTER, formatDistance, type Point } from '../lib/store-logic';
import styles from '../components/stores.module.css';

type View = 'list' | 'near' | 'map';

/** The device position through the app's permission flow (the browser's geolocation underneath). */
export async function devicePosition(): Promise<Point> {
  const pos = await withPermission(
    'location',
    () =>
      new Promise<GeolocationPosition>((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(resolve, reject, {
          timeout: 20_000,
          enableHighAccuracy: true,
        }),
      ),
  );
  return { lng: pos.coords.longitude, lat: pos.coords.latitude };
}

function StoreCard({ store, onOpen }: { store: Bookstore | NearBookstore; onOpen: () => void }) {
  return (
    <li>
      <button type="button" className={styles.cardButton} onClick={onOpen}>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{store.name}</h2>
          {'distanceKm' in store ? (
            <span className={styles.badge}>{formatDistance(store.distanceKm)}</span>
          ) : null}
        </div>
        <p className={styles.line}>{store.address}</p>
        <div className={styles.meta}>
          <span>{store.areaName.split(' ').slice(-2).join(' ')}</span>
          <span>
            库存 <span className={styles.figure}>{store.stock}</span> 册
          </span>
          <span>发货 {store.shipmentCount} 次</span>
          {store.contact ? <span>{store.contact}</span> : null}
        </div>
      </button>
    </li>
  );
}

/** 书店: the staff member's bookshops by area and keyword, the ones near the device, a map, add and export. */
export default function BookstoresPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [view, setView] = useState<View>('list');
  const [here, setHere] = useState<Point | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = { ...(areaCode ? { areaCode } : {}), ...(keyword ? { keyword } : {}) };
  const list = useInfiniteQuery(storeListQuery(filters));
  const areas = useQuery({
    ...endpointQuery(archiveEndpoints.userAreas, undefined, { silent: true }),
    staleTime: 300_000,
  });
  const mapConfig = useMapConfig();
  const near = useNearStores(view === 'near' ? here : null);
  const hasMap = Boolean(mapConfig.data?.tileUrl);
  const open = (id: number) => void navigate(`${PAGES.storesInfo.path}?id=${id}`);

  const locate = async () => {
    try {
      setHere(await devicePosition());
      setView('near');
    } catch {
      toast('无法获取当前位置，请检查定位权限', 'fail');
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadAndSave(bookstoreEndpoints.exportList, { ...filters, format: 'xlsx' });
      toast(`已导出 ${name}`, 'success');
    } catch (e) {
      if (!isApiError(e)) toast('导出失败，请重试', 'fail');
    } finally {
      setExporting(false);
    }
  };

  const stores = list.data?.pages.flatMap((p) => p.list) ?? [];
  const markers = stores
    .filter((s) => s.lng !== null && s.lat !== null)
    .map((s) => ({ lng: s.lng as number, lat: s.lat as number, title: s.name, onClick: () => open(s.id) }));

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SearchBar
          placeholder="搜索书店名称、地址、联系人"
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
        <div className={styles.chips} role="group" aria-label="区域">
          <button
            type="button"
            className={areaCode === '' ? styles.chipOn : styles.chip}
            onClick={() => setAreaCode('')}
          >
            全部区域
          </button>
          {(areas.data ?? []).map((a) => (
            <button
              key={a.code}
              type="button"
              className={areaCode === a.code ? styles.chipOn : styles.chip}
              onClick={() => setAreaCode(a.code)}
            >
              {a.name}
            </button>
          ))}
        </div>
        <div className={styles.chips} role="group" aria-label="显示方式">
          <button
            type="button"
            className={view === 'list' ? styles.chipOn : styles.chip}
            onClick={() => setView('list')}
          >
            列表
          </button>
          <button
            type="button"
            className={view === 'near' ? styles.chipOn : styles.chip}
            onClick={() => void locate()}
          >
            附近书店
          </button>
          {hasMap ? (
            <button
              type="button"
              className={view === 'map' ? styles.chipOn : styles.chip}
              onClick={() => setView('map')}
            >
              地图
            </button>
          ) : null}
        </div>
      </div>

      {view === 'map' && hasMap && mapConfig.data ? (
        <StoreMap
          config={mapConfig.data}
          center={markers[0] ?? here ?? DEFAULT_CENTER}
          zoom={12}
          markers={markers}
          label="书店地图"
        />
      ) : null}

      {view === 'near' ? (
        <QueryView
          query={near}
          error="附近书店加载失败"
          isEmpty={(l) => l.length === 0}
          empty={{ title: '附近没有书店', description: '只列出您负责区域内、登记了位置的书店。' }}
        >
          {(l) => (
            <ul className={styles.list} aria-label="附近书店">
              {l.map((s) => (
                <StoreCard key={s.id} store={s} onOpen={() => open(s.id)} />
              ))}
            </ul>
          )}
        </QueryView>
      ) : (
        <InfiniteList
          query={list}
          error="书店加载失败"
          empty={{
            title: keyword || areaCode ? '没有符合条件的书店' : '还没有书店',
            description: '点击下方“新增书店”登记您负责区域内的书店。',
          }}
        >
          {(l: Bookstore[]) => (
            <ul className={styles.list} aria-label="书店列表">
              {l.map((s) => (
                <StoreCard key={s.id} store={s} onOpen={() => open(s.id)} />
              ))}
            </ul>
          )}
        </InfiniteList>
      )}

      <div className={styles.bottomBar}>
        <Button
          fill="outline"
          color="primary"
          shape="rounded"
          loading={exporting}
          onClick={() => void exportList()}
        >
          导出表格
        </Button>
        <Button color="primary" shape="rounded" onClick={() => void navigate(PAGES.changeStores.path)}>
          新增书店
        </Button>
      </div>
    </div>
  );
}
