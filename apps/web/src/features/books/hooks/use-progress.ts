import { useMemo } from 'react';
import type { Timu } from '@jc/contract';
import { getToken } from '@/lib/session';
import { saveProgress } from '../api/book';
import {
  createProgressRecorder,
  readLocalProgress,
  resumePosition,
  writeLocalProgress,
  type ProgressSample,
} from '../lib/progress';

export interface PlaybackReport {
  /** Every time update while playing. */
  onTime: (position: number, duration: number) => void;
  /** Pause, end or leave: saved at once. */
  onStop: (position: number, duration: number) => void;
}

/**
 * Progress of one item: where to start (the server's position for a logged-in user, else the local
 * one) and a throttled report (local copy always, server for logged-in users).
 */
export function usePlaybackProgress(
  item: Pick<Timu, 'timuId' | 'duration'> | null,
  loggedIn: boolean,
  serverPosition: number | null | undefined,
): { startAt: number; report: PlaybackReport } {
  const recorder = useMemo(
    () =>
      createProgressRecorder((sample: ProgressSample) => {
        writeLocalProgress(sample);
        if (getToken()) {
          void saveProgress({
            timuId: sample.timuId,
            position: Math.max(0, Math.round(sample.position * 10) / 10),
            duration: sample.duration > 0 ? Math.round(sample.duration * 1000) / 1000 : undefined,
          });
        }
      }),
    [],
  );
  const timuId = item?.timuId ?? null;
  const duration = item?.duration ?? 0;
  const startAt = useMemo(() => {
    if (timuId === null) return 0;
    const position = loggedIn && serverPosition != null ? serverPosition : readLocalProgress(timuId);
    return resumePosition(position, duration);
  }, [timuId, duration, loggedIn, serverPosition]);

  const report = useMemo<PlaybackReport>(
    () => ({
      onTime: (position, d) => {
        if (timuId !== null) recorder.tick({ timuId, position, duration: d || duration });
      },
      onStop: (position, d) => {
        if (timuId !== null) recorder.flush({ timuId, position, duration: d || duration });
      },
    }),
    [recorder, timuId, duration],
  );
  return { startAt, report };
}
