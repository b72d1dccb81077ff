import { readFileSync } from 'node:fs';
import { Code, type AdminDailyPiece, type AdminUpload, type DailyOne } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/time.js';
import { dialects, useTestApp } from '../../test/app.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';

interface Page<T> {
  list: T[];
  total: number;
}

const AUDIO = readFileSync(new URL('../../../assets/media/audio/en-hello.mp3', import.meta.url));

const CALLS: ['GET' | 'POST', string][] = [
  ['GET', 'getPieceList'],
  ['GET', 'getPiece'],
  ['POST', 'savePiece'],
  ['POST', 'setEnabled'],
  ['POST', 'deletePiece'],
  ['POST', 'upload'],
];

describe.each(dialects)('daily reading operator calls on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('daily_pieces')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const save = (token: string, json: Record<string, unknown>) =>
    t().call<AdminDailyPiece>('POST', '/api/admin/daily/savePiece', { token, json });
  const grade = async (name: string) =>
    (
      await db()
        .selectFrom('dictionaries')
        .select('id')
        .where('dic_type', '=', 'grade')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it('refuses pupils, teachers and staff (403, 700) and callers without a token on every call', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    for (const [method, name] of CALLS) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/admin/daily/${name}`, { token, form: {} });
        expect(r.status, name).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expect((await t().call(method, `/api/admin/daily/${name}`)).body.code, name).toBe(Code.noToken);
    }
  });

  it('lists every piece paged, by kind, grade and title, disabled ones too', async () => {
    const admin = await t().login('admin');
    const all = await t().call<Page<AdminDailyPiece>>('GET', '/api/admin/daily/getPieceList', {
      token: admin,
      query: { pageSize: '10' },
    });
    expect(all.body.data.total).toBe(await count());
    expect(all.body.data.list).toHaveLength(10);
    const chendu = await t().call<Page<AdminDailyPiece>>('GET', '/api/admin/daily/getPieceList', {
      token: admin,
      query: { kind: 'chendu', keyword: '静夜' },
    });
    expect(chendu.body.data.list.map((p) => p.title)).toEqual(['静夜思']);
    expect(chendu.body.data.list[0]).toMatchObject({ kindName: '晨读', grade: '一年级', enabled: true });
    const bad = await t().call('GET', '/api/admin/daily/getPieceList', {
      token: admin,
      query: { kind: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/栏目（kind）/);
  });

  it('adds, edits, disables and deletes a piece; the pupils see it from its publish date; the audit has before and after', async () => {
    const admin = await t().login('admin');
    const g1 = await grade('一年级');
    const created = await save(admin, {
      kind: 'chendu',
      gradeId: g1,
      title: '咏柳',
      author: '【唐】贺知章',
      body: '碧玉妆成一树高，\r\n万条垂下绿丝绦。',
      extraLabel: '诗意',
      extraBody: '高高的柳树像用碧玉装扮成的。',
      sort: -1,
    });
    expect(created.status, created.body.msg).toBe(200);
    const piece = created.body.data;
    expect(piece).toMatchObject({
      title: '咏柳',
      grade: '一年级',
      body: '碧玉妆成一树高，\n万条垂下绿丝绦。',
      enabled: true,
    });
    const pupils = await t().call<DailyOne>('GET', '/api/bookmain/getChenduOne', {
      query: { id: String(piece.id) },
    });
    expect(pupils.body.data.piece?.paragraphs).toEqual(['碧玉妆成一树高，', '万条垂下绿丝绦。']);
    expect(pupils.body.data.piece?.extra).toMatchObject({ label: '诗意' });

    // A publish date tomorrow: out of the pupils' reach until then.
    const tomorrow = formatDate(Date.now() + 86_400_000);
    const later = await save(admin, { ...piece, publishDate: tomorrow, title: '咏柳（明天）' });
    expect(later.body.data).toMatchObject({ publishDate: tomorrow, title: '咏柳（明天）' });
    expect(
      (await t().call('GET', '/api/bookmain/getChenduOne', { query: { id: String(piece.id) } })).status,
    ).toBe(404);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target_kind', 'before_json', 'after_json'])
      .where('call', '=', 'admin/daily/savePiece')
      .where('target_id', '=', String(piece.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target_kind).toBe('daily_piece');
    expect(JSON.parse(audit.before_json ?? 'null')).toMatchObject({ title: '咏柳', publishDate: null });
    expect(JSON.parse(audit.after_json ?? 'null')).toMatchObject({
      title: '咏柳（明天）',
      publishDate: tomorrow,
    });

    await save(admin, { ...piece, publishDate: '' });
    const off = await t().call<AdminDailyPiece>('POST', '/api/admin/daily/setEnabled', {
      token: admin,
      form: { id: String(piece.id), enabled: 'false' },
    });
    expect(off.body).toMatchObject({ msg: '已停用', data: { enabled: false } });
    const auditOf = (call: string) =>
      db()
        .selectFrom('audit_log')
        .select(['before_json', 'after_json'])
        .where('call', '=', call)
        .where('target_id', '=', String(piece.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const offAudit = await auditOf('admin/daily/setEnabled');
    expect(JSON.parse(offAudit.before_json ?? 'null')).toEqual({ enabled: true });
    expect(JSON.parse(offAudit.after_json ?? 'null')).toEqual({ enabled: false });
    expect(
      (await t().call('GET', '/api/bookmain/getChenduOne', { query: { id: String(piece.id) } })).status,
    ).toBe(404);

    const n = await count();
    const del = await t().call('POST', '/api/admin/daily/deletePiece', {
      token: admin,
      form: { id: String(piece.id) },
    });
    expect(del.body.msg).toBe('已删除');
    expect(await count()).toBe(n - 1);
    expect(JSON.parse((await auditOf('admin/daily/deletePiece')).before_json ?? 'null')).toMatchObject({
      title: '咏柳',
    });
    const again = await t().call('POST', '/api/admin/daily/deletePiece', {
      token: admin,
      form: { id: String(piece.id) },
    });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('没有找到这篇每日阅读内容');
  });

  it('refuses bad fields in Chinese, a missing piece with 404, and writes nothing', async () => {
    const admin = await t().login('admin');
    const n = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'chendu', title: '', body: '正文' }, /请填写标题（title）/],
      [{ kind: 'chendu', title: '标题', body: '' }, /请填写正文（body）/],
      [{ kind: 'nope', title: '标题', body: '正文' }, /栏目（kind）/],
      [{ kind: 'chendu', title: '标题', body: '正文', audio: 'ftp://x' }, /音频（audio）须以/],
      [{ kind: 'chendu', title: '标题', body: '正文', publishDate: '2026-02-30' }, /发布日期（publishDate）/],
      [{ kind: 'chendu', title: '标题', body: '正文', gradeId: 999999 }, /年级（gradeId）不正确/],
    ];
    for (const [json, msg] of cases) {
      const r = await save(admin, json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    }
    const missing = await save(admin, { id: 999999, kind: 'chendu', title: '标题', body: '正文' });
    expect(missing.status).toBe(404);
    expect(await count()).toBe(n);
    const gone = await t().call('GET', '/api/admin/daily/getPiece', {
      token: admin,
      query: { id: '999999' },
    });
    expect(gone.status).toBe(404);
  });

  it('uploads a picture and an audio through the one upload path', async () => {
    const admin = await t().login('admin');
    const pic = await upload<AdminUpload>(t(), 'admin/daily/upload', admin, { kind: 'image' }, [
      { name: 'cover.jpg', data: await picture(), type: 'image/jpeg' },
    ]);
    expect(pic.status, pic.body.msg).toBe(200);
    expect(pic.body.data.url).toMatch(/^\/uploads\//);
    const audio = await upload<AdminUpload>(t(), 'admin/daily/upload', admin, { kind: 'audio' }, [
      { name: 'a.mp3', data: AUDIO, type: 'audio/mpeg' },
    ]);
    expect(audio.body.data).toMatchObject({ kind: 'audio' });
    const wrong = await upload(t(), 'admin/daily/upload', admin, { kind: 'audio' }, [
      { name: 'a.jpg', data: await picture(), type: 'image/jpeg' },
    ]);
    expect(wrong.status).toBe(400);
    const none = await upload(t(), 'admin/daily/upload', admin, { kind: 'image' }, []);
    expect(none.status).toBe(400);
  });
});
