import * as groups from '@jc/contract';
import {
  Code,
  type AnyEndpoint,
  type ArticleCategory,
  type ArticleContest,
  type ArticleSubmission,
  type CheckinCounts,
  type CheckinDetail,
  type CheckinFile,
  type CheckinPost,
  type Feedback,
  type HomeworkCorrection,
  type HomeworkPhoto,
  type IntegralClaim,
  type Paged,
  type RewardCategory,
  type RewardList,
  type RewardReport,
  type TeacherApplication,
  type TeacherApplyInfo,
  type UploadedFile,
  type YangshuBook,
  type YangshuRequest,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { makeCamp, picture, upload, type FilePartSeed } from '../modules/checkin/checkin.fixtures.js';
import { arithmeticPage } from '../modules/homework/homework.fixtures.js';
import { homeworkRunner } from '../modules/homework/routes.js';
import { makeGoods, makeShopUsers, PAY_PWD, type ShopUser } from '../modules/shop/shop.fixtures.js';
import { formatDate, formatTime } from '../shared/time.js';
import { apiCalls, useDictionaryIds } from './api.js';
import { dialects, useTestApp } from './app.js';

/**
 * A refusal that tells nothing: the status and its code, `data: null`, and none of the owner's words
 * (the text, a picture's address) anywhere in the answer.
 */
function expectNothingOf(
  r: { status: number; body: { code: number; data: unknown } },
  what: string,
  status: 400 | 404 | 409,
  secrets: readonly string[],
): void {
  expect(r.status, what).toBe(status);
  expect(r.body.code, what).toBe(status);
  expect(r.body.data, what).toBeNull();
  const text = JSON.stringify(r.body);
  for (const s of secrets) expect(text, `${what}: ${s}`).not.toContain(s);
}

let colour = 0;
/** A picture of its own each time: the teacher module refuses a proof seen before. */
const freshPicture = async (): Promise<FilePartSeed> => {
  colour += 1;
  const hex = `#${(colour * 2654435761).toString(16).padStart(6, '0').slice(-6)}`;
  return { name: `m${colour}.jpg`, data: await picture(hex), type: 'image/jpeg' };
};

/**
 * The access matrix (docs/security.md, "Access matrix"). Roles: every teacher and staff call of the
 * contract refuses a pupil and the other role with 403 / code 700, and a caller without a token with
 * 401 / 600 (the operator calls: admin-refusals.test.ts). Ownership: every user call that takes the id
 * of a user's record (addresses, orders, reminders, homework, feedback, check-ins with their comments,
 * likes and files, essays, teacher certification and claims, sample-book requests, content-error
 * reports), tried with another user's token, answers 404 (or the module's refusal of a foreign upload,
 * 400) without a word of the owner's record; the record stays as it was and the other's lists do not
 * show it. Another area's staff on school and bookshop records: the schools' and bookshops' suites
 * (schools-access.test.ts, bookstores.test.ts).
 */
const calls = [
  ...new Map(
    Object.entries(groups)
      .filter(([name, v]) => name.endsWith('Endpoints') && typeof v === 'object' && v !== null)
      .flatMap(([, g]) => Object.values(g as Record<string, AnyEndpoint>))
      .filter((e) => e.auth === 'teacher' || e.auth === 'staff')
      .map((e) => [`${e.method} ${e.path}`, e]),
  ).values(),
];

describe.each(dialects)('access matrix on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const dic = useDictionaryIds(t);
  const db = () => t().app.db;
  const up = <T>(path: string, token: string, fields: Record<string, string>, files: FilePartSeed[] = []) =>
    upload<T>(t(), path, token, fields, files);
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

  it('never shows, changes or uses another user’s address, order or reminder', async () => {
    const db = t().app.db;
    const [owner, other] = await makeShopUsers(db, 2, { points: 500 });
    if (!owner || !other) throw new Error('no users');
    const goodsId = await makeGoods(db, { points: 10 });
    const order = await t().call<{ orderId: number; status: string }>('POST', '/api/integral/commitOrder', {
      token: owner.token,
      json: {
        idempotencyKey: `matrix${owner.id}x`,
        addressId: owner.addressId,
        items: [{ goodsId, quantity: 1 }],
      },
    });
    expect(order.status).toBe(200);
    const orderId = String(order.body.data.orderId);
    const addressId = String(owner.addressId);
    const address = {
      name: '越权',
      phone: '13900000001',
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110101',
      detail: '某路 1 号',
    };

    const probes: [string, 'GET' | 'POST', string, Record<string, string> | { json: unknown }][] = [
      ['an address', 'GET', `myInfo/getAddressOne/${addressId}`, {}],
      ['an address deleted', 'POST', `myInfo/deleteMyAddress/${addressId}`, {}],
      ['an address changed', 'POST', 'myInfo/saveMyAddress', { id: addressId, ...address }],
      ['an order paid', 'POST', 'integral/payOrderByPwd', { orderId, pwd: PAY_PWD }],
      ['an order cancelled', 'POST', 'integral/cancleOrDeleteOrder', { orderId, type: 'cancel' }],
      ['an order deleted', 'POST', 'integral/cancleOrDeleteOrder', { orderId, type: 'delete' }],
      ['an order received', 'POST', 'integral/confirmReceiptByOrder', { orderId }],
      [
        'an order to another’s address',
        'POST',
        'integral/commitOrder',
        {
          json: {
            idempotencyKey: `matrix${other.id}y`,
            addressId: owner.addressId,
            items: [{ goodsId, quantity: 1 }],
          },
        },
      ],
    ];
    for (const [what, method, path, input] of probes) {
      const r = await t().call(method, `/api/${path}`, {
        token: other.token,
        ...('json' in input
          ? { json: input.json }
          : method === 'GET'
            ? { query: input as Record<string, string> }
            : { form: input as Record<string, string> }),
      });
      expect(r.status, what).toBe(404);
      expect(r.body.code, what).toBe(Code.notFound);
      expect(r.body.data, what).toBeNull();
      expect(r.text, what).not.toContain('东长安街');
      expect(r.text, what).not.toContain(owner.account);
    }
    // The owner's records are as they were; the other user's lists do not show them.
    const mine = await t().call<{ detail: string }>('GET', `/api/myInfo/getAddressOne/${addressId}`, {
      token: owner.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.detail).toBe('东长安街 1 号');
    const orders = await t().call<{ list: { orderId: number; status: string }[] }>(
      'GET',
      '/api/integral/getOrderList',
      { token: owner.token },
    );
    expect(orders.body.data.list.find((o) => o.orderId === order.body.data.orderId)?.status).toBe(
      order.body.data.status,
    );
    const theirs = await t().call<{ list: { orderId: number }[] }>('GET', '/api/integral/getOrderList', {
      token: other.token,
    });
    expect(theirs.body.data.list).toEqual([]);
    const tpl = await db
      .selectFrom('reminder_templates')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reminder = await t().call<{ id: number; time: string }>('POST', '/api/remindmsg/saveMsgInfo', {
      token: owner.token,
      json: { templateId: tpl.id, weekdays: [1, 3, 5], time: '07:30' },
    });
    expect(reminder.status).toBe(200);
    const rid = reminder.body.data.id;
    const reminderProbes: [string, string, { json: unknown } | { form: Record<string, string> }][] = [
      [
        'a reminder changed',
        'remindmsg/saveMsgInfo',
        { json: { id: rid, templateId: tpl.id, weekdays: [2], time: '21:00' } },
      ],
      ['a reminder deleted', 'remindmsg/deleteReminder', { form: { id: String(rid) } }],
    ];
    for (const [what, path, input] of reminderProbes) {
      const r = await t().call('POST', `/api/${path}`, { token: other.token, ...input });
      expect(r.status, what).toBe(404);
      expect(r.body.data, what).toBeNull();
    }
    const reminders = await t().call<{ id: number; time: string }[]>('GET', '/api/remindmsg/getMyReminders', {
      token: owner.token,
    });
    expect(reminders.body.data.find((x) => x.id === rid)?.time).toBe('07:30');
    const theirReminders = await t().call<unknown[]>('GET', '/api/remindmsg/getMyReminders', {
      token: other.token,
    });
    expect(theirReminders.body.data).toEqual([]);
    const theirAddresses = await t().call<{ id: number }[]>('GET', '/api/myInfo/getMyAddressList', {
      token: other.token,
    });
    expect(theirAddresses.body.data.map((a) => a.id)).toEqual([other.addressId]);
  });

  it('never shows or corrects another user’s homework photo or correction', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const photo = await up<HomeworkPhoto>('thirdpart/AIPigaiUpload', owner.token, {}, [
      { name: 'page.jpg', data: await arithmeticPage(['12 + 35 = 47']), type: 'image/jpeg' },
    ]);
    expect(photo.status).toBe(200);
    const queued = await up<HomeworkCorrection>('thirdpart/correctHomework', owner.token, {
      uploadId: String(photo.body.data.id),
    });
    expect(queued.status).toBe(200);
    const id = queued.body.data.id;
    const secrets = [photo.body.data.url, owner.account];
    expectNothingOf(
      await up('thirdpart/correctHomework', other.token, { uploadId: String(photo.body.data.id) }),
      'a photo corrected',
      404,
      secrets,
    );
    expectNothingOf(
      await get('thirdpart/getCorrectHWInfo', { id: String(id) }, other.token),
      'a correction',
      404,
      secrets,
    );
    const mine = await get<HomeworkCorrection>('thirdpart/getCorrectHWInfo', { id: String(id) }, owner.token);
    expect(mine.body.data.photo.url).toBe(photo.body.data.url);
    const counts = await db()
      .selectFrom('homework_corrections')
      .select('user_id')
      .where('user_id', 'in', [owner.id, other.id])
      .execute();
    expect(counts.map((c) => c.user_id)).toEqual([owner.id]);
    const theirs = await get<Paged<HomeworkCorrection>>('thirdpart/getCorrectHWList', {}, other.token);
    expect(theirs.body.data.total).toBe(0);
    await homeworkRunner(t().app).idle();
  });

  it('never shows another user’s feedback or its reply', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const content = '矩阵测试：扫码后页面一直转圈';
    const saved = await up<Feedback>('myInfo/saveFeedback', owner.token, { category: '功能异常', content }, [
      await freshPicture(),
    ]);
    expect(saved.status).toBe(200);
    const reply = '矩阵测试的回复：已修复';
    const admin = await t().login('admin');
    const replied = await post(
      'admin/feedback/replyFeedback',
      { id: String(saved.body.data.id), reply },
      admin,
    );
    expect(replied.status).toBe(200);
    // No user call takes a feedback's id: the list is the one way in, and it is the caller's own.
    const theirs = await get<Paged<Feedback>>('myInfo/getFeedbackList', { pageSize: '50' }, other.token);
    expect(theirs.body.data.total).toBe(0);
    const text = JSON.stringify(theirs.body);
    for (const s of [content, reply, saved.body.data.pictures[0]?.url ?? '?']) expect(text).not.toContain(s);
    const mine = await get<Paged<Feedback>>('myInfo/getFeedbackList', {}, owner.token);
    expect(mine.body.data.list.map((f) => [f.content, f.reply])).toEqual([[content, reply]]);
  });

  it('never changes, deletes or reuses another user’s check-in, comment, like or file', async () => {
    const [owner, fan, other] = await makeShopUsers(db(), 3);
    if (!owner || !fan || !other) throw new Error('no users');
    const camp = await makeCamp(db());
    for (const u of [owner, fan, other])
      expect(
        (await post('dakaying/commitDakaYingBaoming', { dakaId: String(camp.campId) }, u.token)).status,
      ).toBe(200);
    const content = '矩阵测试：今天读了三遍课文';
    const posted = await up<CheckinPost>(
      'dakaying/commitDakaInfoAndFile',
      owner.token,
      { taskId: String(camp.taskIds[1]), content },
      [await freshPicture()],
    );
    expect(posted.status).toBe(200);
    const dakaInfoId = String(posted.body.data.dakaInfoId);
    const said = await post<CheckinCounts>(
      'dakaying/saveComment',
      { dakaInfoId, content: '矩阵的评论' },
      fan.token,
    );
    const commentId = String(said.body.data.comment?.commentId);
    expect((await post('dakaying/saveComment', { dakaInfoId, type: 'like' }, fan.token)).status).toBe(200);
    // A file uploaded for a check-in to come, not yet attached.
    const file = await up<CheckinFile>('dakaying/fileUploadTwo', owner.token, { type: 'image' }, [
      await freshPicture(),
    ]);
    expect(file.status).toBe(200);
    const secrets = [content, posted.body.data.files[0]?.url ?? '?', file.body.data.url, owner.account];

    const probes: [
      string,
      400 | 404 | 409,
      () => Promise<{ status: number; body: { code: number; data: unknown } }>,
    ][] = [
      [
        'a check-in edited',
        404,
        () => up('dakaying/modifyDakaInfoAndFile', other.token, { dakaInfoId, content: '改别人的打卡' }),
      ],
      [
        'a check-in deleted',
        404,
        () => up('dakaying/modifyDakaInfoAndFile', other.token, { dakaInfoId, action: 'delete' }),
      ],
      // The caller's latest check-in of a task, to edit: never another's.
      [
        'a task’s check-in',
        404,
        () => get('dakaying/getDakaInfo', { taskId: String(camp.taskIds[1]) }, other.token),
      ],
      ['a comment deleted', 404, () => post('dakaying/deleteComment', { commentId }, other.token)],
      // Unliking takes the caller's own like only: the fan's stays.
      ['a like removed', 409, () => post('dakaying/deleteDianzan', { dakaInfoId }, other.token)],
      [
        'a file attached',
        400,
        () =>
          up('dakaying/commitDakaInfoAndFile', other.token, {
            taskId: String(camp.taskIds[1]),
            fileIds: String(file.body.data.fileId),
          }),
      ],
    ];
    for (const [what, status, call] of probes) expectNothingOf(await call(), what, status, secrets);

    const after = await get<CheckinDetail>('dakaying/getDakaInfo', { dakaInfoId }, owner.token);
    expect(after.body.data).toMatchObject({ content, likeCount: 1, commentCount: 1 });
    expect(after.body.data.files.map((f) => f.fileId)).toEqual(posted.body.data.files.map((f) => f.fileId));
    expect(after.body.data.comments.list.map((c) => c.content)).toEqual(['矩阵的评论']);
    // The unattached file is still the owner's to use.
    const second = await up<CheckinPost>('dakaying/commitDakaInfoAndFile', owner.token, {
      taskId: String(camp.taskIds[0]),
      fileIds: String(file.body.data.fileId),
    });
    expect(second.body.data.files.map((f) => f.fileId)).toEqual([file.body.data.fileId]);
    const theirPosts = await db()
      .selectFrom('checkin_posts')
      .select('id')
      .where('user_id', '=', other.id)
      .execute();
    expect(theirPosts).toEqual([]);
  });

  it('never shows, edits or reuses another user’s essay or its files', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const admin = await t().login('admin');
    const cats = await get<ArticleCategory[]>('admin/article/getCategoryList', undefined, admin);
    const now = Date.now();
    const contest = await post<ArticleContest>(
      'admin/article/saveContest',
      {
        title: '矩阵征文',
        rules: '写一篇关于校园生活的作文，三百字以上。',
        month: formatTime(now).slice(0, 7),
        categoryIds: String(cats.body.data[0]?.id),
        startsAt: formatTime(now - 3_600_000).slice(0, 16),
        endsAt: formatTime(now + 86_400_000).slice(0, 16),
        maxPerUser: '1',
      },
      admin,
    );
    expect(contest.status).toBe(200);
    const contestId = String(contest.body.data.id);
    const title = '矩阵测试：我的秘密作文';
    const text = '今天天气很好，我和同学们一起去公园玩，看到了很多美丽的花。';
    const essay = await up<ArticleSubmission>(
      'activity/article/commitArticleInfoAndFile',
      owner.token,
      { contestId, title, text },
      [await freshPicture()],
    );
    expect(essay.status).toBe(200);
    const yewuId = String(essay.body.data.id);
    const fileId = String(essay.body.data.files[0]?.id);
    const secrets = [title, essay.body.data.files[0]?.url ?? '?', owner.account];
    expectNothingOf(
      await get('activity/article/getArticleHistoryInfo', { yewuId }, other.token),
      'an essay',
      404,
      secrets,
    );
    expectNothingOf(
      await up('activity/article/commitArticleInfoAndFile', other.token, {
        contestId,
        yewuId,
        title: '偷改的标题',
        text: '这是别人改过的正文内容，不应该写进去。',
      }),
      'an essay edited',
      404,
      secrets,
    );
    expectNothingOf(
      await up('activity/article/commitArticleInfoAndFile', other.token, {
        contestId,
        title: '我的作文',
        text,
        keepFileIds: fileId,
      }),
      'an essay’s file kept',
      400,
      secrets,
    );
    const mine = await get<ArticleSubmission>(
      'activity/article/getArticleHistoryInfo',
      { yewuId },
      owner.token,
    );
    expect(mine.body.data).toMatchObject({ title, text });
    expect(mine.body.data.files.map((f) => String(f.id))).toEqual([fileId]);
    const theirs = await get<Paged<ArticleSubmission>>(
      'activity/article/getArticleHistoryList',
      {},
      other.token,
    );
    expect(theirs.body.data.total).toBe(0);
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

  it('never shows another user’s content-error report nor takes their photo', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const cats = await get<RewardCategory[]>('book/reward/getFeedBackDic');
    const report = {
      bookNo: '131',
      page: '12',
      categoryId: String(cats.body.data[0]?.id),
      text: '矩阵测试：第二行有一个错别字',
    };
    const made = await post<RewardReport>('book/reward/rewardCommit', report, owner.token);
    expect(made.status).toBe(200);
    const photo = await up<UploadedFile>('book/reward/fileUpload/reward/0', owner.token, {}, [
      await freshPicture(),
    ]);
    const secrets = [report.text, photo.body.data.url, owner.account];
    expectNothingOf(
      await get(`book/reward/getRewardInfo/${made.body.data.id}`, undefined, other.token),
      'a report',
      404,
      secrets,
    );
    expectNothingOf(
      await post(
        'book/reward/rewardCommit',
        { ...report, text: '别人的纠错描述', fileIds: String(photo.body.data.id) },
        other.token,
      ),
      'a report’s photo',
      400,
      secrets,
    );
    const theirs = await get<RewardList>('book/reward/getRewardList/all', undefined, other.token);
    expect(theirs.body.data.page.total).toBe(0);
    const mine = await get<RewardReport>(
      `book/reward/getRewardInfo/${made.body.data.id}`,
      undefined,
      owner.token,
    );
    expect(mine.body.data).toMatchObject({ text: report.text, status: 'pending' });
    // The photo is still the owner's to attach.
    const attached = await post<RewardReport>(
      'book/reward/rewardCommit',
      { ...report, fileIds: String(photo.body.data.id) },
      owner.token,
    );
    expect(attached.status).toBe(200);
  });
});
