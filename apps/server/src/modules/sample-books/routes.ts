import { adminYangshuEndpoints, yangshuEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { localFileStore } from '../uploads/index.js';
import { listOffers, offerDictionary } from './offers.js';
import {
  adminRequests,
  approveRequest,
  commitRequest,
  confirmReceipt,
  myRequests,
  oneRequest,
  quotaOf,
  rejectRequest,
  shipRequest,
  uploadReceiptPhoto,
} from './requests.js';

/** 样书: teachers browse the offer, request books within their term's quota and confirm receipt; operators decide and ship. */
export default async function sampleBookRoutes(app: FastifyInstance) {
  const files = { store: localFileStore(app.appConfig.uploadsDir), limits: app.appConfig.uploadLimits };
  serve(app, yangshuEndpoints, {
    dictionary: async ({ group }) => ok(await offerDictionary(app.db, group)),
    books: async (q) => ok(await listOffers(app.db, q)),
    history: async (q, { user }) => ok(await myRequests(app.db, files.store, user.id, q)),
    commit: async (input, { user }) =>
      ok(await commitRequest(app.db, files.store, user.id, input), '样书申请已提交，请等待审核'),
    uploadFile: async ({ file }, { user }) => ok(await uploadReceiptPhoto(app.db, files, user.id, file)),
    quota: async (_input, { user }) => ok(await quotaOf(app.db, user.id)),
    one: async ({ id }, { user }) => ok(await oneRequest(app.db, files.store, user.id, id)),
    confirmReceipt: async (input, { user }) =>
      ok(await confirmReceipt(app.db, files.store, user.id, input), '已确认签收'),
  });
  serve(app, adminYangshuEndpoints, {
    requests: async (q) => ok(await adminRequests(app.db, files.store, q)),
    approve: async ({ id }, ctx) => {
      const out = await approveRequest(app.db, files.store, id);
      // approve moves only a requested one, ship only an approved one (conditional updates).
      auditDetail(ctx, {
        target: { kind: 'yangshuRequest', id },
        before: { status: 'requested' },
        after: { status: out.status },
      });
      return ok(out, '已审核通过');
    },
    ship: async (input, ctx) => {
      const out = await shipRequest(app.db, files.store, input);
      auditDetail(ctx, {
        target: { kind: 'yangshuRequest', id: input.id },
        before: { status: 'approved' },
        after: { status: out.status, expressCompany: out.expressCompany, waybillNo: out.waybillNo },
      });
      return ok(out, '已发货');
    },
    reject: async (input, ctx) => {
      const { request, from } = await rejectRequest(app.db, files.store, input);
      auditDetail(ctx, {
        target: { kind: 'yangshuRequest', id: input.id },
        before: { status: from },
        after: { status: request.status, reason: request.rejectReason },
      });
      return ok(request, '已驳回');
    },
  });
}
