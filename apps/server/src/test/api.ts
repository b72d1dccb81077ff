import type { LessonNode } from '@jc/contract';
import { beforeAll } from 'vitest';
import type { TestApp } from './app.js';

/** GET and POST (a form) below /api/, with a token when one is given: the calls most API suites make. */
export function apiCalls(t: () => TestApp) {
  return {
    get: <T>(path: string, query?: Record<string, string>, token?: string) =>
      t().call<T>('GET', `/api/${path}`, { ...(query ? { query } : {}), ...(token ? { token } : {}) }),
    post: <T>(path: string, form: Record<string, string> = {}, token?: string) =>
      t().call<T>('POST', `/api/${path}`, { form, ...(token ? { token } : {}) }),
  };
}

/** The ids of the grade, volume (cebie) and subject dictionary entries by name, read before the suite runs. */
export function useDictionaryIds(t: () => TestApp): Record<string, number> {
  const dic: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await t().app.db.selectFrom('dictionaries').select(['id', 'name', 'dic_type']).execute();
    for (const r of rows) if (['grade', 'cebie', 'subject'].includes(r.dic_type)) dic[r.name] = r.id;
  });
  return dic;
}

/** Every node of a lesson tree in reading order, with its depth (1 for the top level). */
export function walkLessons(
  nodes: LessonNode[],
  depth = 1,
  out: { node: LessonNode; depth: number }[] = [],
): { node: LessonNode; depth: number }[] {
  for (const n of nodes) {
    out.push({ node: n, depth });
    walkLessons(n.children, depth + 1, out);
  }
  return out;
}
