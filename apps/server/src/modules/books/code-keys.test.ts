import { Code, type AdminCodeKey, type QrcodeInfo, type ResolvedCode } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';

const DETAILS = '/pages/book/bookDetails';
const DOWNLOAD = '/pages/book/resourcesDownload';

/** bookmain/resolveCode (docs/codes.md): every demo code, the fallbacks, and the refusals. */
describe.each(dialects)('printed codes on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const resolve = (query: Record<string, string>) =>
    t().call<ResolvedCode>('GET', '/api/bookmain/resolveCode', { query });
  const ok = async (query: Record<string, string>) => {
    const r = await resolve(query);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  it.each([
    // key, value, type, kind, what it names, where it opens, the book
    ['s', '300101', '', 'video', '《口耳目》名师讲解', `${DETAILS}?s=300101`, '927'],
    ['t', '300102', '', 'audio', '《金木水火土》课文朗读', `${DETAILS}?t=300102`, '927'],
    ['y', '300103', '', 'lesson', '生字词', `${DETAILS}?y=300103`, '927'],
    ['k', '300104', '', 'audio', '《天地人》分角色朗读', `${DETAILS}?k=300104`, '927'],
    ['x', '100500101', '', 'download', '语文 一年级上册', `${DOWNLOAD}?lessonno=100500101`, '927'],
    ['d', '927', '', 'download', '语文 一年级上册', `${DOWNLOAD}?lessonnoDa=927`, '927'],
    ['em', '1', '', 'page', '电子样书（新书上架）', '/pages/book/sampleBook?em_1', null],
    ['bk', '927', '', 'book', '图书目录', '/pages/book/bookIndex?id=927', '927'],
    [
      'subject',
      '语文',
      '',
      'page',
      '知识点：语文',
      '/pages/other/knowledge?subject=%E8%AF%AD%E6%96%87&isScan=1',
      '927',
    ],
    ['tr', '927', '', 'page', '晨读晚听', '/pages/book/readingListening?tr=927', '927'],
    ['TkBookInfo', '927', '', 'book', '语文 一年级上册', `${DETAILS}?bookNo=927`, '927'],
    ['TkAllAudioBook', '927', '', 'book', '语文 一年级上册', `${DETAILS}?bookNo=927`, '927'],
    ['TkFilmBookInfo', '927', '', 'book', '语文 一年级上册', `${DETAILS}?bookNo=927`, '927'],
    ['TkAllPptBook', '927', '', 'book', '教学课件', '/pages/teacher/downloadDetails?bookNo=927', '927'],
    ['TkAudioInfo', '300201', '', 'audio', '《天地人》课文朗读', `${DETAILS}?TkAudioInfo=300201`, '927'],
    ['VwhFilmInfo', '300202', '', 'video', '《天地人》名师讲解', `${DETAILS}?VwhFilmInfo=300202`, '927'],
    ['IntelligentMark', '300203', '', 'lesson', '4 日月水火', `${DETAILS}?IntelligentMark=300203`, '927'],
    ['TkBookContent', '300204', '', 'lesson', '2 金木水火土', `${DETAILS}?TkBookContent=300204`, '927'],
    ['TkBookContent', '927', '8', 'download', '语文 一年级上册', `${DOWNLOAD}?lessonnoZi=927`, '927'],
    ['TkBookContent', '927', '9', 'download', '语文 一年级上册', `${DOWNLOAD}?lessonnoDa=927`, '927'],
    ['PdfDownload', '927', '', 'download', '语文 一年级上册', `${DOWNLOAD}?lessonnoKa=927`, '927'],
    ['NoLoginBook', '1', '', 'page', '电子样书', '/pages/book/sampleBook?ed_1', null],
  ])('%s=%s (type %j) names a %s: %s, opened at %s', async (key, value, type, kind, title, to, bookNo) => {
    const code = await ok({ key, value, ...(type ? { type } : {}) });
    expect(code).toMatchObject({ key, value, kind, title, to });
    if (bookNo) expect(code.book?.bookNo).toBe(bookNo);
  });

  it('a lesson code answers the lesson path and the item to play first', async () => {
    const audio = await ok({ key: 'TkAudioInfo', value: '300201' });
    expect(audio.lessonPath.map((l) => l.title)).toEqual(['第一单元 识字', '1 天地人']);
    expect(audio.lessonId).toBe(audio.lessonPath[1]?.id);
    expect(audio.timuId).toEqual(expect.any(Number));
    const film = await ok({ key: 'VwhFilmInfo', value: '300202' });
    expect(film.lessonId).toBe(audio.lessonId);
    expect(film.timuId).not.toBe(audio.timuId);
    // A code of a deeper lesson: the path goes down to it.
    const words = await ok({ key: 'y', value: '300103' });
    expect(words.lessonPath.map((l) => l.title)).toEqual(['第一单元 识字', '1 天地人', '生字词']);
  });

  it('without a row, a key looks its value up as the catalogue names it', async () => {
    // The sample audio lesson of 英语三年级上册 by its lesson number, as the tester's address carries it.
    const sample = await ok({ key: 'TkAudioInfo', value: '115245' });
    expect(sample).toMatchObject({
      kind: 'lesson',
      to: `${DETAILS}?TkAudioInfo=115245`,
      book: { bookNo: '331' },
    });
    expect(sample.title).toBe("Part A Let's talk");
    expect(sample.timuId).toEqual(expect.any(Number));
    const lesson = await ok({ key: 's', value: '100500101' });
    expect(lesson).toMatchObject({ kind: 'lesson', title: '1 天地人', book: { bookNo: '927' } });
    // A book code shared by two books, and a book number.
    expect(await ok({ key: 'TkBookInfo', value: 'YW1' })).toMatchObject({
      kind: 'book',
      to: `${DETAILS}?bookNo=YW1`,
    });
    expect(await ok({ key: 'TkFilmBookInfo', value: '221' })).toMatchObject({ title: '数学 二年级上册' });
    // Marketing lessons.
    expect(await ok({ key: 'lessonno', value: 'yx101' })).toMatchObject({
      lessonPath: [{}, { title: '1 天地人' }],
    });
  });

  it('the marketing lessons yx101–yx105 play in the player (musicPlayer?lessonno=yx{n})', async () => {
    for (const n of [101, 102, 103, 104, 105]) {
      const r = await t().call<QrcodeInfo>('GET', '/api/book/getQrcodeInfoRenew', {
        query: { lessonno: `yx${n}`, type: 'all' },
      });
      expect(r.status, `yx${n}`).toBe(200);
      expect(r.body.data.timuList.some((i) => i.type === 't')).toBe(true);
    }
  });

  it('refuses an unknown key, an unknown value and a retired code with a clear message', async () => {
    expectRefusal(await resolve({ key: 'Foo', value: '1' }), 404, /^无法识别的二维码类型（Foo）/);
    expectRefusal(await resolve({ key: 'constructor', value: '1' }), 404, /无法识别的二维码类型/);
    for (const [key, value] of [
      ['TkAudioInfo', '999999'],
      ['s', '404404404'],
      ['TkBookInfo', 'NOPE'],
      ['x', 'NOPE'],
      ['TkBookContent', '999999'],
    ])
      expectRefusal(
        await resolve({ key: key ?? '', value: value ?? '' }),
        404,
        /^没有找到这个二维码对应的内容/,
      );
    const retired = await resolve({ key: 'TkAudioInfo', value: '300299' });
    expectRefusal(retired, 410, /^这个二维码已停用/);
    expect(retired.body.code).toBe(Code.gone);
  });

  it('refuses hostile input by name (400) and never echoes it back', async () => {
    for (const query of [
      {},
      { key: 's' },
      { key: '<script>', value: '1' },
      { key: '__proto__', value: '1' },
      { key: 's', value: '' },
      { key: 's', value: 'x'.repeat(65) },
      { key: 's', value: "1' or '1'='1" },
      { key: 's', value: '<img src=x onerror=alert(1)>' },
      { key: 's', value: 'a\u0000b' },
      { key: 'TkBookContent', value: '927', type: '8;drop' },
    ] as Record<string, string>[]) {
      const r = await resolve(query);
      expectRefusal(r, 400, /二维码/);
      expect(r.text).not.toContain('<script>');
      expect(r.text).not.toContain('onerror');
    }
  });

  it('operators list the codes and retire one (then scanning it says so) or put it back; others may not', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    for (const token of tokens) {
      expect((await t().call('GET', '/api/admin/codes/getCodeKeyList', { token })).status).toBe(403);
      expect((await t().call('POST', '/api/admin/codes/retireCodeKey', { token, form: {} })).status).toBe(
        403,
      );
    }
    expectRefusal(await t().call('GET', '/api/admin/codes/getCodeKeyList'), 401);
    const admin = await t().login('admin');
    const list = await t().call<AdminCodeKey[]>('GET', '/api/admin/codes/getCodeKeyList', { token: admin });
    const keys = new Set(list.body.data.map((c) => c.key));
    for (const key of [
      'tr',
      'em',
      'ed',
      's',
      't',
      'y',
      'k',
      'x',
      'd',
      'bk',
      'subject',
      'p',
      'NewShelf',
      'PdfDownload',
    ])
      expect(keys, key).toContain(key);
    for (const key of [
      'NoLoginBook',
      'TkBookInfo',
      'TkAllAudioBook',
      'TkAudioInfo',
      'TkBookContent',
      'VwhFilmInfo',
    ])
      expect(keys, key).toContain(key);
    for (const key of ['TkFilmBookInfo', 'TkAllPptBook', 'IntelligentMark']) expect(keys, key).toContain(key);
    const audio = list.body.data.find((c) => c.key === 'TkAudioInfo' && c.value === '300201');
    expect(audio).toMatchObject({ bookNo: '927', title: '《天地人》课文朗读', retiredAt: null });
    expect(audio?.url).toMatch(/^http:\/\/[^/]+\/twoCode\.app\?TkAudioInfo=300201$/);
    expect(list.body.data.find((c) => c.value === '300299')?.retiredAt).toEqual(expect.any(Number));

    const id = String(audio?.codeKeyId);
    const off = await t().call<AdminCodeKey>('POST', '/api/admin/codes/retireCodeKey', {
      token: admin,
      form: { codeKeyId: id, retired: '1' },
    });
    expect(off.body).toMatchObject({ msg: '已停用', data: { retiredAt: expect.any(Number) } });
    expectRefusal(await resolve({ key: 'TkAudioInfo', value: '300201' }), 410);
    const on = await t().call<AdminCodeKey>('POST', '/api/admin/codes/retireCodeKey', {
      token: admin,
      form: { codeKeyId: id, retired: '0' },
    });
    expect(on.body).toMatchObject({ msg: '已启用', data: { retiredAt: null } });
    expect((await resolve({ key: 'TkAudioInfo', value: '300201' })).status).toBe(200);
    const audit = await t()
      .app.db.selectFrom('audit_log')
      .select(['call', 'target_kind', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ call: 'admin/codes/retireCodeKey', target_kind: 'code_key', target_id: id });
    expectRefusal(
      await t().call('POST', '/api/admin/codes/retireCodeKey', {
        token: admin,
        form: { codeKeyId: '99999', retired: '1' },
      }),
      404,
      /编码不存在/,
    );
    // The QR sheet of 927 shows them, the retired one marked.
    const book = await t()
      .app.db.selectFrom('books')
      .select('id')
      .where('book_no', '=', '927')
      .executeTakeFirstOrThrow();
    const sheet = await t().call('GET', '/api/admin/catalogue/getQrSheet', {
      token: admin,
      query: { bookId: String(book.id) },
    });
    expect(sheet.text).toContain('各类二维码');
    const printed = [...sheet.text.matchAll(/data-code="([^"]+)"/g)].map((m) => m[1]);
    expect(printed).toContain('TkAudioInfo=300201');
    expect(printed).toContain('TkBookContent=927&amp;type=8');
    expect(printed).toContain('subject=语文');
    expect(sheet.text).toMatch(
      /TkAudioInfo=300299<\/b><span>音频：《日月水火》课文朗读<\/span><em>已停用<\/em>/,
    );
    expectRefusal(
      await t().call('POST', '/api/admin/codes/retireCodeKey', {
        token: admin,
        form: { codeKeyId: id, retired: 'x' },
      }),
      400,
    );
  });
});
