import { adminAuditEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { installAuditRecorder } from './record.js';
import { auditPage } from './service.js';

/** The routes URLs under /api/admin/ whose successful POSTs are recorded (for the coverage test). */
export const auditedRoutes = new Set<string>();

/**
 * The audit module runs in the root context (fastify-plugin), so its recorder sees every route
 * registered after it, whatever module registers it; its own list call is mounted under /api.
 */
export default fp(
  async (app: FastifyInstance) => {
    for (const url of installAuditRecorder(app)) auditedRoutes.add(url);
    await app.register(
      async (api) => {
        serve(api, adminAuditEndpoints, { list: async (q) => ok(await auditPage(api.db, q)) });
      },
      { prefix: '/api' },
    );
  },
  { name: 'audit' },
);
