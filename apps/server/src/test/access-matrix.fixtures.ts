import { expect } from 'vitest';
import { picture, upload, type FilePartSeed } from '../modules/checkin/checkin.fixtures.js';
import type { TestApp } from './app.js';

/**
 * The access matrix (docs/security.md, "Access matrix"), in three suites: the teachers' one (roles: every
 * teacher and staff call of the contract refuses a pupil and the other role with 403 / code 700, and a
 * caller without a token with 401 / 600, the operator calls being admin-refusals.test.ts's; teacher
 * certification and claims, sample-book requests), the accounts' one (addresses, orders, reminders,
 * homework, feedback) and the posts' one (check-ins with their comments, likes and files, essays,
 * content-error reports). Ownership: every user call that takes the id of a user's record, tried with
 * another user's token, answers 404 (or the module's refusal of a foreign upload, 400) without a word of
 * the owner's record; the record stays as it was and the other's lists do not show it. Another area's
 * staff on school and bookshop records: the schools' and bookshops' suites (schools-access.test.ts,
 * bookstores.test.ts).
 */

/**
 * A refusal that tells nothing: the status and its code, `data: null`, and none of the owner's words
 * (the text, a picture's address) anywhere in the answer.
 */
export function expectNothingOf(
  r: { status: number; body: { code: number; data: unknown } },
  what: string,
  status: 400 | 404 | 409,
  secrets: readonly string[],
): void {
  expect(r.status, what).toBe(status);
  expect(r.body.code, what).toBe(status);
  expect(r.body.data, what).toBeNull();
  const text = JSON.stringify(r.body);
  for (const s of secrets) expect(text, `${what}: ${s}`).not.toContain(s);
}

let colour = 0;
/** A picture of its own each time: the teacher module refuses a proof seen before. */
export const freshPicture = async (): Promise<FilePartSeed> => {
  colour += 1;
  const hex = `#${(colour * 2654435761).toString(16).padStart(6, '0').slice(-6)}`;
  return { name: `m${colour}.jpg`, data: await picture(hex), type: 'image/jpeg' };
};

/** An upload call (multipart) below /api/ on a test's app. */
export const uploadCall =
  (t: () => TestApp) =>
  <T>(path: string, token: string, fields: Record<string, string>, files: FilePartSeed[] = []) =>
    upload<T>(t(), path, token, fields, files);
