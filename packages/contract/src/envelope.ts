/** Every API answer: `{ code, msg, data }` (docs/spec/api-conventions.md). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Paged list answer: pageNum from 1, pageSize default 10, at most 100. */
export interface Paged<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** `data: { code: 120, msg }`: the client toasts and goes to the change-account page. */
export interface ChangeAccountSignal {
  code: 120;
  msg: string;
}
