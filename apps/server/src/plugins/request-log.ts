import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

/**
 * Fresh ids are UUIDs (version 4) whose first 74 random bits are drawn once per process and whose last
 * 12 hex digits count the requests: unique within the process, and across processes as far as 74
 * random bits go. One short concatenation per request, where randomUUID builds its string of 20 pieces.
 */
const ID_PREFIX = randomUUID().slice(0, 24);
let idCounter = 0;
export function freshRequestId(): string {
  idCounter = (idCounter + 1) % 2 ** 48;
  return ID_PREFIX + idCounter.toString(16).padStart(12, '0');
}

/** Uses a caller's well-formed `x-request-id` (a proxy's, say), otherwise a fresh one. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : freshRequestId();
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
