import { MAX_QUANTITY } from '@jc/contract';

/** The most units one line may hold: stock, the per-user limit (0 = none) and the contract's cap. */
export function maxQuantity(stock: number, limitPerUser = 0): number {
  const caps = [Math.max(0, Math.floor(stock)), MAX_QUANTITY];
  if (limitPerUser > 0) caps.push(Math.floor(limitPerUser));
  return Math.min(...caps);
}

/** A wanted quantity held to 1..max (0 when nothing can be had). Non-numbers count as 1. */
export function clampQuantity(wanted: number, max: number): number {
  if (max < 1) return 0;
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return Math.min(Math.max(whole, 1), max);
}
