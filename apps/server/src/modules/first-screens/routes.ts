import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  FIRST_SCREEN_COOKIES,
  PAGES,
  parseCookieHeader,
  parseGradeCookie,
  parseSubjectCookie,
  resolveEntryRedirect,
  type AppMenuItem,
  type BookInfo,
  type DicData,
  type Envelope,
  type MainPageBookList,
  type VideoAdPics,
} from '@jc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { CachedJson } from '../../shared/json-cache.js';
import { bookCacheOf } from '../book-detail/index.js';
import { homeEntry, videoAdsEntry } from '../books/index.js';
import { dicDataCacheEntry, expireDueDictionary } from '../dictionary/index.js';
import { loadAppMenus, MENU_CACHE_KEY } from '../menu/index.js';
import { composePage, loadFirstScreens, type FirstScreenRenderer, type PageTemplate } from './bundle.js';

/** A rendered page, compressed once, with the cached answers it was rendered from. */
interface RenderedPage {
  /** The cache keys of those answers, and the entries themselves: the page is good while each is current. */
  deps: [string, CachedJson][];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A book's rendered page, kept by its number while the book's update date and its ads stay the same. */
interface BookPage {
  /** The getBookInfo cache entry it was last checked against (a new entry of the same date keeps it). */
  dep: CachedJson;
  updateDate: string;
  /** The ads' cache key and entry it was last checked against (a new entry of the same bytes keeps it). */
  adsDep: { key: string; entry: CachedJson };
  page: RenderedPage;
}

/** Distinct cookie values are bounded by the dictionaries; a flood of made-up ids empties the map. */
const MAX_PAGES = 500;
/** Books kept rendered (the catalogue has a few thousand; a flood of made-up numbers renders nothing). */
const MAX_BOOK_PAGES = 2000;
/** A book number as the API takes it (contract `bookNoSchema`, after the trim). */
const BOOK_NO = /^[A-Za-z0-9_-]{1,20}$/;

const dataOf = <T>(entry: CachedJson) => (JSON.parse(entry.body.toString('utf8')) as Envelope<T>).data;

/**
 * Home's first screen rendered on the server (docs/first-screens.md, "Server-rendered first screens"): the web
 * app's own components (its server bundle) with the answers the API already caches (the dictionaries,
 * the menus, the home list of the cookie's grade, volume and subject). The page is kept, compressed, for
 * as long as each of those answers is the cache's current one: an operator's change drops the answer,
 * so the next request renders again. Anything amiss (no bundle, an entry address, a render that throws)
 * answers the plain app shell, as every other page.
 */
export default async function firstScreenRoutes(app: FastifyInstance) {
  const { webDist, ssrDist } = app.appConfig;
  const loaded = await loadFirstScreens(webDist, ssrDist).catch((err: unknown) => ({
    reason: `the server bundle failed to load: ${(err as Error).message}`,
  }));
  if ('reason' in loaded) {
    app.log.info({ ssrDist }, `first screens not server-rendered: ${loaded.reason}`);
    return;
  }
  const { renderer, template } = loaded;
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  const current = (deps: RenderedPage['deps']) => deps.every(([key, entry]) => app.cache.peek(key) === entry);

  const cached = async (key: string, load: () => Promise<unknown>): Promise<[string, CachedJson]> => [
    key,
    app.cache.peek(key) ?? (await app.cache.get(key, load)),
  ];

  const shell = (req: FastifyRequest, reply: FastifyReply) => {
    if (!app.serveAppShell(req, reply)) return reply.callNotFound();
    return reply;
  };

  app.get(PAGES.home.path, async (req, reply) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    // The entry guard decides in the browser, before anything renders.
    if (resolveEntryRedirect(PAGES.home.path, query) !== null) return shell(req, reply);
    const cookies = parseCookieHeader(req.headers.cookie);
    const gradeCookie = parseGradeCookie(cookies[FIRST_SCREEN_COOKIES.grade]);
    const subjectCookie = parseSubjectCookie(cookies[FIRST_SCREEN_COOKIES.subject]);
    const pageKey = `home:${gradeCookie ? `${gradeCookie.gradeId}.${gradeCookie.cebieId}` : '-'}:${subjectCookie ?? '-'}`;
    for (const group of renderer.HOME_FIRST_SCREEN_GROUPS) expireDueDictionary(app.cache, group);
    const hit = pages.get(pageKey);
    if (hit && current(hit.deps)) return send(req, reply, hit);
    try {
      let pending = rendering.get(pageKey);
      if (!pending) {
        pending = renderHome(renderer, template, gradeCookie, subjectCookie).finally(() =>
          rendering.delete(pageKey),
        );
        rendering.set(pageKey, pending);
      }
      const page = await pending;
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(pageKey, page);
      return send(req, reply, page);
    } catch (err) {
      req.log.error({ err }, 'home first screen: render failed, answering the app shell');
      return shell(req, reply);
    }
  });

  const books = bookCacheOf(app);
  const videoAds = (subject: number): [string, () => Promise<unknown>] => {
    const { key, load } = videoAdsEntry(app.db, subject);
    return [key, load];
  };
  const bookPages = new Map<string, BookPage>();
  const renderingBooks = new Map<string, Promise<BookPage>>();

