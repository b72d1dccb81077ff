/**
 * What the mini program's runtime lacks and the contract's rules name (the source's type check only;
 * the tests run with the DOM's own).
 */
/**
 * The URLSearchParams the contract's rules read queries with: the mini program's runtime has none, and
 * scripts/build.mjs injects src/lib/url-search-params.ts for every use of the name.
 */
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  forEach(fn: (value: string, key: string) => void): void;
  entries(): IterableIterator<[string, string]>;
  [Symbol.iterator](): IterableIterator<[string, string]>;
  toString(): string;
}

/** Named by the contract's upload types, which the mini program never sends (it has no DOM). */
interface Blob {
  readonly size: number;
}
// eslint-disable-next-line no-var -- a global value is declared with var
declare var Blob: { prototype: Blob; new (): Blob };
