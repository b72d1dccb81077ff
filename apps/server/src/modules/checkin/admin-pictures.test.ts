import { Code, type UploadedFile } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { picture, upload } from './checkin.fixtures.js';

/** Pictures of camps, tasks (admin/checkin/uploadPicture) and contests (admin/article/uploadPicture). */
describe.each(dialects)('operators’ picture uploads on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const calls = ['admin/checkin/uploadPicture', 'admin/article/uploadPicture'];
  const uploadsCount = async () =>
    Number(
      (
        await t()
          .app.db.selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a picture through the one upload path and serves it', async () => {
    const admin = await t().login('admin');
    for (const call of calls) {
      const up = await upload<UploadedFile>(t(), call, admin, {}, [
        { name: 'cover.jpg', data: await picture('#c04020', 'jpeg'), type: 'image/jpeg' },
      ]);
      expect(up.status, call).toBe(200);
      expect(up.body.msg).toBe('图片已上传');
      expect(up.body.data).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
      expect(up.body.data.url).toMatch(/^\/uploads\/image\/\d{6}\/[\w-]+\.jpg$/);
      expect((await t().app.inject({ method: 'GET', url: up.body.data.url })).statusCode).toBe(200);
    }
  });

  it('refuses pupils, teachers and staff (403, 700), no file, and what is not a picture; nothing stored', async () => {
    const before = await uploadsCount();
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    const admin = await t().login('admin');
    for (const call of calls) {
      for (const token of tokens) {
        const r = await upload(t(), call, token, {}, [
          { name: 'p.png', data: await picture('#2060c0', 'png'), type: 'image/png' },
        ]);
        expect(r.status, call).toBe(403);
        expect(r.body.code).toBe(Code.forbiddenRole);
      }
      const none = await upload(t(), call, admin, {}, []);
      expect(none.status).toBe(400);
      expect(none.body.msg).toBe('请选择图片');
      const text = await upload(t(), call, admin, {}, [
        { name: 'p.png', data: Buffer.from('not a picture'), type: 'image/png' },
      ]);
      expect(text.status).toBe(400);
      expect(text.body.msg).toMatch(/^文件类型不支持/);
    }
    expect(await uploadsCount()).toBe(before);
  });
});
