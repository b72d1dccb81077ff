import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import {
  FIRST_SCREEN_COOKIE_MAX_AGE,
  FIRST_SCREEN_COOKIES,
  formatGradeCookie,
  parseCookieHeader,
  parseGradeCookie,
  parseSubjectCookie,
} from '@jc/contract';
import { StorageKey, storage } from './storage';

/**
 * Server-rendered first screens (docs/first-screens.md, "Server-rendered first screens"): what the server rendered
 * with, sent in the page as JSON (`<script id="jc-first-screen">`), so the first client render (the
 * hydration) draws exactly the same markup, and the data it used is seeded into the query cache under
 * the pages' own keys instead of being fetched again.
 */
export interface FirstScreenData {
  /** The grade and volume the server rendered home with (its cookie), null: none chosen. */
  grade: { gradeId: number; cebieId: number } | null;
  /** The subject tab it rendered, null: the first one. */
  subject: number | null;
  /** Query cache entries: key and data, as the pages' query options name them. */
  queries: [QueryKey, unknown][];
}

export const FIRST_SCREEN_SCRIPT_ID = 'jc-first-screen';

/** The data of a server-rendered page, or null for the plain app shell. */
export function readFirstScreenData(): FirstScreenData | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(FIRST_SCREEN_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}

/** The JSON of the data script; `<` escaped so no text can close the script element. */
export function firstScreenScript(data: FirstScreenData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${FIRST_SCREEN_SCRIPT_ID}" type="application/json">${json}</script>`;
}

const FirstScreenContext = createContext<FirstScreenData | null>(null);
/** True once the page is the browser's; a tree without the provider (tests, the console) is the browser's. */
const HydratedContext = createContext(true);

export function FirstScreenProvider({
  data,
  children,
}: {
  data: FirstScreenData | null;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(data === null);
  // After the hydration's commit, the parts that depend on the browser render again with its values, in a
  // transition: React yields to the browser while it re-renders them (a slow phone's blocking time),
  // where a store read (useSyncExternalStore) would re-render them all in one synchronous task.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return (
    <FirstScreenContext value={data}>
      <HydratedContext value={hydrated}>{children}</HydratedContext>
    </FirstScreenContext>
  );
}

/**
 * False on the server and during the hydration of a server-rendered page, true once the page is the
 * browser's (and at once on a page React rendered itself). What depends on the browser (the clock,
 * localStorage, the window's size, the login) renders its server form until then, so the hydration
 * sees the server's markup; React renders again with the browser's values right after.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/** The server's choices while the page hydrates (and on the server); null once it is the browser's. */
export function useFirstScreen(): FirstScreenData | null {
  const data = use(FirstScreenContext);
  return useHydrated() ? null : data;
}

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${value ?? ''}; path=/; max-age=${value === null ? 0 : FIRST_SCREEN_COOKIE_MAX_AGE}; samesite=lax`;
}

const isId = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** Mirrors the grade choice in its cookie (null drops it). */
export function mirrorGradeCookie(value: { gradeId: number; cebieId: number } | null): void {
  writeCookie(FIRST_SCREEN_COOKIES.grade, value ? formatGradeCookie(value) : null);
}

/** Mirrors the subject choice in its cookie. */
export function mirrorSubjectCookie(subjectId: number | null): void {
  writeCookie(FIRST_SCREEN_COOKIES.subject, subjectId === null ? null : String(subjectId));
}

/**
 * At start: the cookies follow localStorage (a choice made before the cookies existed, or a cookie the
 * browser dropped), so the next visit's server render shows the right list. Where localStorage has no
 * choice but a cookie has (storage cleared or evicted on its own, while the cookie stayed), the cookie's
 * choice is kept in localStorage: it is the same choice, and the page the server rendered with it then
 * hydrates without a switch or the mandatory grade picker.
 */
export function mirrorStoredChoices(): void {
  const cookies = typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie);
  const stored = storage.getJSON<{ gradeId?: unknown; cebieId?: unknown }>(StorageKey.gradeValue);
  let grade =
    stored && isId(stored.gradeId) && isId(stored.cebieId)
      ? { gradeId: stored.gradeId, cebieId: stored.cebieId }
      : null;
  if (!grade) {
    grade = parseGradeCookie(cookies[FIRST_SCREEN_COOKIES.grade]);
    if (grade) storage.setJSON(StorageKey.gradeValue, grade);
  }
  mirrorGradeCookie(grade);
  let subject: number | null = Number(storage.get(StorageKey.subjectId));
  if (!isId(subject)) {
    subject = parseSubjectCookie(cookies[FIRST_SCREEN_COOKIES.subject]);
    if (subject !== null) storage.set(StorageKey.subjectId, String(subject));
  }
  mirrorSubjectCookie(subject);
}
