import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

/** Uses a caller's well-formed `x-request-id` (a proxy's, say), otherwise a fresh one. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One line per request, written when it completes (Fastify's default is two: received and
 * completed). Every line, including the handlers' own, carries `reqId`.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {}

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug('route not found');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && !INFO_OR_BELOW.has(request.log.level)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request');
  }
}

/** Echoes the request id, so a client or proxy can quote it. */
export default fp(
  async (app) => {
    // Callback style: no promise per request on the hot path.
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      done();
    });
  },
  { name: 'request-log' },
);
