import { mainFubiaoStore } from '@/lib/app-state';
import { getDicData } from '@/lib/dictionary';
import { StorageKey, storage } from '@/lib/storage';
import { getAreaAll } from './api/launch-api';
import { renameAreaIds } from './lib/area';

let started = false;

/**
 * The area tree (the whole country) is only needed by address forms, which fetch it themselves when
 * the cache is empty; parsing and storing it twice is long main-thread work, so it waits until the
 * first screen has long settled.
 */
const AREA_CACHE_DELAY_MS = 10_000;

async function cacheAreas(): Promise<void> {
  try {
    const { list } = await getAreaAll();
    storage.setJSON(StorageKey.areaAll, list);
    storage.setJSON(StorageKey.areaAllByCode, renameAreaIds(list));
  } catch (error) {
    console.warn('[launch] area tree not loaded', error);
  }
}

async function loadMainFubiao(): Promise<void> {
  try {
    const { dicList } = await getDicData('mainFutiao', { silent: true });
    mainFubiaoStore.set(dicList[0] ?? null);
  } catch (error) {
    // Spec section 8: a dictionary failure is logged and the floating banner stays unset.
    console.warn('[launch] mainFutiao not loaded, no floating banner', error);
  }
}

/** Once per app start, after the first page has painted: nothing here may delay the first screen. */
export function runLaunchTasks(): void {
  if (started) return;
  started = true;
  storage.set(StorageKey.indexAdShow, 'true');
  const whenIdle =
    typeof window.requestIdleCallback === 'function'
      ? (run: () => void) => window.requestIdleCallback(run, { timeout: 2_000 })
      : (run: () => void) => window.setTimeout(run, 300);
  whenIdle(() => void loadMainFubiao());
  const afterLoad = (run: () => void) =>
    document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true });
  afterLoad(() => window.setTimeout(() => whenIdle(() => void cacheAreas()), AREA_CACHE_DELAY_MS));
}
