import {
  answerQuery,
  bookByTxmQuery,
  bookListByTypeQuery,
  bookListQuery,
  functionMenuParams,
  bookNoParams,
  bookNoQuery,
  bookSearchParams,
  bookSearchQuery,
  browseListQuery,
  downloadListQuery,
  downloadsByCodeQuery,
  listenCodeParams,
  favoriteKindQuery,
  favoritesListParams,
  favoritesListQuery,
  favoriteTargetParams,
  idParams,
  mainPageBookListQuery,
  pagePicListParams,
  progressQuery,
  qiweiQrQuery,
  qrCodeParams,
  qrcodeInfoQuery,
  removeAnswerPwdInput,
  removeBrowseInput,
  saveAnswerPwdInput,
  saveProgressInput,
  setUserWeComInput,
  shipinParams,
  subjectPdfQuery,
  tanchuangQuery,
  updateHitsParams,
  verifyAnswerPwdInput,
  videoAdQuery,
  wxJsConfigQuery,
  type FavoriteExists,
  type WeComStatus,
} from '@jc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { replyCached } from '../../shared/json-cache.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { wxJsConfig } from '../../shared/wechat.js';
import type { AuthUser } from '../../types.js';
import { listAppMenus } from '../menu/queries.js';
import { bookAnswer, removeAnswerPassword, saveAnswerPassword, verifyAnswerPassword } from './answers.js';
import {
  bookList,
  booksByBarcode,
  booksByQrCode,
  bookSummary,
  downloadList,
  downloadOne,
  ebookAreas,
  ebookOne,
  ebooksOfArea,
  listeningOf,
  qiweiQrCode,
  qiweiUser,
  setWeComMember,
  subjectPdfs,
  videoBookOf,
} from './content.js';
import { downloadsByCode, listeningByCode } from './downloads.js';
import { ebookPages } from './ebook-pages.js';
import { hitCounterOf } from './hits.js';
import {
  addFavorite,
  bookProgress,
  favoriteExists,
  listBrowse,
  listFavorites,
  removeBrowse,
  removeFavorite,
  saveBrowse,
  saveProgress,
} from './personal.js';
import {
  BookCache,
  bookChange,
  homeEntry,
  hotWords,
  popupAds,
  qrcodeInfo,
  searchBooks,
  videoAdPics,
} from './service.js';

/** Routes declared `auth: 'user'` always have a user once the auth hook has passed. */
const userOf = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw new Error('auth hook did not run for a user route');
  return req.user;
};

const bookCaches = new WeakMap<object, BookCache>();
/** The book cache of an app (tests and writers in-process reach it through the app's store). */
export function bookCacheOf(app: FastifyInstance): BookCache {
  let c = bookCaches.get(app.db);
  if (!c) {
    c = new BookCache(app.cache, app.db);
    bookCaches.set(app.db, c);
  }
  return c;
}

