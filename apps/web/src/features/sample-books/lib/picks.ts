/**
 * The books a teacher picked and how many copies of each, as the pages pass them on: `3:2,5:1`
 * (offer id : copies), the form of commitYangshu's `items`. Tested in picks.test.ts.
 */
export type Picks = ReadonlyMap<number, number>;

export function decodePicks(text: string | null): Map<number, number> {
  const picks = new Map<number, number>();
  for (const pair of (text ?? '').split(',')) {
    const m = /^(\d+):(\d+)$/.exec(pair.trim());
    if (!m) continue;
    const id = Number(m[1]);
    const count = Number(m[2]);
    if (id > 0 && count > 0 && !picks.has(id)) picks.set(id, count);
  }
  return picks;
}

export function encodePicks(picks: Picks): string {
  return [...picks].map(([id, count]) => `${id}:${count}`).join(',');
}

export function totalCopies(picks: Picks): number {
  let n = 0;
  for (const count of picks.values()) n += count;
  return n;
}

/**
 * Sets the copies of one book: at most its `maxPerRequest`, and no more than the term's remaining
 * copies allow beside the other picks; 0 removes it.
 */
export function setCopies(
  picks: Picks,
  id: number,
  wanted: number,
  limits: { maxPerRequest: number; remaining: number },
): Map<number, number> {
  const next = new Map(picks);
  const others = totalCopies(picks) - (picks.get(id) ?? 0);
  const count = Math.max(0, Math.min(Math.floor(wanted), limits.maxPerRequest, limits.remaining - others));
  if (count > 0) next.set(id, count);
  else next.delete(id);
  return next;
}
