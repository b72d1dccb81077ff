import type { HealthData } from '@jc/contract';
import { Code } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../shared/envelope.js';

/** GET /health: outside /api (no nonce, no token), for load balancers and orchestrators. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (req, reply) => {
    try {
      await app.store.ping();
      const data: HealthData = { db: 'ok' };
      return { code: Code.ok, msg: 'ok', data };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      const data: HealthData = { db: 'error' };
      return reply.status(503).send({ ...fail(Code.serverError, '数据库不可用'), data });
    }
  });
}
