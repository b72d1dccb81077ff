import { adminCatalogueExtrasEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { badInput } from '../../shared/errors.js';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { filePartBuffer, localFileStore, storeUpload, uploadKindOf } from '../uploads/index.js';
import { deleteAnswer, listAnswers, moveAnswer, saveAnswer } from './answers.js';
import {
  addPages,
  deleteArea,
  deleteEbook,
  deletePage,
  ebookDetail,
  listAreas,
  listEbooks,
  movePage,
  saveArea,
  saveEbook,
} from './ebooks.js';
import { deleteResource, listResources, moveResource, saveResource } from './resources.js';

/**
 * The catalogue's extras (admin/catalogue/…): a book's resources and answers, the e-books. `changed`
 * drops the pupils' cached answers of a book after a write (the write moved its update date).
 */
export function catalogueExtrasRoutes(app: FastifyInstance, changed: (bookId: number) => Promise<void>) {
  const db = () => app.db;
  const store = localFileStore(app.appConfig.uploadsDir);
  const changedIf = async (...ids: (number | null | undefined)[]) => {
    for (const id of new Set(ids)) if (id) await changed(id);
  };

  serve(app, adminCatalogueExtrasEndpoints, {
    uploadFile: async ({ kind, file }, { user }) => {
      const data = await filePartBuffer(file[0] as Blob | Uint8Array);
      // A picture sent as a document (or the reverse) is refused by its content, never by its name.
      if (data.length > 0 && (await uploadKindOf(data, [kind])) === null)
        throw badInput(kind === 'image' ? '请上传 JPG、PNG 或 WebP 图片' : '请上传 PDF 文档');
      const up = await storeUpload(db(), store, app.appConfig.uploadLimits, { userId: user.id, kind, data });
      return ok({ url: up.url, kind, size: up.size, width: up.width, height: up.height }, '上传成功');
    },

    resources: async ({ bookId }) => ok(await listResources(db(), bookId)),
    saveResource: async (input, ctx) => {
      const { before, resource } = await saveResource(db(), input);
      auditDetail(ctx, { target: { kind: 'resource', id: resource.resourceId }, before, after: resource });
      await changedIf(before?.bookId, resource.bookId);
      return ok(resource, '保存成功');
    },
    moveResource: async ({ resourceId, index }, ctx) => {
      const { bookId, resources } = await moveResource(db(), resourceId, index);
      auditDetail(ctx, { target: { kind: 'resource', id: resourceId }, after: { index } });
      await changed(bookId);
      return ok(resources, '已移动');
    },
    deleteResource: async ({ resourceId }, ctx) => {
      const before = await deleteResource(db(), resourceId);
      auditDetail(ctx, { target: { kind: 'resource', id: resourceId }, before });
      await changed(before.bookId);
      return ok(null, '已删除');
    },

    answers: async ({ bookId }) => ok(await listAnswers(db(), bookId)),
    saveAnswer: async (input, ctx) => {
      const { before, answer } = await saveAnswer(db(), input);
      auditDetail(ctx, { target: { kind: 'answer', id: answer.answerId }, before, after: answer });
      await changedIf(before?.bookId, answer.bookId);
      return ok(answer, '保存成功');
    },
    moveAnswer: async ({ answerId, index }, ctx) => {
      const { bookId, answers } = await moveAnswer(db(), answerId, index);
      auditDetail(ctx, { target: { kind: 'answer', id: answerId }, after: { index } });
      await changed(bookId);
      return ok(answers, '已移动');
    },
    deleteAnswer: async ({ answerId }, ctx) => {
      const before = await deleteAnswer(db(), answerId);
      auditDetail(ctx, { target: { kind: 'answer', id: answerId }, before });
      await changed(before.bookId);
      return ok(null, '已删除');
    },

    ebookAreas: async () => ok(await listAreas(db())),
    saveEbookArea: async (input, ctx) => {
      const { before, area } = await saveArea(db(), input);
      auditDetail(ctx, { target: { kind: 'ebook_area', id: area.areaId }, before, after: area });
      return ok(area, '保存成功');
    },
    deleteEbookArea: async ({ areaId }, ctx) => {
      const before = await deleteArea(db(), areaId);
      auditDetail(ctx, { target: { kind: 'ebook_area', id: areaId }, before });
      return ok(null, '已删除');
    },
    ebookList: async (q) => ok(await listEbooks(db(), q)),
    ebook: async ({ ebookId }) => ok(await ebookDetail(db(), ebookId)),
    saveEbook: async (input, ctx) => {
      const { before, ebook } = await saveEbook(db(), input);
      auditDetail(ctx, { target: { kind: 'ebook', id: ebook.ebookId }, before, after: ebook });
      await changedIf(before?.bookId, ebook.bookId);
      return ok(ebook, '保存成功');
    },
    deleteEbook: async ({ ebookId }, ctx) => {
      const before = await deleteEbook(db(), ebookId);
      auditDetail(ctx, { target: { kind: 'ebook', id: ebookId }, before });
      await changedIf(before.bookId);
      return ok(null, '已删除');
    },
    addEbookPages: async ({ ebookId, paths }, ctx) => {
      const { ebook, pages } = await addPages(db(), ebookId, paths);
      auditDetail(ctx, {
        target: { kind: 'ebook', id: ebookId },
        after: { added: paths, pages: pages.length },
      });
      await changedIf(ebook.bookId);
      return ok(pages, '已添加');
    },
    moveEbookPage: async ({ pageId, index }, ctx) => {
      const { ebook, pages } = await movePage(db(), pageId, index);
      auditDetail(ctx, { target: { kind: 'ebook_page', id: pageId }, after: { index } });
      await changedIf(ebook.bookId);
      return ok(pages, '已移动');
    },
    deleteEbookPage: async ({ pageId }, ctx) => {
      const { ebook, page } = await deletePage(db(), pageId);
      auditDetail(ctx, {
        target: { kind: 'ebook_page', id: pageId },
        before: { ebookId: ebook.ebookId, page },
      });
      await changedIf(ebook.bookId);
      return ok(null, '已删除');
    },
  });
}
