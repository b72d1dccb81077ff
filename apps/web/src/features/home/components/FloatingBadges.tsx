import { useRef, useState, type PointerEvent } from 'react';
import type { DicEntry } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { storage, StorageKeyOf } from '@/lib/storage';
import styles from './HomeBooks.module.css';
import { Picture } from '@/components/Picture/Picture';

const DEFAULT_TOPS = [0.52, 0.66];
const SIZE = 64;

function readTop(id: number, index: number): number {
  const fallback = Math.round(window.innerHeight * (DEFAULT_TOPS[index] ?? 0.5));
  const saved = Number(storage.get(StorageKeyOf.badgeTop(id)));
  return Number.isFinite(saved) && saved > 0 ? clampTop(saved) : fallback;
}

function clampTop(top: number): number {
  return Math.min(Math.max(top, 60), window.innerHeight - SIZE - 70);
}

/** One draggable badge on the right edge: a tap opens it, a drag moves it (and remembers where). */
function Badge({
  badge,
  index,
  onOpen,
  onClose,
}: {
  badge: DicEntry;
  index: number;
  onOpen: (badge: DicEntry) => void;
  onClose: (badge: DicEntry) => void;
}) {
  const [top, setTop] = useState(() => readTop(badge.id, index));
  const drag = useRef<{ startY: number; startTop: number; moved: boolean } | null>(null);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    drag.current = { startY: event.clientY, startTop: top, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dy = event.clientY - d.startY;
    if (Math.abs(dy) > 6) d.moved = true;
    if (d.moved) setTop(clampTop(d.startTop + dy));
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    // The position is a nicety: a refused write is fine.
    if (d.moved) storage.trySet(StorageKeyOf.badgeTop(badge.id), String(Math.round(top)));
    else onOpen(badge);
  };

  return (
    <div className={styles.badge} style={{ top }}>
      <button
        type="button"
        className={styles.badgeImage}
        aria-label={badge.name}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => (drag.current = null)}
      >
        <Picture src={badge.icon} alt="" draggable={false} />
      </button>
      <button
        type="button"
        className={styles.badgeClose}
        aria-label={`关闭${badge.name}`}
        onClick={() => {
          storage.remove(StorageKeyOf.badgeTop(badge.id));
          onClose(badge);
        }}
      >
        <CloseIcon size={10} />
      </button>
    </div>
  );
}

/** The two mainBuoy badges floating on the right; closed ones stay closed for the visit. */
export function FloatingBadges({
  badges,
  onOpen,
}: {
  badges: readonly DicEntry[];
  onOpen: (badge: DicEntry) => void;
}) {
  const [closed, setClosed] = useState<number[]>([]);
  return (
    <>
      {badges
        .filter((b) => b.icon.trim() !== '' && !closed.includes(b.id))
        .slice(0, 2)
        .map((badge, index) => (
          <Badge
            key={badge.id}
            badge={badge}
            index={index}
            onOpen={onOpen}
            onClose={(b) => setClosed((list) => [...list, b.id])}
          />
        ))}
    </>
  );
}
