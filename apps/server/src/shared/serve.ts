import type { AnyEndpoint, AnswerOf, Envelope, ParsedOf, SchemaName } from '@jc/contract';
import * as schemas from '@jc/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../types.js';
import { replyCached } from './json-cache.js';
import { readUploadInput } from './upload-input.js';
import { mergedInput, parseInput } from './validate.js';

/** What a handler knows besides its input: the caller (never null past a `user` guard) and the raw pair. */
export interface HandlerContext<E extends AnyEndpoint> {
  user: E['auth'] extends 'none' ? AuthUser | null : AuthUser;
  req: FastifyRequest;
  reply: FastifyReply;
}

declare const sent: unique symbol;
/** A handler that sent its own bytes (a cached answer) returns this, typed by the answer it sent. */
export type Sent<A> = { readonly [sent]: A } | undefined;

type Answered<A> = Envelope<A> | Sent<A>;

export type Handler<E extends AnyEndpoint> = (
  input: ParsedOf<E>,
  ctx: HandlerContext<E>,
) => Answered<AnswerOf<E>> | Promise<Answered<AnswerOf<E>>>;

/** One handler for every endpoint of a group: a missing or extra one is a type error. */
export type Handlers<G extends Record<string, AnyEndpoint>> = { [K in keyof G]: Handler<G[K]> };

/** `myInfo/getAddressOne/{id}` → `/myInfo/getAddressOne/:id` (the module is mounted under /api). */
export const fastifyPath = (path: string): string => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Registers a route for each endpoint of a group, from its descriptor: method, path, who may call it
 * (the api guard reads `config.auth`) and its input schema, parsed before the handler runs (a refusal
 * is a 400 naming the field). Handlers stay synchronous where they can, so a cached hot read costs no
 * promise.
 */
export function serve<G extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: Handlers<G>,
): void {
  for (const key of Object.keys(group)) {
    const endpoint = group[key] as AnyEndpoint;
    const handler = handlers[key] as Handler<AnyEndpoint>;
    const schema = endpoint.input ? (schemas[endpoint.input as SchemaName] as z.ZodType) : undefined;
    app.route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path),
      config: { auth: endpoint.auth },
      handler(req, reply) {
        const ctx = { user: req.user as AuthUser, req, reply };
        if (endpoint.body === 'upload') {
          return readUploadInput(req).then((raw) =>
            handler(schema ? parseInput(schema, raw) : undefined, ctx),
          );
        }
        const input = schema ? parseInput(schema, mergedInput(req)) : undefined;
        return handler(input, ctx);
      },
    });
  }
}

/**
 * Answers a hot read from the JSON cache (shared/json-cache.ts), typed by the endpoint's answer. The
 * cache holds the whole envelope's bytes, so `load` answers the envelope (`ok(data)`).
 */
export function sendCached<A>(
  ctx: { req: FastifyRequest; reply: FastifyReply },
  key: string,
  load: () => Promise<Envelope<A>>,
): Sent<A> {
  const app = ctx.req.server;
  return replyCached(ctx.req, ctx.reply, app.cache, key, load) as unknown as Sent<A>;
}
