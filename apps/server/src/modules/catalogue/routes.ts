import { adminCatalogueEndpoints } from '@jc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { attachmentDisposition } from '../archives/index.js';
import { auditDetail } from '../audit/index.js';
import { bookCacheOf } from '../book-detail/index.js';
import { listCodeKeys } from '../books/index.js';
import { filePartBuffer, localFileStore, storeUpload } from '../uploads/index.js';
import { importRoutes } from './import.js';
import { catalogueExtrasRoutes } from './extras-routes.js';
import { qrSheetHtml } from './qr-sheet.js';
import { adminBook, listBooks, saveBook, setShelf } from './books.js';
import { addCode, deleteCode, listCodes } from './codes.js';
import { deleteItem, moveItem, saveItem } from './items.js';
import { addLesson, bookTree, deleteLesson, moveLesson, saveLesson } from './lesson-tree.js';

/** Where a printed code's address starts: this server as the caller reached it. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/** Operator calls of the catalogue, admin role only, under /api/admin/catalogue/. */
export default async function catalogueRoutes(app: FastifyInstance) {
  const db = () => app.db;
  const store = localFileStore(app.appConfig.uploadsDir);
  /** After a write: the pupils' cached answers of the book and the home lists go. */
  const changed = async (bookId: number) => {
    const book = await adminBook(db(), bookId).catch(() => null);
    if (book) bookCacheOf(app).bookChanged(book.bookNo);
    else bookCacheOf(app).allChanged();
  };

  importRoutes(app);
  serve(app, adminCatalogueEndpoints, {
    bookList: async (q) => ok(await listBooks(db(), q)),
    book: async ({ bookId }) => ok(await bookTree(db(), bookId)),
    saveBook: async (input, ctx) => {
      const { before, book } = await saveBook(db(), input);
      auditDetail(ctx, { target: { kind: 'book', id: book.bookId }, before, after: book });
      // A renumbered book: its old number's answer goes too.
      if (before && before.bookNo !== book.bookNo) bookCacheOf(app).bookChanged(before.bookNo);
      await changed(book.bookId);
      return ok(book, '保存成功');
    },
    setShelf: async ({ bookId, enabled }, ctx) => {
      const book = await setShelf(db(), bookId, enabled);
      auditDetail(ctx, { target: { kind: 'book', id: bookId }, after: { enabled } });
      await changed(bookId);
      return ok(book, enabled ? '已上架' : '已下架');
    },
    upload: async ({ kind, file }, { user }) => {
      const part = file[0] as Blob | Uint8Array;
      const up = await storeUpload(db(), store, app.appConfig.uploadLimits, {
        userId: user.id,
        kind,
        data: await filePartBuffer(part),
      });
      return ok({ url: up.url, kind, size: up.size }, '上传成功');
    },
    addLesson: async (input, ctx) => {
      const lesson = await addLesson(db(), input);
      auditDetail(ctx, { target: { kind: 'lesson', id: lesson.lessonId }, after: { title: lesson.title } });
      await changed(input.bookId);
      return ok(lesson, '已添加');
    },
    saveLesson: async (input) => {
      const { bookId, lesson } = await saveLesson(db(), input);
      await changed(bookId);
      return ok(lesson, '保存成功');
    },
    moveLesson: async (input, ctx) => {
      const { bookId, lessons } = await moveLesson(db(), input);
      auditDetail(ctx, { target: { kind: 'lesson', id: input.lessonId } });
      await changed(bookId);
      return ok(lessons, '已移动');
    },
    deleteLesson: async ({ lessonId }, ctx) => {
      const { bookId, title } = await deleteLesson(db(), lessonId);
      auditDetail(ctx, { target: { kind: 'lesson', id: lessonId }, before: { title } });
      await changed(bookId);
      return ok(null, '已删除');
    },
    saveItem: async (input) => {
      const { bookId, item } = await saveItem(db(), input);
      await changed(bookId);
      return ok(item, '保存成功');
    },
    moveItem: async ({ itemId, index }) => {
      const { bookId, items } = await moveItem(db(), itemId, index);
      await changed(bookId);
      return ok(items, '已移动');
    },
    deleteItem: async ({ itemId }, ctx) => {
      const { bookId, title } = await deleteItem(db(), itemId);
      auditDetail(ctx, { target: { kind: 'item', id: itemId }, before: { title } });
      await changed(bookId);
      return ok(null, '已删除');
    },
    codes: async ({ bookId }, { req }) => ok(await listCodes(db(), bookId, originOf(req))),
    addCode: async ({ bookId, code }, { req }) => {
      const added = await addCode(db(), bookId, code, originOf(req));
      await changed(bookId);
      return ok(added, '已添加');
    },
    deleteCode: async ({ codeId }, ctx) => {
      const { bookId, code } = await deleteCode(db(), codeId);
      auditDetail(ctx, { target: { kind: 'code', id: codeId }, before: { code } });
      await changed(bookId);
      return ok(null, '已删除');
    },
    qrSheet: async ({ bookId }, { req, reply }) => {
      const book = await adminBook(db(), bookId);
      const origin = originOf(req);
      const html = await qrSheetHtml(
        book,
        await listCodes(db(), bookId, origin),
        await listCodeKeys(db(), origin, '', bookId),
      );
      reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`${book.bookNo}-二维码.html`))
        .header('cache-control', 'no-store')
        .header('access-control-expose-headers', 'Content-Disposition');
      reply.send(html);
      return undefined;
    },
  });
  catalogueExtrasRoutes(app, changed);
}
