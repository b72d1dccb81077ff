const MEDALS = [
  ['var(--jc-gold-light)', 'var(--jc-gold)'],
  ['var(--jc-silver-light)', 'var(--jc-silver)'],
  ['var(--jc-bronze-light)', 'var(--jc-bronze)'],
] as const;

/**
 * A ribboned medal with the rank on it, for places 1 to 3 of a ranking (no emoji: not every phone font
 * has them). Used by the shop's 兑换风云榜 and the check-in camp's rankings.
 */
export function Medal({ rank, size = 34 }: { rank: number; size?: number }) {
  const [light, dark] = MEDALS[rank - 1] ?? MEDALS[2];
  return (
    <svg width={size} height={(size * 40) / 34} viewBox="0 0 34 40" aria-hidden="true">
      <path d="M9 0h6l4 12h-6zM25 0h-6l-4 12h6z" fill={rank === 1 ? 'var(--jc-danger)' : 'var(--jc-brand)'} />
      <circle cx="17" cy="24" r="13" fill={dark} />
      <circle cx="17" cy="24" r="10" fill={light} />
      <text x="17" y="29" textAnchor="middle" fontSize="14" fontWeight="700" fill="var(--jc-white)">
        {rank}
      </text>
    </svg>
  );
}
