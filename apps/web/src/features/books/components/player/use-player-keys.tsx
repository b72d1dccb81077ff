import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Timing } from '@jc/contract';
import { playerKeyAction, volumeLabel } from '../../lib/player-input';
import styles from './Player.module.css';

/**
 * The arrow keys of a player, on any of its controls but the seek bar (a slider keeps its own keys):
 * ↑/↓ change the volume by 5 % and show it for a moment, ←/→ seek by 5 s (spec section 9).
 * `onSeek` tells the player the new time.
 */
export function usePlayerKeys(media: () => HTMLMediaElement | null, onSeek: (to: number) => void) {
  const [note, setNote] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const el = media();
    const target = event.target as HTMLElement;
    if (!el || event.defaultPrevented || (target instanceof HTMLInputElement && target.type === 'range'))
      return;
    const action = playerKeyAction(event.key, el);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'seek') {
      el.currentTime = action.to;
      onSeek(action.to);
      return;
    }
    el.volume = action.to;
    el.muted = action.to === 0;
    setNote(volumeLabel(action.to));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setNote(null), Timing.playerToastDuration);
  };

  const volumeNote = (
    <div className={styles.volumeNote} role="status" data-testid="volume-note" hidden={note === null}>
      {note}
    </div>
  );
  return { onKeyDown, volumeNote };
}
