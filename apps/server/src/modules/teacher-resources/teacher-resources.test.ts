import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  MailSent,
  Paged,
  TeacherBook,
  TeacherBookResources,
  TeacherDownArea,
  TeacherPackage,
  TeacherResource,
} from '@jc/contract';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp, type TestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { LINK_BAD_MSG, LINK_EXPIRED_MSG, contentDisposition, parseRange } from './download.js';
import { MAIL_UNAVAILABLE_MSG } from './service.js';

/** A local SMTP server that keeps every mail it receives, parsed. */
const inbox: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push(mail);
        done();
      })
      .catch(done);
  },
});
await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
const smtpPort = (smtp.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((ok) => smtp.close(() => ok())));

const waitForMail = async (count: number) => {
  for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  expect(inbox.length).toBe(count);
  return inbox[count - 1] as ParsedMail;
};

/** Fetches a link (absolute, as the app answers it) through the app. */
const fetchLink = (t: () => TestApp, url: string, headers: Record<string, string> = {}) => {
  const u = new URL(url);
  return t().app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers });
};

describe.each(dialects)('teaching resources on %s', (dialect) => {
  const t = useTestApp({
    dialect,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: '教材社区 <resources@example.com>' },
  });
  const { get, post } = apiCalls(t);
  let teacher = '';
  let student = '';
  beforeAll(async () => {
    teacher = await t().login('teacher');
    student = await t().login('student');
  });
  const media = (path: string) => readFile(join(t().config.mediaDir, path.replace(/^\/media\//, '')));

  it('lists the edition areas with books that have resources, teachers only', async () => {
    const res = await get<TeacherDownArea[]>('teacher/getDownArea', {}, teacher);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), name: '部编版', bookCount: 12 },
      { id: expect.any(Number), name: '人教版', bookCount: 12 },
      { id: expect.any(Number), name: '人教PEP版', bookCount: 12 },
    ]);
    const refused = await get('teacher/getDownArea', {}, student);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(700);
    expectRefusal(await get('teacher/getDownArea'), 401);
  });

  it("lists an area's books with their resource counts and sizes, filtered", async () => {
    const areas = (await get<TeacherDownArea[]>('teacher/getDownArea', {}, teacher)).body.data;
    const bubian = areas.find((a) => a.name === '部编版') as TeacherDownArea;
    const res = await get<Paged<TeacherBook>>(
      'teacher/getDownListByArea',
      { areaId: String(bubian.id), pageSize: '50' },
      teacher,
    );
    expect(res.body.data.total).toBe(12);
    const b927 = res.body.data.list.find((b) => b.bookNo === '927') as TeacherBook;
    const rows = await t()
      .app.db.selectFrom('resources')
      .innerJoin('books', 'books.id', 'resources.book_id')
      .select('resources.size')
      .where('books.book_no', '=', '927')
      .execute();
    expect(b927).toMatchObject({
      areaName: '部编版',
      subjectName: '语文',
      gradeName: '一年级',
      cebieName: '上册',
      resourceCount: rows.length,
      totalSize: rows.reduce((n, r) => n + Number(r.size), 0),
    });
    const grade = await t()
      .app.db.selectFrom('dictionaries')
      .select('id')
      .where('dic_type', '=', 'grade')
      .where('name', '=', '二年级')
      .executeTakeFirstOrThrow();
    const filtered = await get<Paged<TeacherBook>>(
      'teacher/getDownListByArea',
      { areaId: String(bubian.id), gradeId: String(grade.id) },
      teacher,
    );
    expect(filtered.body.data.list.map((b) => b.gradeName)).toEqual(['二年级', '二年级']);
    expectRefusal(
      await get('teacher/getDownListByArea', { areaId: '99999' }, teacher),
      404,
      /没有找到该版本/,
    );
    expectRefusal(await get('teacher/getDownListByArea', {}, teacher), 400, /版本/);
  });

  it("answers a book's resources with 1-hour signed links that download the right bytes", async () => {
    const res = await get<TeacherBookResources>('teacher/getDownListByNo', { bookNo: '927' }, teacher);
    expect(res.status).toBe(200);
    expect(res.body.data.book.bookNo).toBe('927');
    const [pdf, mp3] = res.body.data.resources;
    expect(pdf).toMatchObject({ kind: 'pdf', category: 'kejian', favorite: true });
    expect(mp3).toMatchObject({ kind: 'mp3', category: 'ziliao', favorite: true });
    expect(res.body.data.resources[2]).toMatchObject({ category: 'daan', favorite: false });
    if (!pdf) throw new Error('no pdf');
    expect(pdf.url).toMatch(/^http:\/\/localhost(:\d+)?\/download\/r\d+\?e=\d+&s=[\w-]+$/);
    const e = Number(new URL(pdf.url).searchParams.get('e')) * 1000;
    expect(e - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(e - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const dl = await fetchLink(t, pdf.url);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(Number(dl.headers['content-length'])).toBe(pdf.size);
    expect(dl.headers['content-disposition']).toBe(contentDisposition(`${pdf.title}.pdf`));
    expect(dl.headers['access-control-allow-origin']).toBe('*');
    expect(dl.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(pdf.title)}.pdf`,
    );
    const path = (
      await t()
        .app.db.selectFrom('resources')
        .select('path')
        .where('id', '=', pdf.id)
        .executeTakeFirstOrThrow()
    ).path;
    expect(dl.rawPayload.equals(await media(path))).toBe(true);

    // A range: the first 100 bytes.
    const part = await fetchLink(t, pdf.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${pdf.size}`);
    expect(part.rawPayload.equals(dl.rawPayload.subarray(0, 100))).toBe(true);
    expect((await fetchLink(t, pdf.url, { range: `bytes=${pdf.size + 10}-` })).statusCode).toBe(416);

    const daan = await get<TeacherBookResources>(
      'teacher/getDownListByNo',
      { bookNo: '927', category: 'daan' },
      teacher,
    );
    expect(daan.body.data.resources.map((r) => r.category)).toEqual(['daan']);
    expectRefusal(await get('teacher/getDownListByNo', { bookNo: '999999' }, teacher), 404);
    expectRefusal(await get('teacher/getDownListByNo', { bookNo: 'a b' }, teacher), 400, /书号不正确/);
    expect((await get('teacher/getDownListByNo', { bookNo: '927' }, student)).body.code).toBe(700);
  });

  it('refuses altered, foreign and expired links with 403 and a Chinese message', async () => {
    const res = await get<TeacherBookResources>('teacher/getDownListByNo', { bookNo: '211' }, teacher);
    const url = new URL((res.body.data.resources[0] as { url: string }).url);
    const other = (res.body.data.resources[1] as { id: number }).id;
    const bad = async (path: string, msg: string) => {
      const r = await t().app.inject({ method: 'GET', url: path });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ code: 403, msg, data: null });
    };
    const e = url.searchParams.get('e') as string;
    const s = url.searchParams.get('s') as string;
    await bad(`/download/r${other}?e=${e}&s=${s}`, LINK_BAD_MSG);
    await bad(`${url.pathname}?e=${Number(e) + 3600}&s=${s}`, LINK_BAD_MSG);
    await bad(`${url.pathname}?e=${e}&s=${s.slice(1)}x`, LINK_BAD_MSG);
    await bad(`${url.pathname}?e=${e}`, LINK_BAD_MSG);
    await bad(`/download/x1?e=${e}&s=${s}`, LINK_BAD_MSG);
    // A link whose time has passed: signed correctly, expired.
    const { LinkSigner, resolveLinkSecret } = await import('./links.js');
    const secret = await resolveLinkSecret(t().app.db, null);
    const old = new LinkSigner(secret, 'http://localhost').link(
      { kind: 'resource', id: other },
      Date.now() - 1000,
    );
    await bad(new URL(old).pathname + new URL(old).search, LINK_EXPIRED_MSG);
    const page = await t().app.inject({
      method: 'GET',
      url: new URL(old).pathname + new URL(old).search,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(LINK_EXPIRED_MSG);
    // A signed link of a resource that does not exist: 404.
    const gone = new LinkSigner(secret, 'http://localhost').link(
      { kind: 'resource', id: 99999999 },
      Date.now() + 60_000,
    );
    const r = await t().app.inject({ method: 'GET', url: new URL(gone).pathname + new URL(gone).search });
    expect(r.statusCode).toBe(404);
  });

  it('lists whole packages with filters, and a package downloads as a zip of its resources', async () => {
    const all = await get<Paged<TeacherPackage>>('teacher/getDownList', { pageSize: '50' }, teacher);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(14);
    const years = all.body.data.list.map((p) => p.year);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    const first = all.body.data.list[0] as TeacherPackage;
    expect(first).toMatchObject({ gradeName: '一年级', cebieName: '上册', kind: 'zip', resourceCount: 8 });

    const byQuery = await get<Paged<TeacherPackage>>('teacher/getDownList', { query: '二年级' }, teacher);
    expect(byQuery.body.data.list.map((p) => p.gradeName)).toEqual(['二年级', '二年级']);
    const byYear = await get<Paged<TeacherPackage>>(
      'teacher/getDownList',
      { year: String(first.year - 1) },
      teacher,
    );
    expect(byYear.body.data.list.map((p) => p.title)).toEqual([
      `${first.year - 1}年 一年级上册 全科教学资源包`,
      `${first.year - 1}年 一年级下册 全科教学资源包`,
    ]);
    const byIds = await get<Paged<TeacherPackage>>(
      'teacher/getDownList',
      { gradeId: String(first.gradeId), cebieId: String(first.cebieId) },
      teacher,
    );
    expect(byIds.body.data.total).toBe(2);
    expectRefusal(await get('teacher/getDownList', { year: '20x' }, teacher), 400, /年份/);
    expect((await get('teacher/getDownList', {}, student)).body.code).toBe(700);

    // The zip: its size is the listed one, and it holds every resource's bytes.
    const zip = await fetchLink(t, first.url);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(Number(zip.headers['content-length'])).toBe(first.size);
    expect(zip.rawPayload.length).toBe(first.size);
    const entries = readZip(zip.rawPayload);
    expect(entries).toHaveLength(8);
    expect(entries[0]?.name).toMatch(/^语文 一年级上册\/语文 一年级上册 同步课件\.pdf$/);
    const paths = await t()
      .app.db.selectFrom('teacher_package_items as i')
      .innerJoin('resources', 'resources.id', 'i.resource_id')
      .select('resources.path')
      .where('i.package_id', '=', first.id)
      .orderBy('i.position')
      .execute();
    for (const [i, e] of entries.entries()) {
      expect(e.data.equals(await media((paths[i] as { path: string }).path))).toBe(true);
    }
    // Built once: the second download is the same file.
    const again = await fetchLink(t, first.url);
    expect(again.rawPayload.equals(zip.rawPayload)).toBe(true);
  });

  it('mails signed links of resources and packages that download through the app', async () => {
    const book = await get<TeacherBookResources>('teacher/getDownListByNo', { bookNo: '331' }, teacher);
    const pkgs = await get<Paged<TeacherPackage>>('teacher/getDownList', { query: '三年级' }, teacher);
    const [r1, r2] = book.body.data.resources as [TeacherResource, TeacherResource];
    const pkg = pkgs.body.data.list[0] as TeacherPackage;
    const before = inbox.length;
    const res = await post<MailSent>(
      'thirdpart/sendEmial',
      { email: 'wang.laoshi@example.com', resourceIds: `${r1.id},${r2.id}`, packageIds: String(pkg.id) },
      teacher,
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已发送到 wang.laoshi@example.com');
    expect(res.body.data).toMatchObject({ email: 'wang.laoshi@example.com', count: 3 });
    const mail = await waitForMail(before + 1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('wang.laoshi@example.com');
    expect(mail.from?.text).toContain('resources@example.com');
    expect(mail.subject).toBe('【教材社区】教学资源下载链接（3个）');
    expect(mail.text).toContain(r1.title);
    expect(mail.text).toContain('7 天内有效');
    const links = [...(mail.text ?? '').matchAll(/http\S+\/download\/\S+/g)].map((m) => m[0]);
    expect(links).toHaveLength(3);
    expect(mail.html).toContain(links[0]?.replace(/&/g, '&amp;'));
    // Valid for seven days.
    const e = Number(new URL(links[0] as string).searchParams.get('e')) * 1000;
    expect(e - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const d1 = await fetchLink(t, links[0] as string);
    expect(d1.statusCode).toBe(200);
    expect(d1.rawPayload.length).toBe(r1.size);
    const d2 = await fetchLink(t, links[1] as string);
    expect(d2.rawPayload.length).toBe(r2.size);
    const d3 = await fetchLink(t, links[2] as string);
    expect(d3.statusCode).toBe(200);
    expect(d3.rawPayload.length).toBe(pkg.size);
    expect(readZip(d3.rawPayload)).toHaveLength(pkg.resourceCount);
  });

  it('lets any user mail resources, but only teachers packages', async () => {
    const book = await get<TeacherBookResources>('teacher/getDownListByNo', { bookNo: '112' }, teacher);
    const r = book.body.data.resources[0] as { id: number };
    const before = inbox.length;
    const ok = await post<MailSent>(
      'thirdpart/sendEmial',
      { email: 'xm@example.com', resourceIds: String(r.id) },
      student,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.count).toBe(1);
    await waitForMail(before + 1);

    const pkg = (await get<Paged<TeacherPackage>>('teacher/getDownList', {}, teacher)).body.data
      .list[0] as TeacherPackage;
    const refused = await post(
      'thirdpart/sendEmial',
      { email: 'xm@example.com', packageIds: String(pkg.id) },
      student,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(700);
    expect(refused.body.msg).toBe('整套资源包仅限认证教师发送');
    expectRefusal(
      await post('thirdpart/sendEmial', { email: 'xm@example.com', resourceIds: String(r.id) }),
      401,
    );
    expect(inbox.length).toBe(before + 1);
  });

  it('refuses bad mail input, nothing selected and unknown ids, sending nothing', async () => {
    const before = inbox.length;
    const send = (form: Record<string, string>) => post('thirdpart/sendEmial', form, teacher);
    expectRefusal(await send({ email: 'not-a-mail', resourceIds: '1' }), 400, /邮箱地址格式不正确/);
    expectRefusal(await send({ resourceIds: '1' }), 400, /邮箱/);
    expectRefusal(await send({ email: 'a@example.com' }), 400, /请选择要发送的资源/);
    expectRefusal(await send({ email: 'a@example.com', resourceIds: '' }), 400, /请选择要发送的资源/);
    expectRefusal(await send({ email: 'a@example.com', resourceIds: '1,x' }), 400, /资源不正确/);
    expectRefusal(await send({ email: 'a@example.com', resourceIds: '99999999' }), 404, /没有找到该资源/);
    expectRefusal(await send({ email: 'a@example.com', packageIds: '99999999' }), 404, /没有找到该资源包/);
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.length).toBe(before);
  });
});

describe('teaching resources without a mail server (sqlite)', () => {
  const t = useTestApp({
    dialect: 'sqlite',
    env: {
      DOWNLOAD_LINK_SECRET: 'a-configured-secret-of-32-chars!',
      PUBLIC_BASE_URL: 'https://jc.example.com/',
    },
  });
  const { get, post } = apiCalls(t);

  it('answers 503 with a Chinese message when SMTP_URL is unset', async () => {
    const token = await t().login('teacher');
    expectRefusal(
      await post('thirdpart/sendEmial', { email: 'a@example.com', resourceIds: '1' }, token),
      503,
      new RegExp(MAIL_UNAVAILABLE_MSG),
    );
  });

  it('signs with the configured secret and points links to PUBLIC_BASE_URL', async () => {
    const token = await t().login('teacher');
    const res = await get<TeacherBookResources>('teacher/getDownListByNo', { bookNo: '927' }, token);
    const url = (res.body.data.resources[0] as { url: string }).url;
    expect(url).toMatch(/^https:\/\/jc\.example\.com\/download\/r\d+\?/);
    const setting = await t()
      .app.db.selectFrom('settings')
      .select('key')
      .where('key', '=', 'teacher-resources.link-secret')
      .executeTakeFirst();
    expect(setting).toBeUndefined();
    expect((await fetchLink(t, url)).statusCode).toBe(200);
  });
});

describe('download helpers', () => {
  it('parses one byte range', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('bad');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });
  it('names the file in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('unit "1".zip')).toBe(
      `attachment; filename="unit _1_.zip"; filename*=UTF-8''unit%20%221%22.zip`,
    );
    expect(contentDisposition('语文 课件(1).pdf')).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''%E8%AF%AD%E6%96%87%20%E8%AF%BE%E4%BB%B6%281%29.pdf`,
    );
  });
});

/** Reads a stored-entries ZIP through its central directory, checking each entry's CRC. */
function readZip(buf: Buffer): { name: string; data: Buffer }[] {
  const end = buf.length - 22;
  expect(buf.readUInt32LE(end)).toBe(0x06054b50);
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const flags = buf.readUInt16LE(p + 8);
    expect(flags & 0x0800).toBe(0x0800);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const localName = buf.readUInt16LE(offset + 26);
    const start = offset + 30 + localName;
    const data = buf.subarray(start, start + size);
    expect(bitwiseCrc32(data), name).toBe(buf.readUInt32LE(p + 16));
    out.push({ name, data });
    p += 46 + nameLen;
  }
  return out;
}

/** CRC-32 bit by bit (not the writer's table), to check the archive independently. */
function bitwiseCrc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
