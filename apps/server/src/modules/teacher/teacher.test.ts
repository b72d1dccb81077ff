import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Code,
  type AdminIntegralClaim,
  type AdminTeacherApplication,
  type IntegralClaim,
  type Paged,
  type TeacherApplication,
  type TeacherApplyInfo,
  type TeacherKefu,
  type UploadedFile,
  type UserInfo,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls, useDictionaryIds } from '../../test/api.js';
import { checkUserLedger, ledgerOf } from '../../test/points.js';
import { failingWrites, storedUploads } from '../../test/uploads.js';
import { picture, upload, type FilePartSeed } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { formatDate } from '../../shared/time.js';
import { APPLICATION_SEED, CLAIM_SEED } from './seed.js';

let colour = 0;
/** A picture of its own each time (a new colour), so no two are the same proof. */
const freshPicture = async (): Promise<FilePartSeed> => {
  colour += 1;
  const hex = `#${(colour * 2654435761).toString(16).padStart(6, '0').slice(-6)}`;
  return { name: `p${colour}.jpg`, data: await picture(hex), type: 'image/jpeg' };
};

describe.each(dialects)('teacher entrance on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const dic = useDictionaryIds(t);
  const form = () => ({
    realName: '张晓燕',
    areaCode: '110108',
    schoolName: '中关村第一小学',
    subjectIds: `${dic['语文']},${dic['数学']}`,
    gradeIds: String(dic['三年级']),
    phone: '13912345678',
  });
  const applyAs = (token: string, fields: Record<string, string>, files: FilePartSeed[]) =>
    upload<TeacherApplication>(t(), 'teacher/saveApplyInfoAndFile', token, fields, files);
  const info = async (token: string) =>
    (await get<TeacherApplyInfo>('teacher/getApplyInfo', undefined, token)).body.data;
  const decideApply = (admin: string, id: number, decision: string, reason?: string) =>
    post<AdminTeacherApplication>(
      'admin/teacher/decideApply',
      { id: String(id), decision, ...(reason ? { reason } : {}) },
      admin,
    );
  /** A fresh pupil made a certified teacher through the API. */
  const makeTeacher = async () => {
    const u = await makeShopUser(db());
    const applied = await applyAs(u.token, form(), [await freshPicture()]);
    expect(applied.status).toBe(200);
    const admin = await t().login('admin');
    expect((await decideApply(admin, applied.body.data.id, 'approve')).status).toBe(200);
    return u;
  };
  const uploadProof = async (token: string, file?: FilePartSeed) =>
    upload<UploadedFile>(t(), 'teacher/fileUpload/integral', token, {}, [file ?? (await freshPicture())]);

  describe('the demo seed', () => {
    it('has the certified teacher, a pending and a rejected applicant, with real proof pictures', async () => {
      const teacher = await info(await t().login('teacher'));
      expect(teacher.isTeacher).toBe(true);
      expect(teacher.application).toMatchObject({
        status: 'approved',
        statusText: '已认证',
        areaName: '北京市 市辖区 海淀区',
        subjectNames: ['语文'],
        gradeNames: ['三年级', '四年级'],
      });
      expect(teacher.application?.proofs).toHaveLength(2);
      const served = await t().app.inject({ method: 'GET', url: teacher.application?.proofs[0]?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');

      const wang = await info(await t().login('wanglaoshi'));
      expect(wang).toMatchObject({ isTeacher: false, application: { status: 'pending', realName: '王芳' } });
      const li = await info(await t().login('lilaoshi'));
      expect(li.isTeacher).toBe(false);
      expect(li.application).toMatchObject({ status: 'rejected', statusText: '未通过' });
      expect(li.application?.rejectReason).toMatch(/清晰/);

      const admin = await t().login('admin');
      const all = await get<Paged<AdminTeacherApplication>>('admin/teacher/getApplyList', {}, admin);
      expect(all.body.data.total).toBe(APPLICATION_SEED.length);
      expect(new Set(all.body.data.list.map((a) => a.account))).toEqual(
        new Set(['teacher', 'wanglaoshi', 'lilaoshi']),
      );
    });

    it('has the teacher’s claims in every status, the approved ones in the ledger', async () => {
      const token = await t().login('teacher');
      const claims = await get<Paged<IntegralClaim>>('teacher/getIntegralList', { pageSize: '20' }, token);
      expect(claims.body.data.total).toBe(CLAIM_SEED.length);
      expect(new Set(claims.body.data.list.map((c) => c.status))).toEqual(
        new Set(['pending', 'approved', 'rejected']),
      );
      for (const c of claims.body.data.list) expect(c.proofs.length).toBeGreaterThan(0);
      const rejected = claims.body.data.list.find((c) => c.status === 'rejected');
      expect(rejected?.rejectReason).not.toBe('');
      const teacherId = (
        await db().selectFrom('users').select('id').where('account', '=', 'teacher').executeTakeFirstOrThrow()
      ).id;
      const ledger = await ledgerOf(db(), teacherId);
      const approved = claims.body.data.list.filter((c) => c.status === 'approved');
      for (const c of approved)
        expect(ledger).toContainEqual(
          expect.objectContaining({ reason: 'teacher_upload', ref: `claim:${c.id}`, delta: c.points }),
        );
      await checkUserLedger(db(), teacherId);
    });

    it('answers the teachers’ desk to anyone', async () => {
      const res = await get<TeacherKefu>('teacher/getTeacherKefu');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        type: 'kefu_js',
        title: '教师服务',
        qrPath: '/media/kefu/kefu-js.png',
      });
      const png = await t().app.inject({ method: 'GET', url: res.body.data.qrPath });
      expect(png.statusCode).toBe(200);
    });
  });

  describe('certification', () => {
    it('applies with a proof, waits, is approved, and is a teacher at the next call', async () => {
      const u = await makeShopUser(db());
      expect(await info(u.token)).toEqual({ isTeacher: false, application: null });
      const applied = await applyAs(u.token, { ...form(), realName: ' 张晓燕 ' }, [await freshPicture()]);
      expect(applied.status).toBe(200);
      expect(applied.body.msg).toBe('提交成功，请等待审核');
      expect(applied.body.data).toMatchObject({
        realName: '张晓燕',
        areaCode: '110108',
        areaName: '北京市 市辖区 海淀区',
        schoolName: '中关村第一小学',
        subjectNames: ['语文', '数学'],
        gradeNames: ['三年级'],
        phone: '13912345678',
        status: 'pending',
        statusText: '审核中',
        rejectReason: '',
        decidedAt: '',
      });
      expect(applied.body.data.proofs[0]?.url).toMatch(/^\/uploads\/image\/.+\.jpg$/);
      expect((await info(u.token)).application?.id).toBe(applied.body.data.id);

      // One open application at a time.
      expectRefusal(await applyAs(u.token, form(), [await freshPicture()]), 409, /正在审核中/);
      // Teacher calls are still refused.
      const refused = await get('teacher/getIntegralList', undefined, u.token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(Code.forbiddenRole);

      const admin = await t().login('admin');
      const pending = await get<Paged<AdminTeacherApplication>>(
        'admin/teacher/getApplyList',
        { status: 'pending', pageSize: '100' },
        admin,
      );
      expect(pending.body.data.list.every((a) => a.status === 'pending')).toBe(true);
      expect(pending.body.data.list[0]).toMatchObject({
        id: applied.body.data.id,
        userId: u.id,
        account: u.account,
      });
      const decided = await decideApply(admin, applied.body.data.id, 'approve');
      expect(decided.body.msg).toBe('已通过认证');
      expect(decided.body.data).toMatchObject({
        status: 'approved',
        decidedAt: expect.stringMatching(/^\d{4}-/),
      });

      expect((await info(u.token)).isTeacher).toBe(true);
      const me = await get<UserInfo>('myInfo/getMyInfo', undefined, u.token);
      expect(me.body.data.roles).toContain('teacher');
      expect((await get('teacher/getIntegralList', undefined, u.token)).status).toBe(200);
      expectRefusal(await applyAs(u.token, form(), [await freshPicture()]), 409, /已是认证教师/);
      expectRefusal(await decideApply(admin, applied.body.data.id, 'reject', '重复审核'), 409, /已审核/);
    });

    it('is rejected with a reason, then applies again keeping a proof', async () => {
      const u = await makeShopUser(db());
      const first = (await applyAs(u.token, form(), [await freshPicture(), await freshPicture()])).body.data;
      const admin = await t().login('admin');
      expectRefusal(await decideApply(admin, first.id, 'reject'), 400, /^请填写驳回原因$/);
      const rejected = await decideApply(admin, first.id, 'reject', '证明图片不清晰');
      expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '证明图片不清晰' });
      expect((await info(u.token)).application).toMatchObject({
        status: 'rejected',
        rejectReason: '证明图片不清晰',
      });

      const keep = first.proofs[1]?.id ?? 0;
      const again = await applyAs(
        u.token,
        { ...form(), schoolName: '中关村第二小学', proofIds: String(keep) },
        [await freshPicture()],
      );
      expect(again.status).toBe(200);
      expect(again.body.data.proofs.map((p) => p.id)[0]).toBe(keep);
      expect(again.body.data.proofs).toHaveLength(2);
      expect(again.body.data).toMatchObject({ status: 'pending', schoolName: '中关村第二小学' });
      // The old application keeps its pictures.
      const old = await get<Paged<AdminTeacherApplication>>(
        'admin/teacher/getApplyList',
        { pageSize: '100' },
        admin,
      );
      expect(old.body.data.list.find((a) => a.id === first.id)?.proofs).toHaveLength(2);
    });

    it('refuses bad input and others’ proofs, writing nothing', async () => {
      const u = await makeShopUser(db());
      const other = await makeShopUser(db());
      const othersApp = (await applyAs(other.token, form(), [await freshPicture()])).body.data;
      const pic = await freshPicture();
      const cases: [Record<string, string>, FilePartSeed[], number, RegExp][] = [
        [{ ...form(), phone: '12345' }, [pic], 400, /手机号/],
        [{ ...form(), realName: '张' }, [pic], 400, /^真实姓名至少2个字$/],
        [{ ...form(), areaCode: '1101' }, [pic], 400, /^学校所在地区须选到区县$/],
        [{ ...form(), areaCode: '999999' }, [pic], 400, /^学校所在地区不存在/],
        [{ ...form(), schoolName: '' }, [pic], 400, /学校名称/],
        [{ ...form(), subjectIds: '' }, [pic], 400, /^请选择任教学科$/],
        [{ ...form(), subjectIds: String(dic['三年级']) }, [pic], 400, /^任教学科不正确$/],
        [{ ...form(), gradeIds: 'x' }, [pic], 400, /^任教年级不正确$/],
        [form(), [], 400, /^请上传1至3张证明图片$/],
        [form(), [pic, pic, pic, pic], 400, /^一次最多上传3个证明图片$/],
        [{ ...form(), proofIds: String(othersApp.proofs[0]?.id) }, [pic], 400, /^证明图片不存在/],
        [
          form(),
          [{ name: 'a.jpg', data: Buffer.from('%PDF-1.4 not a picture'), type: 'image/jpeg' }],
          400,
          /^文件类型不支持/,
        ],
      ];
      for (const [fields, files, status, msg] of cases)
        expectRefusal(await applyAs(u.token, fields, files), status, msg);
      expect(
        await db().selectFrom('teacher_applications').select('id').where('user_id', '=', u.id).execute(),
      ).toEqual([]);
      expect(await db().selectFrom('uploads').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
      expectRefusal(await upload(t(), 'teacher/saveApplyInfoAndFile', undefined, form(), [pic]), 401);
      expectRefusal(await get('teacher/getApplyInfo'), 401);
    });

    it('writes the application in its proofs’ upload transaction: a refused write leaves no upload and no file', async () => {
      const u = await makeShopUser(db());
      const before = await storedUploads(t());
      // The proof rows fail after the application's row: everything rolls back, no clean-up needed.
      const refused = await failingWrites(t(), { insert: 'teacher_application_proofs' }, async () =>
        applyAs(u.token, form(), [await freshPicture(), await freshPicture()]),
      );
      expectRefusal(refused, 500);
      expect(
        await db().selectFrom('teacher_applications').select('id').where('user_id', '=', u.id).execute(),
      ).toEqual([]);
      expect(await storedUploads(t())).toEqual(before);

      const applied = await applyAs(u.token, form(), [await freshPicture(), await freshPicture()]);
      expect(applied.status).toBe(200);
      expect(applied.body.data.proofs).toHaveLength(2);
      const after = await storedUploads(t());
      expect(after.rows).toHaveLength(before.rows.length + 2);
      expect(after.files).toHaveLength(before.files.length + 4);
    });

    it('keeps one open application when two applies race', async () => {
      const u = await makeShopUser(db());
      const [a, b] = await Promise.all([
        applyAs(u.token, form(), [await freshPicture()]),
        applyAs(u.token, form(), [await freshPicture()]),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const rows = await db()
        .selectFrom('teacher_applications')
        .select('id')
        .where('user_id', '=', u.id)
        .execute();
      expect(rows).toHaveLength(1);
      // The loser's picture was removed again.
      expect(
        await db().selectFrom('uploads').select('id').where('user_id', '=', u.id).execute(),
      ).toHaveLength(1);
    });

    it('forgets a cancelled account’s applications and their pictures', async () => {
      const u = await makeShopUser(db());
      const applied = (await applyAs(u.token, form(), [await freshPicture()])).body.data;
      const res = await post('permission/Users/userZhuXiao', { pwd: 'demo123456' }, u.token);
      expect(res.status).toBe(200);
      expect(
        await db().selectFrom('teacher_applications').select('id').where('id', '=', applied.id).execute(),
      ).toEqual([]);
      expect(await db().selectFrom('uploads').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    });

    it('keeps operator calls to admins, and refuses unknown ids', async () => {
      const student = await t().login('student');
      for (const res of [
        await get('admin/teacher/getApplyList', undefined, student),
        await post('admin/teacher/decideApply', { id: '1', decision: 'approve' }, student),
        await get('admin/teacher/getIntegralList', undefined, student),
        await post('admin/teacher/decideIntegral', { id: '1', decision: 'approve' }, student),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(Code.forbiddenRole);
      }
      const admin = await t().login('admin');
      expectRefusal(await decideApply(admin, 99999999, 'approve'), 404, /^申请不存在$/);
      expectRefusal(await decideApply(admin, 1, 'maybe'), 400, /^审核结果须为 approve 或 reject$/);
      expectRefusal(await get('admin/teacher/getApplyList', { status: 'open' }, admin), 400, /^状态不正确$/);
    });
  });

  describe('points claims', () => {
    it('uploads proofs, claims, lists; the operator approves and the points reach the ledger', async () => {
      const u = await makeTeacher();
      const a = await uploadProof(u.token);
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
      const b = await uploadProof(u.token);
      const today = formatDate(Date.now());
      const claim = await post<IntegralClaim>(
        'teacher/integralCommit',
        {
          className: '三年级一班',
          classDate: today,
          note: '课堂跟读',
          fileIds: `${a.body.data.id},${b.body.data.id}`,
        },
        u.token,
      );
      expect(claim.status).toBe(200);
      expect(claim.body.data).toMatchObject({
        className: '三年级一班',
        classDate: today,
        note: '课堂跟读',
        status: 'pending',
        statusText: '审核中',
        points: 0,
      });
      expect(claim.body.data.proofs.map((p) => p.id)).toEqual([a.body.data.id, b.body.data.id]);
      const mine = await get<Paged<IntegralClaim>>('teacher/getIntegralList', undefined, u.token);
      expect(mine.body.data.list.map((c) => c.id)).toEqual([claim.body.data.id]);
      // A used upload cannot go into a second claim.
      expectRefusal(
        await post(
          'teacher/integralCommit',
          { className: '一班', classDate: today, fileIds: String(a.body.data.id) },
          u.token,
        ),
        400,
        /^证明图片不存在或已使用/,
      );

      const admin = await t().login('admin');
      const listed = await get<Paged<AdminIntegralClaim>>(
        'admin/teacher/getIntegralList',
        { status: 'pending', pageSize: '100' },
        admin,
      );
      expect(listed.body.data.list[0]).toMatchObject({
        id: claim.body.data.id,
        userId: u.id,
        account: u.account,
      });
      const approved = await post<AdminIntegralClaim>(
        'admin/teacher/decideIntegral',
        { id: String(claim.body.data.id), decision: 'approve', points: '120' },
        admin,
      );
      expect(approved.body.msg).toBe('积分已发放');
      expect(approved.body.data).toMatchObject({ status: 'approved', statusText: '已发放', points: 120 });
      expect(await ledgerOf(db(), u.id)).toContainEqual(
        expect.objectContaining({ delta: 120, reason: 'teacher_upload', ref: `claim:${claim.body.data.id}` }),
      );
      await checkUserLedger(db(), u.id);
      expectRefusal(
        await post(
          'admin/teacher/decideIntegral',
          { id: String(claim.body.data.id), decision: 'approve' },
          admin,
        ),
        409,
        /已审核/,
      );
      expect((await ledgerOf(db(), u.id)).filter((r) => r.reason === 'teacher_upload')).toHaveLength(1);
    });

    it('refuses the same picture twice until its claim is rejected', async () => {
      const u = await makeTeacher();
      const other = await makeTeacher();
      const pic = await freshPicture();
      const today = formatDate(Date.now());
      const first = await uploadProof(u.token, pic);
      const claim = await post<IntegralClaim>(
        'teacher/integralCommit',
        { className: '二班', classDate: today, fileIds: String(first.body.data.id) },
        u.token,
      );
      expect(claim.status).toBe(200);
      // Another teacher, the same picture: refused, the upload stays pending for another claim.
      const copy = await uploadProof(other.token, pic);
      expectRefusal(
        await post(
          'teacher/integralCommit',
          { className: '三班', classDate: today, fileIds: String(copy.body.data.id) },
          other.token,
        ),
        409,
        /^证明图片已在其他积分申请中使用/,
      );
      // Twice in one claim.
      const twin = await uploadProof(other.token, pic);
      expectRefusal(
        await post(
          'teacher/integralCommit',
          { className: '三班', classDate: today, fileIds: `${copy.body.data.id},${twin.body.data.id}` },
          other.token,
        ),
        409,
        /不能重复上传/,
      );
      const admin = await t().login('admin');
      expectRefusal(
        await post(
          'admin/teacher/decideIntegral',
          { id: String(claim.body.data.id), decision: 'reject' },
          admin,
        ),
        400,
        /^请填写驳回原因$/,
      );
      const rejected = await post<AdminIntegralClaim>(
        'admin/teacher/decideIntegral',
        { id: String(claim.body.data.id), decision: 'reject', reason: '照片与课堂无关' },
        admin,
      );
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejectReason: '照片与课堂无关',
        points: 0,
      });
      expect((await ledgerOf(db(), u.id)).filter((r) => r.reason === 'teacher_upload')).toEqual([]);
      const now = await post<IntegralClaim>(
        'teacher/integralCommit',
        { className: '三班', classDate: today, fileIds: String(copy.body.data.id) },
        other.token,
      );
      expect(now.status).toBe(200);
    });

    it('lets only one of two racing claims have the same picture', async () => {
      const [u, other] = [await makeTeacher(), await makeTeacher()];
      const pic = await freshPicture();
      const today = formatDate(Date.now());
      const [x, y] = [await uploadProof(u.token, pic), await uploadProof(other.token, pic)];
      const results = await Promise.all([
        post(
          'teacher/integralCommit',
          { className: '一班', classDate: today, fileIds: String(x.body.data.id) },
          u.token,
        ),
        post(
          'teacher/integralCommit',
          { className: '二班', classDate: today, fileIds: String(y.body.data.id) },
          other.token,
        ),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const claims = await db()
        .selectFrom('teacher_claims')
        .select('id')
        .where('user_id', 'in', [u.id, other.id])
        .execute();
      expect(claims).toHaveLength(1);
    });

    it('refuses non-teachers, bad input and others’ uploads, writing nothing', async () => {
      const pupil = await makeShopUser(db());
      for (const res of [
        await uploadProof(pupil.token),
        await post(
          'teacher/integralCommit',
          { className: '一班', classDate: '2026-01-01', fileIds: '1' },
          pupil.token,
        ),
        await get('teacher/getIntegralList', undefined, pupil.token),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(Code.forbiddenRole);
      }
      expectRefusal(await uploadProof(undefined as unknown as string), 401);
      expect(await db().selectFrom('uploads').select('id').where('user_id', '=', pupil.id).execute()).toEqual(
        [],
      );

      const u = await makeTeacher();
      const other = await makeTeacher();
      const others = await uploadProof(other.token);
      const mine = await uploadProof(u.token);
      expectRefusal(
        await upload(t(), 'teacher/fileUpload/avatar', u.token, {}, [await freshPicture()]),
        400,
        /^上传用途须为 integral$/,
      );
      expectRefusal(
        await upload(t(), 'teacher/fileUpload/integral', u.token, {}, []),
        400,
        /^请选择要上传的图片$/,
      );
      expectRefusal(
        await upload(t(), 'teacher/fileUpload/integral', u.token, {}, [
          { name: 'x.jpg', data: Buffer.from('<html>no</html>'), type: 'image/jpeg' },
        ]),
        400,
        /^文件类型不支持/,
      );
      const today = formatDate(Date.now());
      const ok = { className: '一班', classDate: today, fileIds: String(mine.body.data.id) };
      const cases: [Record<string, string>, RegExp][] = [
        [{ ...ok, fileIds: '' }, /^请上传证明图片$/],
        [{ className: '一班', classDate: today }, /^请选择证明图片$/],
        [{ ...ok, className: '' }, /^请填写班级$/],
        [{ ...ok, classDate: '2026/01/01' }, /^上课日期须为YYYY-MM-DD$/],
        [{ ...ok, classDate: '2026-02-30' }, /^上课日期不正确$/],
        [{ ...ok, classDate: formatDate(Date.now() + 2 * 86_400_000) }, /^上课日期不能晚于今天$/],
        [{ ...ok, classDate: '2020-01-01' }, /^上课日期不能早于一年前$/],
        [{ ...ok, note: '很'.repeat(141) }, /^说明不能超过140个字$/],
        [{ ...ok, fileIds: String(others.body.data.id) }, /^证明图片不存在或已使用/],
        [{ ...ok, fileIds: '99999999' }, /^证明图片不存在或已使用/],
      ];
      for (const [fields, msg] of cases)
        expectRefusal(await post('teacher/integralCommit', fields, u.token), 400, msg);
      expect(
        await db().selectFrom('teacher_claims').select('id').where('user_id', '=', u.id).execute(),
      ).toEqual([]);
      const admin = await t().login('admin');
      expectRefusal(
        await post('admin/teacher/decideIntegral', { id: '99999999', decision: 'approve' }, admin),
        404,
        /^积分申请不存在$/,
      );
      expectRefusal(
        await post('admin/teacher/decideIntegral', { id: '1', decision: 'approve', points: '501' }, admin),
        400,
        /^积分不能超过500$/,
      );
    });

    it('sweeps proofs left without a claim after a day', async () => {
      const u = await makeTeacher();
      const up = await uploadProof(u.token);
      const { sweepPendingProofs, PENDING_PROOF_TTL_MS } = await import('./claims.js');
      const { localFileStore } = await import('../uploads/index.js');
      const store = localFileStore(t().config.uploadsDir);
      expect(await sweepPendingProofs(db(), store)).toBe(0);
      await sweepPendingProofs(db(), store, Date.now() + PENDING_PROOF_TTL_MS + 1000);
      expect(
        await db().selectFrom('uploads').select('id').where('id', '=', up.body.data.id).execute(),
      ).toEqual([]);
      const seedMedia = await readFile(join(t().config.mediaDir, 'teacher', 'class-yuwen.jpg')).catch(
        () => null,
      );
      expect(seedMedia).not.toBeNull();
    });
  });
});