  // A book's detail page: its cover, title, ad carousels and the first level of its lesson tree, from the
  // cached getBookInfo answer and the subject's ads. The page is kept per book, update date and ads: when
  // an answer is rebuilt (an operator's change drops it, and it expires after the cache's max age) a new
  // date or other ads render again, the same ones keep the page. Codes, a missing bookNo and a book the store lacks (the page then tries
  // the number as a book code) get the app shell.
  app.get(PAGES.bookDetails.path, async (req, reply) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    if (resolveEntryRedirect(PAGES.bookDetails.path, query) !== null) return shell(req, reply);
    const raw = (req.query as Record<string, unknown>).bookNo;
    const bookNo = typeof raw === 'string' ? raw.trim() : '';
    if (!BOOK_NO.test(bookNo)) return shell(req, reply);
    const kept = bookPages.get(bookNo);
    const { key, load } = books.entry(bookNo);
    const hot = app.cache.peek(key);
    if (kept && hot === kept.dep && app.cache.peek(kept.adsDep.key) === kept.adsDep.entry)
      return send(req, reply, kept.page);
    try {
      const entry = hot ?? (await app.cache.get(key, load));
      const book = dataOf<BookInfo>(entry);
      const updateDate = book.bkInfoRenew.updateDate;
      const [adsKey, adsEntry] = await cached(...videoAds(book.bkInfo.subjectId));
      if (kept && kept.updateDate === updateDate && kept.adsDep.entry.body.equals(adsEntry.body)) {
        kept.dep = entry;
        kept.adsDep = { key: adsKey, entry: adsEntry };
        return send(req, reply, kept.page);
      }
      const renderKey = `${bookNo}:${updateDate}:${adsEntry.loadedAt}`;
      let pending = renderingBooks.get(renderKey);
      if (!pending) {
        const ads = dataOf<VideoAdPics>(adsEntry);
        pending = renderBook(renderer, template, bookNo, book, ads)
          .then((page) => ({ dep: entry, updateDate, adsDep: { key: adsKey, entry: adsEntry }, page }))
          .finally(() => renderingBooks.delete(renderKey));
        renderingBooks.set(renderKey, pending);
      }
      const rendered = await pending;
      if (bookPages.size >= MAX_BOOK_PAGES) bookPages.clear();
      bookPages.set(bookNo, rendered);
      return send(req, reply, rendered.page);
    } catch (err) {
      // No such book: a quiet shell (the page looks the number up as a code); anything else is logged.
      if (!(err instanceof AppError && err.statusCode === 404))
        req.log.error({ err }, 'book first screen: render failed, answering the app shell');
      return shell(req, reply);
    }
  });

  async function renderBook(
    renderer: FirstScreenRenderer,
    template: PageTemplate,
    bookNo: string,
    book: BookInfo,
    ads: VideoAdPics,
  ): Promise<RenderedPage> {
    // The markup depends on the bookNo alone (with one, the page ignores a code in the address).
    const url = `${PAGES.bookDetails.path}?bookNo=${encodeURIComponent(bookNo)}`;
    const rendered = await renderer.renderBook(url, { bookNo, book, ads });
    return compressed(Buffer.from(composePage(template, 'book', rendered)), []);
  }

  async function renderHome(
    renderer: FirstScreenRenderer,
    template: PageTemplate,
    gradeCookie: { gradeId: number; cebieId: number } | null,
    subjectCookie: number | null,
  ): Promise<RenderedPage> {
    const deps = await Promise.all([
      ...renderer.HOME_FIRST_SCREEN_GROUPS.map((group) => {
        const { key, load } = dicDataCacheEntry(app.db, group, app.cache);
        return cached(key, load);
      }),
      cached(MENU_CACHE_KEY, () => loadAppMenus(app.db)),
    ]);
    const dictionaries: Record<string, DicData> = {};
    renderer.HOME_FIRST_SCREEN_GROUPS.forEach((group, i) => {
      dictionaries[group] = dataOf<DicData>(deps[i]![1]);
    });
    const menus = dataOf<AppMenuItem[]>(deps[deps.length - 1]![1]);
    const ids = (group: string) => new Set(dictionaries[group]?.dicList.map((e) => e.id));
    // A choice the dictionaries no longer list counts as none (the page asks again, as in the browser).
    const grade =
      gradeCookie && ids('grade').has(gradeCookie.gradeId) && ids('cebie').has(gradeCookie.cebieId)
        ? gradeCookie
        : null;
    const subjects = dictionaries.subject?.dicList ?? [];
    const subject = subjectCookie !== null && ids('subject').has(subjectCookie) ? subjectCookie : null;
    const shown = renderer.shownSubject(subjects, subject);
    let books: MainPageBookList | null = null;
    if (grade && shown !== null) {
      const { key, load } = homeEntry(app.db, { subject: shown, grade: grade.gradeId, cebie: grade.cebieId });
      const dep = await cached(key, load);
      deps.push(dep);
      books = dataOf<MainPageBookList>(dep[1]);
    }
    const rendered = await renderer.renderHome(PAGES.home.path, {
      dictionaries,
      menus,
      grade,
      subject,
      books,
    });
    return compressed(Buffer.from(composePage(template, 'home', rendered)), deps);
  }
}

function compressed(body: Buffer, deps: RenderedPage['deps']): RenderedPage {
  return {
    deps,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

function send(req: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-cache');
  // The page follows the grade and subject cookies.
  reply.header('vary', 'accept-encoding, cookie');
  const accept = req.headers['accept-encoding'];
  const accepts = (coding: string) => typeof accept === 'string' && accept.includes(coding);
  if (accepts('br')) {
    reply.header('content-encoding', 'br');
    return reply.send(page.br);
  }
  if (accepts('gzip')) {
    reply.header('content-encoding', 'gzip');
    return reply.send(page.gzip);
  }
  return reply.send(page.body);
}
