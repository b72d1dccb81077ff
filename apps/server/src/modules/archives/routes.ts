import { adminStaffEndpoints, archiveEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { recordHistory } from './history.js';
import { staffScope, userAreas } from './scope.js';
import { saveStaffAreas, staffList } from './staff.js';

/** What archive records share: the caller's areas, a record's history; the operators' staff areas. */
export default async function archiveRoutes(app: FastifyInstance) {
  const db = () => app.db;
  serve(app, archiveEndpoints, {
    userAreas: async (_, { user }) => ok(await userAreas(db(), user)),
    history: async (q, { user }) => ok(await recordHistory(db(), await staffScope(db(), user), q.kind, q.id)),
  });
  serve(app, adminStaffEndpoints, {
    list: async (q) => ok(await staffList(db(), q)),
    saveAreas: async (input) => ok(await saveStaffAreas(db(), input), '已保存'),
  });
}