export default async function bookRoutes(app: FastifyInstance) {
  const books = bookCacheOf(app);
  const hits = hitCounterOf(app.db, (err) => app.log.error({ err }, 'writing hit counters failed'));
  app.addHook('onClose', async () => {
    await hits.close();
  });
  const none = { config: { auth: 'none' as const } };
  const user = { config: { auth: 'user' as const } };

  // ---- hot reads: serialized answers from the cache
  app.get('/bookmain/getMainPageBookList', none, (req, reply) => {
    const q = parseInput(mainPageBookListQuery, requestInput(req));
    const { key, load } = homeEntry(app.db, q);
    return replyCached(req, reply, app.cache, key, load);
  });

  app.get('/bookmain/getBookInfo/:bookNo', none, (req, reply) => {
    const { bookNo } = parseInput(bookNoParams, req.params);
    const { key, load } = books.entry(bookNo);
    return replyCached(req, reply, app.cache, key, load);
  });

  app.get('/bookmain/getBookChange/:bookNo', none, async (req) => {
    const { bookNo } = parseInput(bookNoParams, req.params);
    return ok(await bookChange(app.db, books, bookNo));
  });

  // ---- books, codes, search
  app.get('/bookmain/getBookList', none, async (req) =>
    ok(await bookList(app.db, parseInput(bookListQuery, requestInput(req)))),
  );
  app.get('/bookmain/getBooklistByType', none, async (req) =>
    ok(await bookList(app.db, parseInput(bookListByTypeQuery, requestInput(req)))),
  );
  app.get('/bookMain/getFunctionMenu/:type', none, async (req) => {
    const { type } = parseInput(functionMenuParams, req.params);
    return ok((await listAppMenus(app.db)).filter((m) => m.position === type));
  });
  app.get('/bookmain/getBookInfoOne', none, async (req) =>
    ok(await bookSummary(app.db, parseInput(bookNoQuery, requestInput(req)).bookNo)),
  );
  app.get('/book/getQrcodeInfoRenew', none, async (req) =>
    ok(await qrcodeInfo(app.db, parseInput(qrcodeInfoQuery, requestInput(req)))),
  );
  app.get('/book/getbookQrcodeInfo/:qrcode', none, async (req) =>
    ok(await booksByQrCode(app.db, parseInput(qrCodeParams, req.params).qrcode)),
  );
  app.get('/bookmain/getBookByTXM', none, async (req) =>
    ok(await booksByBarcode(app.db, parseInput(bookByTxmQuery, requestInput(req)).txm)),
  );
  app.get('/bookmain/getBookSearchList/:kw', none, async (req) => {
    const { kw } = parseInput(bookSearchParams, req.params);
    return ok(await searchBooks(app.db, kw, parseInput(bookSearchQuery, requestInput(req))));
  });
  app.get('/bookmain/getEBookHotSearchList', none, async () => ok(await hotWords(app.db)));

  // ---- ads and counters
  app.get('/bookmain/getTanchuang', none, async (req) => {
    const q = parseInput(tanchuangQuery, requestInput(req));
    return ok(await popupAds(app.db, q.page, q.subject));
  });
  app.get('/bookmain/getVideoADPic', none, async (req) =>
    ok(await videoAdPics(app.db, parseInput(videoAdQuery, requestInput(req)).subject)),
  );
  app.post('/bookContent/updateHits/:id/:type', none, async (req) => {
    const { id, type } = parseInput(updateHitsParams, req.params);
    await hits.hit(type, id);
    return ok(null);
  });

  // ---- listening, e-books, downloads
  app.get('/book/getbookInfoShipin/:bookNo', none, async (req) =>
    ok(await videoBookOf(app.db, parseInput(shipinParams, req.params).bookNo)),
  );
  // The messenger JS-SDK signature for sharing a page (503 while no official account is configured).
  app.get('/book/getwxjsConfig', none, async (req) =>
    ok(await wxJsConfig(app.jsApiTickets, parseInput(wxJsConfigQuery, requestInput(req)).url)),
  );
  app.get('/bookContent/getTingli', none, async (req) =>
    ok(await listeningOf(app.db, parseInput(bookNoQuery, requestInput(req)).bookNo)),
  );
  app.get('/book/getEBookArea', none, async () => ok(await ebookAreas(app.db)));
  app.get('/book/getEBookInfo/:id', none, async (req) =>
    ok(await ebooksOfArea(app.db, parseInput(idParams, req.params).id)),
  );
  app.get('/book/getEBookOne/:id', none, async (req) =>
    ok(await ebookOne(app.db, parseInput(idParams, req.params).id)),
  );
  app.get('/bookMain/getPagePicList/:bookCode', none, async (req) =>
    ok(await ebookPages(app.db, parseInput(pagePicListParams, req.params).bookCode)),
  );
  app.get('/book/getSubjectPdfList', none, async (req) =>
    ok(await subjectPdfs(app.db, parseInput(subjectPdfQuery, requestInput(req)).subject)),
  );
  app.get('/bookmain/getBookDownloadList', none, async (req) =>
    ok(await downloadList(app.db, parseInput(downloadListQuery, requestInput(req)))),
  );
  app.get('/bookmain/getBookDownloadInfo/:id', none, async (req) =>
    ok(await downloadOne(app.db, parseInput(idParams, req.params).id)),
  );
  // This project's call: the resources a printed code asks for (resourcesDownload?lessonno…).
  app.get('/bookmain/getDownloadsByCode', none, async (req) => {
    const { lessonno, kind } = parseInput(downloadsByCodeQuery, requestInput(req));
    return ok(await downloadsByCode(app.db, lessonno, kind));
  });
  app.get('/book/getbookQrcodeInfoListen/:lessonno', none, async (req) =>
    ok(await listeningByCode(app.db, parseInput(listenCodeParams, req.params).lessonno)),
  );

  // ---- favorites (books, or resources with ?type=resource)
  app.get('/book/getFavoritesExists/:target', user, async (req) => {
    const { target } = parseInput(favoriteTargetParams, req.params);
    const { type } = parseInput(favoriteKindQuery, requestInput(req));
    const data: FavoriteExists = { exists: await favoriteExists(app.db, userOf(req).id, type, target) };
    return ok(data);
  });
  app.get('/book/getFavoritesList/:type', user, async (req) => {
    const { type } = parseInput(favoritesListParams, req.params);
    return ok(
      await listFavorites(app.db, userOf(req).id, type, parseInput(favoritesListQuery, requestInput(req))),
    );
  });
  app.post('/book/setFavorites/:target', user, async (req) => {
    const { target } = parseInput(favoriteTargetParams, req.params);
    const { type } = parseInput(favoriteKindQuery, requestInput(req));
    await addFavorite(app.db, userOf(req).id, type, target);
    return ok(null, '收藏成功');
  });
  app.post('/book/removeFavorites/:target', user, async (req) => {
    const { target } = parseInput(favoriteTargetParams, req.params);
    const { type } = parseInput(favoriteKindQuery, requestInput(req));
    await removeFavorite(app.db, userOf(req).id, type, target);
    return ok(null, '已取消收藏');
  });

  // ---- browse history and learning progress (calls of this project; docs/catalogue.md)
  app.post('/book/saveBrowse/:bookNo', user, async (req) => {
    const { bookNo } = parseInput(bookNoParams, req.params);
    await saveBrowse(app.db, userOf(req).id, bookNo);
    return ok(null);
  });
  app.get('/book/getBrowseList', user, async (req) =>
    ok(await listBrowse(app.db, userOf(req).id, parseInput(browseListQuery, requestInput(req)))),
  );
  app.post('/book/removeBrowse', user, async (req) => {
    const { bookNo } = parseInput(removeBrowseInput, requestInput(req));
    await removeBrowse(app.db, userOf(req).id, bookNo);
    return ok(null, '已删除');
  });
  app.post('/book/saveProgress', user, async (req) =>
    ok(await saveProgress(app.db, userOf(req).id, parseInput(saveProgressInput, requestInput(req)))),
  );
  app.get('/book/getProgress', user, async (req) =>
    ok(await bookProgress(app.db, userOf(req).id, parseInput(progressQuery, requestInput(req)).bookNo)),
  );

  // ---- answers behind the answer password
  app.post('/myInfo/answerSavePwd', user, async (req) => {
    const input = parseInput(saveAnswerPwdInput, requestInput(req));
    const done = await saveAnswerPassword(app.db, app.state, userOf(req).id, input);
    return ok(null, done === 'set' ? '答案密码设置成功' : '答案密码修改成功');
  });
  app.post('/myInfo/answerVerifyingPwd', user, async (req) => {
    const { pwd } = parseInput(verifyAnswerPwdInput, requestInput(req));
    return ok(await verifyAnswerPassword(app.db, app.state, userOf(req), pwd), '验证成功');
  });
  app.post('/myInfo/answerRemovePwd', user, async (req) => {
    const proof = parseInput(removeAnswerPwdInput, requestInput(req));
    await removeAnswerPassword(app.db, app.state, userOf(req), proof);
    return ok(null, '答案密码已清除');
  });
  app.get('/bookContent/getAnswer/:bookNo', user, async (req) => {
    const { bookNo } = parseInput(bookNoParams, req.params);
    const proof = parseInput(answerQuery, requestInput(req));
    return ok(await bookAnswer(app.db, app.state, userOf(req), bookNo, proof));
  });

  // ---- enterprise contact
  app.get('/weixinService/checkUserWeCom', user, async (req) => {
    const data: WeComStatus = { joined: (await qiweiUser(app.db, userOf(req).id)).joined };
    return ok(data);
  });
  app.get('/weixinService/getQiweiqrCode', none, async (req) => {
    const { type, qrId } = parseInput(qiweiQrQuery, requestInput(req));
    return ok(await qiweiQrCode(app.db, type, qrId));
  });
  app.get('/thirdpart/getQiweiUser', user, async (req) => ok(await qiweiUser(app.db, userOf(req).id)));
  app.post('/weixinService/setUserWeCom', { config: { auth: 'admin' } }, async (req) => {
    const { account, joined } = parseInput(setUserWeComInput, requestInput(req));
    return ok(await setWeComMember(app.db, account, joined));
  });
}
