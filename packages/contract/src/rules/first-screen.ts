/**
 * The home page's choices the server needs to render its first screen (docs/first-screens.md, "Server-rendered
 * first screens"): the web app keeps them in localStorage (`gradeValue`, `subjectId`) and mirrors them in
 * these cookies, which the server reads.
 */
export const FIRST_SCREEN_COOKIES = {
  /** `<gradeId>.<cebieId>` */
  grade: 'jc_grade',
  /** `<subjectId>` */
  subject: 'jc_subject',
} as const;

/** A year: the choice outlives any visit; the next choice overwrites it. */
export const FIRST_SCREEN_COOKIE_MAX_AGE = 365 * 24 * 3600;

const positiveId = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
};

export function formatGradeCookie(value: { gradeId: number; cebieId: number }): string {
  return `${value.gradeId}.${value.cebieId}`;
}

/** The grade cookie's value as ids, or null when it is missing or malformed. */
export function parseGradeCookie(raw: string | undefined): { gradeId: number; cebieId: number } | null {
  const [grade, cebie, extra] = (raw ?? '').split('.');
  const gradeId = positiveId(grade);
  const cebieId = positiveId(cebie);
  return gradeId !== null && cebieId !== null && extra === undefined ? { gradeId, cebieId } : null;
}

export function parseSubjectCookie(raw: string | undefined): number | null {
  return positiveId(raw);
}

/** The cookies of a Cookie header, by name (the first of a repeated name wins). */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Kept as sent.
    }
    out[name] = value;
  }
  return out;
}
