import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, type AdminIntegralClaim, type IntegralClaim, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { checkUserLedger, ledgerOf } from '../../test/points.js';
import { upload } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { formatDate } from '../../shared/time.js';
import { freshPicture, teacherCalls } from './teacher.fixtures.js';

/** Teachers' points claims: proofs, claims, the operator's decision through the ledger, refusals, the sweep. */
describe.each(dialects)('teacher points claims on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { makeTeacher, uploadProof } = teacherCalls(t);

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
