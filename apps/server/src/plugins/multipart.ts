import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The hooks @fastify/multipart adds to every request for its disk mode only. */
const DISK_MODE_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * @fastify/multipart (the `multipart/form-data` parser, `req.isMultipart()`, `req.parts()`), without
 * the two hooks it adds to every request of the server: an async onRequest hook that puts a `close`
 * listener on the response and an async onResponse hook, both there to delete the temporary files of
 * its disk mode (`req.saveRequestFiles()`). This server reads uploads as streams only
 * (`shared/upload-input.ts`) and never saves one to disk, so they only cost every request, uploads or
 * not, two promises, a listener and a hop through the microtask queue before the api guard. A call that
 * wants disk mode must register the plugin whole instead (conventions.test.ts pins both: uploads are read, no request carries the hooks).
 */
export default fp(
  function multipartStreams(
    app: FastifyInstance,
    opts: FastifyMultipartOptions,
    done: (err?: Error) => void,
  ) {
    const dropped: string[] = [];
    const withoutDiskHooks: FastifyInstance = new Proxy(app, {
      get(target, prop, receiver) {
        if (prop === 'addHook') {
          return (name: string, fn: never) => {
            if (DISK_MODE_HOOKS.has(name)) dropped.push(name);
            else target.addHook(name as 'preValidation', fn);
            return withoutDiskHooks;
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    multipart(withoutDiskHooks, opts, (err?: Error) => {
      if (!err && dropped.sort().join() !== 'onRequest,onResponse')
        err = new Error(
          `@fastify/multipart added other hooks than expected (${dropped.join()}): check plugins/multipart.ts`,
        );
      done(err);
    });
  },
  { name: 'multipart-streams' },
);
