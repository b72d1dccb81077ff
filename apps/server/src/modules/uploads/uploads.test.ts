import type { UploadKind } from '@jc/contract';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { makePointsUser } from '../../test/points.js';
import { localFileStore, storeUpload, storeUploads, sweepOrphanFiles, type FileStore } from './index.js';

const MB = 1024 * 1024;
const limits = { image: 1 * MB, audio: 2 * MB, video: 3 * MB, document: 1 * MB };
const media = (path: string) => readFileSync(new URL(`../../../assets/media/${path}`, import.meta.url));

/** A photo as a phone takes it: sideways (EXIF orientation 6) and carrying a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PupilPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 15/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 9/1 0/1',
      },
    })
    .toBuffer();

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe.each(dialects)('uploads on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const store = () => localFileStore(t().config.uploadsDir);
  const upload = (userId: number, kind: UploadKind, data: Buffer) =>
    storeUpload(t().app.db, store(), limits, { userId, kind, data });
  const rows = () => t().app.db.selectFrom('uploads').selectAll().execute();

  it('stores a photo upright, without its EXIF and GPS, with a WebP thumbnail', async () => {
    const userId = await makePointsUser(t().app.db);
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(photo.includes(Buffer.from('PupilPhone'))).toBe(true);

    const file = await upload(userId, 'image', photo);
    expect(file).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 40, height: 80 });
    expect(file.url).toMatch(/^\/uploads\/image\/\d{6}\/[0-9a-f-]{36}\.jpg$/);
    expect(file.thumbUrl).toMatch(/^\/uploads\/image\/\d{6}\/[0-9a-f-]{36}-thumb\.webp$/);

    const stored = readFileSync(join(t().config.uploadsDir, file.url.slice('/uploads/'.length)));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PupilPhone'))).toBe(false);
    const thumb = await sharp(
      join(t().config.uploadsDir, file.thumbUrl.slice('/uploads/'.length)),
    ).metadata();
    expect(thumb.format).toBe('webp');

    const [row] = (await rows()).filter((r) => r.id === file.id);
    expect(row).toMatchObject({ user_id: userId, kind: 'image', mime: 'image/jpeg', size: stored.length });
  });

  it('knows a file by its content: an MP3 is audio whatever it is called, and never a picture', async () => {
    const userId = await makePointsUser(t().app.db);
    const mp3 = media('audio/en-hello.mp3');
    const file = await upload(userId, 'audio', mp3);
    expect(file).toMatchObject({ kind: 'audio', mime: 'audio/mpeg', thumbUrl: '', width: null });
    expect(file.url).toMatch(/\.mp3$/);
    await expect(upload(userId, 'image', mp3)).rejects.toMatchObject({
      statusCode: 400,
      message: '文件类型不支持：请上传JPG、PNG 或 WebP 图片',
    });
    const video = await upload(userId, 'video', media('video/v-927.mp4'));
    expect(video).toMatchObject({ kind: 'video', mime: 'video/mp4' });
  });

  it('takes a PDF as a document by its %PDF- header, and nothing else as one', async () => {
    const userId = await makePointsUser(t().app.db);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const file = await upload(userId, 'document', pdf);
    expect(file).toMatchObject({ kind: 'document', mime: 'application/pdf', thumbUrl: '', width: null });
    expect(file.url).toMatch(/^\/uploads\/document\/\d{6}\/[0-9a-f-]{36}\.pdf$/);
    const jpeg = await phonePhoto();
    await expect(upload(userId, 'document', jpeg)).rejects.toMatchObject({
      statusCode: 400,
      message: '文件类型不支持：请上传PDF 文档',
    });
    await expect(upload(userId, 'image', pdf)).rejects.toMatchObject({ statusCode: 400 });
    await expect(upload(userId, 'document', Buffer.alloc(limits.document + 1, 0x25))).rejects.toMatchObject({
      statusCode: 400,
      message: '文件过大：文档不能超过1MB',
    });
  });

  it('refuses an empty, oversized, disguised or broken file and writes nothing', async () => {
    const userId = await makePointsUser(t().app.db);
    const before = { rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length };
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const jpegHead = (await phonePhoto()).subarray(0, 200);
    const refusals: [Buffer, 'image' | 'audio' | 'video', string][] = [
      [Buffer.alloc(0), 'image', '请选择要上传的文件'],
      [Buffer.alloc(limits.image + 1, 0xff), 'image', '文件过大：图片不能超过1MB'],
      [html, 'image', '文件类型不支持：请上传JPG、PNG 或 WebP 图片'],
      [svg, 'image', '文件类型不支持：请上传JPG、PNG 或 WebP 图片'],
      [html, 'video', '文件类型不支持：请上传MP4、MOV 或 WebM 视频'],
      [jpegHead, 'image', '图片无法读取，请换一张图片'],
    ];
    for (const [data, kind, message] of refusals) {
      await expect(upload(userId, kind, data)).rejects.toMatchObject({ statusCode: 400, message });
    }
    expect({ rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length }).toEqual(before);
  });

  it('leaves no file behind when the row cannot be written', async () => {
    const before = filesUnder(t().config.uploadsDir).length;
    // No such user: the row's foreign key refuses it after the files were written.
    await expect(upload(999_999, 'image', await phonePhoto())).rejects.toThrow();
    expect(filesUnder(t().config.uploadsDir).length).toBe(before);
  });

  it("writes the feature's record in the upload's transaction: a refused record leaves no row and no file", async () => {
    const userId = await makePointsUser(t().app.db);
    const before = { rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length };
    const refused = storeUpload(
      t().app.db,
      store(),
      limits,
      { userId, kind: 'image', data: await phonePhoto() },
      Date.now(),
      async () => {
        throw new Error('记录写入失败');
      },
    );
    await expect(refused).rejects.toThrow('记录写入失败');
    expect({ rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length }).toEqual(before);

    const seen: number[] = [];
    const kept = await storeUpload(
      t().app.db,
      store(),
      limits,
      { userId, kind: 'image', data: await phonePhoto() },
      Date.now(),
      async (trx, id) => {
        // The row is visible inside the transaction the record is written in.
        const row = await trx.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst();
        seen.push(row?.id ?? 0);
      },
    );
    expect(seen).toEqual([kept.id]);
  });

  it('storeUploads checks every file before writing any: one bad file among good ones writes nothing', async () => {
    const userId = await makePointsUser(t().app.db);
    const before = { rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length };
    let called = false;
    // Not even written and removed again: no file reaches the store.
    const base = store();
    const puts: string[] = [];
    const recording: FileStore = {
      put: (key, data) => {
        puts.push(key);
        return base.put(key, data);
      },
      remove: (key) => base.remove(key),
      url: (key) => base.url(key),
      list: (prefix) => base.list(prefix),
    };
    const refused = storeUploads(
      t().app.db,
      recording,
      limits,
      [
        { userId, kind: 'image', data: await phonePhoto() },
        { userId, kind: 'audio', data: media('audio/en-hello.mp3') },
        { userId, kind: 'image', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        { userId, kind: 'image', data: await phonePhoto() },
      ],
      Date.now(),
      async () => {
        called = true;
      },
    );
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: '文件类型不支持：请上传JPG、PNG 或 WebP 图片',
    });
    expect(called).toBe(false);
    expect(puts).toEqual([]);
    expect({ rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length }).toEqual(before);
  });

  it('storeUploads: a record that fails rolls every row back and removes every file', async () => {
    const userId = await makePointsUser(t().app.db);
    const before = { rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length };
    const seen: number[][] = [];
    const refused = storeUploads(
      t().app.db,
      store(),
      limits,
      [
        { userId, kind: 'image', data: await phonePhoto() },
        { userId, kind: 'audio', data: media('audio/en-hello.mp3') },
      ],
      Date.now(),
      async (trx, ids) => {
        seen.push(ids);
        // Written in the transaction, then refused: the rows must go with it.
        await trx.updateTable('uploads').set({ width: 1 }).where('id', 'in', ids).execute();
        throw new Error('记录写入失败');
      },
    );
    await expect(refused).rejects.toThrow('记录写入失败');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toHaveLength(2);
    expect({ rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length }).toEqual(before);
  });

  it('storeUploads writes every row and file, and the record sees the ids in its transaction', async () => {
    const userId = await makePointsUser(t().app.db);
    const before = { rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length };
    const { files, result } = await storeUploads(
      t().app.db,
      store(),
      limits,
      [
        { userId, kind: 'image', data: await phonePhoto() },
        { userId, kind: 'audio', data: media('audio/en-hello.mp3') },
        { userId, kind: 'image', data: await phonePhoto() },
      ],
      Date.now(),
      async (trx, ids, given) => {
        expect(given.map((f) => f.id)).toEqual(ids);
        const found = await trx.selectFrom('uploads').select(['id', 'kind']).where('id', 'in', ids).execute();
        return { ids, kinds: ids.map((id) => found.find((r) => r.id === id)?.kind) };
      },
    );
    expect(result.kinds).toEqual(['image', 'audio', 'image']);
    expect(files.map((f) => f.id)).toEqual(result.ids);
    expect(files.map((f) => f.kind)).toEqual(['image', 'audio', 'image']);
    expect(new Set(result.ids).size).toBe(3);
    const stored = (await rows()).filter((r) => result.ids.includes(r.id));
    expect(stored).toHaveLength(3);
    for (const r of stored) {
      expect(r.user_id).toBe(userId);
      expect(existsSync(join(t().config.uploadsDir, r.file_key))).toBe(true);
      if (r.thumb_key) expect(existsSync(join(t().config.uploadsDir, r.thumb_key))).toBe(true);
    }
    // Two pictures with their thumbnails, one recording.
    expect({ rows: (await rows()).length, files: filesUnder(t().config.uploadsDir).length }).toEqual({
      rows: before.rows + 3,
      files: before.files + 5,
    });
  });

  it('sweeps the files no row names once they are older than the grace: a killed upload leaves nothing for good', async () => {
    const userId = await makePointsUser(t().app.db);
    const root = t().config.uploadsDir;
    const kept = await upload(userId, 'image', await phonePhoto());
    // What a process killed between the file and the row leaves: a picture and its thumbnail, no row.
    const orphan = 'image/202001/00000000-0000-4000-8000-000000000001';
    const young = 'audio/202001/00000000-0000-4000-8000-000000000002.mp3';
    mkdirSync(join(root, 'image/202001'), { recursive: true });
    mkdirSync(join(root, 'audio/202001'), { recursive: true });
    writeFileSync(join(root, `${orphan}.jpg`), 'x');
    writeFileSync(join(root, `${orphan}-thumb.webp`), 'x');
    writeFileSync(join(root, young), 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const f of [`${orphan}.jpg`, `${orphan}-thumb.webp`, kept.url.slice(9), kept.thumbUrl.slice(9)])
      utimesSync(join(root, f), hourAgo, hourAgo);

    // The young one is spared (an upload in flight in another process looks the same).
    expect(await sweepOrphanFiles(t().app.db, store(), { graceMs: 600_000 })).toBe(2);
    expect(existsSync(join(root, `${orphan}.jpg`))).toBe(false);
    expect(existsSync(join(root, `${orphan}-thumb.webp`))).toBe(false);
    expect(existsSync(join(root, young))).toBe(true);
    expect(existsSync(join(root, kept.url.slice(9)))).toBe(true);
    expect(existsSync(join(root, kept.thumbUrl.slice(9)))).toBe(true);
    expect(await sweepOrphanFiles(t().app.db, store(), { graceMs: 0 })).toBe(1);
    expect(existsSync(join(root, young))).toBe(false);
    expect(existsSync(join(root, kept.url.slice(9)))).toBe(true);
  });
});
