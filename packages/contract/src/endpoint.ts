import type { z } from 'zod';
import type * as SchemaModule from './schemas.js';

/** The namespace of every input schema (`@jc/contract/schemas`). */
export type Schemas = typeof SchemaModule;

/** The name of an input schema in that namespace. */
export type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never }[keyof Schemas];

/**
 * One call of the API, described once (docs/architecture.md, "Endpoints"): the server registers its
 * route from it and checks its input with it; the web calls it with `api.call(endpoint, input)`.
 *
 * The input schema is named, never imported here, so a page that calls an endpoint does not pull zod
 * into its bundle: only the server (and a form that checks before sending) loads `@jc/contract/schemas`
 * and looks the name up there.
 */
export interface Endpoint<
  P extends string = string,
  N extends SchemaName | null = SchemaName | null,
  A = unknown,
  Au extends AuthLevel = AuthLevel,
> {
  readonly method: 'GET' | 'POST';
  /** Below `/api/`, with `{name}` for a path parameter, as in api-endpoints.tsv. */
  readonly path: P;
  /** How a POST carries its input (docs/spec/api-conventions.md, "Paths and bodies"); GET has none. */
  readonly body: BodyKind;
  /** Who may call it: the tsv's auth column. */
  readonly auth: Au;
  /**
   * The name of the input schema in `@jc/contract/schemas`: path parameters, query and body merged
   * into one object (the client merges params into the URL for every method). Null when the call takes
   * no input.
   */
  readonly input: N;
  /** Type only: the answer's `data`. Always undefined at run time. */
  readonly answer: A;
}

export type AuthLevel = 'none' | 'user' | 'teacher' | 'staff' | 'admin';
export type BodyKind = 'none' | 'form' | 'json' | 'upload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its types
export type AnyEndpoint = Endpoint<string, any, any, AuthLevel>;

/** The input schema of an endpoint, or undefined. */
export type SchemaOf<E extends AnyEndpoint> = E['input'] extends SchemaName ? Schemas[E['input']] : undefined;

/** What the client sends: the schema's input type, or nothing. */
export type InputOf<E extends AnyEndpoint> = SchemaOf<E> extends z.ZodType ? z.input<SchemaOf<E>> : void;

/** What the server's handler gets: the schema's parsed output, or nothing. */
export type ParsedOf<E extends AnyEndpoint> =
  SchemaOf<E> extends z.ZodType ? z.output<SchemaOf<E>> : undefined;

export type AnswerOf<E extends AnyEndpoint> = E['answer'];

/** Names the answer type: `answer: as<Address[]>()`. Nothing exists at run time. */
export const as = <T>(): T => undefined as T;

/**
 * `GET /api/<path>`, a row of the endpoint table: who may call it (the tsv's auth column), the name of
 * its input schema (`null` for none), its answer type (`as<T>()`; none means `data: null`). Input travels
 * in the path and the query string.
 */
export function get<
  const P extends string,
  Au extends AuthLevel,
  N extends SchemaName | null = null,
  A = null,
>(path: P, auth: Au, input?: N, answer?: A): Endpoint<P, N, A, Au> {
  return { method: 'GET', path, body: 'none', auth, input: (input ?? null) as N, answer: answer as A };
}

/** `POST /api/<path>`: as `get`, with the input in the path and a body of the given kind (form unless said). */
export function post<
  const P extends string,
  Au extends AuthLevel,
  N extends SchemaName | null = null,
  A = null,
>(path: P, auth: Au, input?: N, answer?: A, body: Exclude<BodyKind, 'none'> = 'form'): Endpoint<P, N, A, Au> {
  return { method: 'POST', path, body, auth, input: (input ?? null) as N, answer: answer as A };
}

const PARAM = /\{(\w+)\}/g;

/** The names of a path's `{name}` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] as string);
}

/**
 * Fills a path's parameters from the input and returns the rest of the input, which the client
 * sends as the query (GET) or the body (POST). A missing parameter is sent empty, so the server's
 * schema answers with its own message.
 */
export function fillPath(
  path: string,
  input: Record<string, unknown> | undefined,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(PARAM, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
