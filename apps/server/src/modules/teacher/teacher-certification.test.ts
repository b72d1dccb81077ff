import {
  Code,
  type AdminTeacherApplication,
  type IntegralClaim,
  type Paged,
  type TeacherKefu,
  type UserInfo,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { checkUserLedger, ledgerOf } from '../../test/points.js';
import { failingWrites, storedUploads } from '../../test/uploads.js';
import { upload, type FilePartSeed } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { APPLICATION_SEED, CLAIM_SEED } from './seed.js';
import { freshPicture, teacherCalls } from './teacher.fixtures.js';

/** The teacher entrance: the demo seed and certification (applying, deciding, refusals, forgetting). */
describe.each(dialects)('teacher certification on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { dic, form, applyAs, info, decideApply } = teacherCalls(t);

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
});
