import * as groups from '@jc/contract';
import {
  Code,
  type AnyEndpoint,
  type IntegralClaim,
  type Paged,
  type TeacherApplication,
  type TeacherApplyInfo,
  type UploadedFile,
  type YangshuBook,
  type YangshuRequest,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { makeShopUsers, type ShopUser } from '../modules/shop/shop.fixtures.js';
import { formatDate } from '../shared/time.js';
import { apiCalls, useDictionaryIds } from './api.js';
import { dialects, useTestApp } from './app.js';
import { expectNothingOf, freshPicture, uploadCall } from './access-matrix.fixtures.js';

/** Every teacher and staff call of the contract, once. */
const calls = [
  ...new Map(
    Object.entries(groups)
      .filter(([name, v]) => name.endsWith('Endpoints') && typeof v === 'object' && v !== null)
      .flatMap(([, g]) => Object.values(g as Record<string, AnyEndpoint>))
      .filter((e) => e.auth === 'teacher' || e.auth === 'staff')
      .map((e) => [`${e.method} ${e.path}`, e]),
  ).values(),
];

/**
 * The access matrix (access-matrix.fixtures.ts) for teachers: teacher and staff calls by role;
 * certification proofs, claim proofs and sample-book requests.
 */
describe.each(dialects)('access matrix: teachers on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const dic = useDictionaryIds(t);
  const db = () => t().app.db;
  const up = uploadCall(t);
  /** Pupils made certified teachers (the role is read per request), with an address each. */
  const makeTeachers = async (n: number): Promise<ShopUser[]> => {
    const users = await makeShopUsers(db(), n);
    const ids = users.map((u) => u.id);
    await db().updateTable('users').set({ is_teacher: 1 }).where('id', 'in', ids).execute();
    return users;
  };

  it('refuses teacher and staff calls to the roles without them', async () => {
    expect(calls.length).toBeGreaterThan(50);
    const tokens = {
      student: await t().login('student'),
      teacher: await t().login('teacher'),
      staff: await t().login('staff'),
    };
    for (const e of calls) {
      const url = `/api/${e.path.replace(/\{[^}]+\}/g, '1')}`;
      const refused = e.auth === 'teacher' ? ['student', 'staff'] : ['student', 'teacher'];
      for (const who of refused) {
        const r = await t().call(e.method, url, { token: tokens[who as keyof typeof tokens], form: {} });
        expect(r.status, `${e.method} ${e.path} as ${who}`).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      const anon = await t().call(e.method, url, { form: {} });
      expect(anon.status, e.path).toBe(401);
      expect(anon.body.code).toBe(Code.noToken);
    }
  });

  it('never uses another user’s certification proofs or a teacher’s claim proofs', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const form = {
      realName: '矩阵老师',
      areaCode: '110108',
      schoolName: '矩阵测试第一小学',
      subjectIds: String(dic['语文']),
      gradeIds: String(dic['三年级']),
      phone: '13912345678',
    };
    const applied = await up<TeacherApplication>('teacher/saveApplyInfoAndFile', owner.token, form, [
      await freshPicture(),
    ]);
    expect(applied.status).toBe(200);
    const proof = applied.body.data.proofs[0];
    if (!proof) throw new Error('no proof');
    const secrets = [form.realName, form.schoolName, proof.url, owner.account];
    expectNothingOf(
      await up(
        'teacher/saveApplyInfoAndFile',
        other.token,
        { ...form, realName: '别人', schoolName: '别的小学', proofIds: String(proof.id) },
        [await freshPicture()],
      ),
      'an application’s proof',
      400,
      secrets,
    );
    const info = await get<TeacherApplyInfo>('teacher/getApplyInfo', undefined, other.token);
    expect(info.body.data.application).toBeNull();
    expect(JSON.stringify(info.body)).not.toContain(form.schoolName);
    const mine = await get<TeacherApplyInfo>('teacher/getApplyInfo', undefined, owner.token);
    expect(mine.body.data.application).toMatchObject({ realName: form.realName, status: 'pending' });
    expect(mine.body.data.application?.proofs.map((p) => p.id)).toEqual([proof.id]);

    const [teacher, rival] = await makeTeachers(2);
    if (!teacher || !rival) throw new Error('no teachers');
    const today = formatDate(Date.now());
    const used = await up<UploadedFile>('teacher/fileUpload/integral', teacher.token, {}, [
      await freshPicture(),
    ]);
    const spare = await up<UploadedFile>('teacher/fileUpload/integral', teacher.token, {}, [
      await freshPicture(),
    ]);
    const className = '矩阵测试三年级一班';
    const claim = await post<IntegralClaim>(
      'teacher/integralCommit',
      { className, classDate: today, fileIds: String(used.body.data.id) },
      teacher.token,
    );
    expect(claim.status).toBe(200);
    for (const [what, file] of [
      ['a claim’s proof', used],
      ['a teacher’s unused proof', spare],
    ] as const)
      expectNothingOf(
        await post(
          'teacher/integralCommit',
          { className: '别的班', classDate: today, fileIds: String(file.body.data.id) },
          rival.token,
        ),
        what,
        400,
        [className, file.body.data.url, teacher.account],
      );
    const theirs = await get<Paged<IntegralClaim>>('teacher/getIntegralList', {}, rival.token);
    expect(theirs.body.data.total).toBe(0);
    const claims = await get<Paged<IntegralClaim>>('teacher/getIntegralList', {}, teacher.token);
    expect(
      claims.body.data.list.map((c) => [c.id, c.className, c.status, c.proofs.map((p) => p.id)]),
    ).toEqual([[claim.body.data.id, className, 'pending', [used.body.data.id]]]);
  });

  it('never shows or confirms another teacher’s sample-book request, nor ships to another’s address', async () => {
    const [owner, other] = await makeTeachers(2);
    if (!owner || !other) throw new Error('no teachers');
    const offers = await get<Paged<YangshuBook>>('yangshu/getYangshuList', {}, owner.token);
    const book = offers.body.data.list[0];
    if (!book) throw new Error('no offers');
    const note = '矩阵测试：请周五前送到';
    const made = await post<YangshuRequest>(
      'yangshu/commitYangshu',
      { items: `${book.id}:1`, addressId: String(owner.addressId), note },
      owner.token,
    );
    expect(made.status).toBe(200);
    const id = String(made.body.data.id);
    const admin = await t().login('admin');
    expect((await post('admin/teacher/approveYangshu', { id }, admin)).status).toBe(200);
    const waybillNo = 'SF20261128001';
    expect(
      (await post('admin/teacher/shipYangshu', { id, expressCompany: '顺丰速运', waybillNo }, admin)).status,
    ).toBe(200);
    const photo = await up<UploadedFile>('yangshu/fileUpload/receipt', other.token, {}, [
      await freshPicture(),
    ]);
    const secrets = [note, waybillNo, owner.account];
    expectNothingOf(await get('yangshu/getHistoryInfo', { id }, other.token), 'a request', 404, secrets);
    expectNothingOf(
      await post('yangshu/confirmReceipt', { id, fileIds: String(photo.body.data.id) }, other.token),
      'a request confirmed',
      404,
      secrets,
    );
    expectNothingOf(
      await post(
        'yangshu/commitYangshu',
        { items: `${book.id}:1`, addressId: String(owner.addressId) },
        other.token,
      ),
      'a request to another’s address',
      404,
      secrets,
    );
    const mine = await get<YangshuRequest>('yangshu/getHistoryInfo', { id }, owner.token);
    expect(mine.body.data).toMatchObject({ status: 'shipped', note, waybillNo, receiptPictures: [] });
    const theirs = await get<Paged<YangshuRequest>>('yangshu/getHistoryList', {}, other.token);
    expect(theirs.body.data.total).toBe(0);
  });
});
