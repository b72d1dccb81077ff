/** One line to exchange: what the submit page carries in its `items` query. */
export interface WantedItem {
  goodsId: number;
  quantity: number;
}

/** `3x2,7x1` ⇄ [{goodsId 3, quantity 2}, {goodsId 7, quantity 1}]; malformed parts are dropped. */
export function encodeItems(items: readonly WantedItem[]): string {
  return items.map((i) => `${i.goodsId}x${i.quantity}`).join(',');
}

export function decodeItems(text: string | null): WantedItem[] {
  if (!text) return [];
  const seen = new Set<number>();
  const items: WantedItem[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d+)x(\d+)$/.exec(part.trim());
    if (!match) continue;
    const goodsId = Number(match[1]);
    const quantity = Number(match[2]);
    if (goodsId < 1 || quantity < 1 || seen.has(goodsId)) continue;
    seen.add(goodsId);
    items.push({ goodsId, quantity });
  }
  return items;
}
