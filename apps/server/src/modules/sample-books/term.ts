const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface Term {
  /** `2026-autumn`, `2027-spring`: the key a request counts under. */
  key: string;
  /** `2026年秋季学期`. */
  name: string;
}

/**
 * The school term of a moment, by the Shanghai calendar: autumn runs August to January (January 2027
 * belongs to the autumn term of 2026), spring February to July.
 */
export function termOf(epochMs: number): Term {
  const d = new Date(epochMs + SHANGHAI_OFFSET_MS);
  const month = d.getUTCMonth() + 1;
  const year = d.getUTCFullYear();
  if (month >= 8) return { key: `${year}-autumn`, name: `${year}年秋季学期` };
  if (month === 1) return { key: `${year - 1}-autumn`, name: `${year - 1}年秋季学期` };
  return { key: `${year}-spring`, name: `${year}年春季学期` };
}
