/**
 * Learning progress: where the user left off in each item. Everyone gets a local copy
 * (localStorage `playProgress`: timuId → seconds); logged-in users also save it on the server
 * (`book/saveProgress`), throttled: at most once per `intervalMs` while playing, and at once on
 * pause, end and leaving the page.
 */
import { storage, StorageKey } from '@/lib/storage';

export const PROGRESS_KEY = StorageKey.playProgress;
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;
/** Positions this close to the end (or the start) resume from the beginning. */
export const RESUME_MARGIN_S = 1;
const LOCAL_LIMIT = 200;

export interface ProgressSample {
  timuId: number;
  position: number;
  duration: number;
}

export interface ProgressRecorder {
  /** Called on every time update while playing: saves when the interval has passed. */
  tick(sample: ProgressSample): void;
  /** Pause, end, leave: saves the last sample now (if it changed since the last save). */
  flush(sample?: ProgressSample): void;
}

/** A throttle for progress saves; `now` and `save` are injected for tests. */
export function createProgressRecorder(
  save: (sample: ProgressSample) => void,
  options: { intervalMs?: number; now?: () => number } = {},
): ProgressRecorder {
  const intervalMs = options.intervalMs ?? PROGRESS_SAVE_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  let lastSaveAt: number | null = null;
  let last: ProgressSample | null = null;
  let saved: ProgressSample | null = null;
  const same = (a: ProgressSample | null, b: ProgressSample | null) =>
    !!a && !!b && a.timuId === b.timuId && Math.floor(a.position) === Math.floor(b.position);
  const doSave = (sample: ProgressSample) => {
    lastSaveAt = now();
    saved = sample;
    save(sample);
  };
  return {
    tick(sample) {
      last = sample;
      if (saved && saved.timuId !== sample.timuId) lastSaveAt = null;
      if (lastSaveAt === null) {
        // The first tick of an item only starts the clock: nothing worth saving yet.
        lastSaveAt = now();
        return;
      }
      if (now() - lastSaveAt >= intervalMs) doSave(sample);
    },
    flush(sample) {
      const s = sample ?? last;
      if (!s || same(s, saved)) return;
      last = s;
      doSave(s);
    },
  };
}

/** Where to resume: a position inside the item, or 0 near either end. */
export function resumePosition(position: number | null | undefined, duration: number): number {
  if (position == null || !Number.isFinite(position) || position < RESUME_MARGIN_S) return 0;
  if (Number.isFinite(duration) && duration > 0 && position >= duration - RESUME_MARGIN_S) return 0;
  return position;
}

function readLocal(): Record<string, number> {
  const value = storage.getJSON<unknown>(PROGRESS_KEY);
  return value && typeof value === 'object' ? (value as Record<string, number>) : {};
}

export function readLocalProgress(timuId: number): number | null {
  const value = readLocal()[String(timuId)];
  return typeof value === 'number' ? value : null;
}

export function writeLocalProgress({ timuId, position, duration }: ProgressSample): void {
  const map = readLocal();
  delete map[String(timuId)];
  // Finished items start again from the beginning.
  map[String(timuId)] = resumePosition(position, duration) === 0 ? 0 : Math.floor(position * 10) / 10;
  const keys = Object.keys(map);
  for (const old of keys.slice(0, Math.max(0, keys.length - LOCAL_LIMIT))) delete map[old];
  // No room: the server copy (logged in) still has it.
  storage.trySet(PROGRESS_KEY, JSON.stringify(map));
}
