import { adminFeedbackEndpoints, feedbackEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { localFileStore } from '../uploads/index.js';
import { adminFeedback, myFeedback, replyFeedback, saveFeedback } from './service.js';

/** 意见反馈: users send theirs and read the replies; operators list and reply. */
export default async function feedbackRoutes(app: FastifyInstance) {
  const files = { store: localFileStore(app.appConfig.uploadsDir), limits: app.appConfig.uploadLimits };
  serve(app, feedbackEndpoints, {
    save: async (input, { user }) => ok(await saveFeedback(app.db, files, user.id, input), '感谢您的反馈'),
    list: async (page, { user }) => ok(await myFeedback(app.db, files.store, user.id, page)),
  });
  serve(app, adminFeedbackEndpoints, {
    list: async (q) => ok(await adminFeedback(app.db, files.store, q)),
    reply: async ({ id, reply }, ctx) => {
      const out = await replyFeedback(app.db, files.store, id, reply);
      // Only a pending feedback takes a reply (the update is conditional on it).
      auditDetail(ctx, {
        target: { kind: 'feedback', id },
        before: { status: 'pending' },
        after: { status: out.status, reply: out.reply },
      });
      return ok(out, '已回复');
    },
  });
}
