import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { hashPassword } from '../../shared/password.js';
import { backdateLedgerRows, grantPoints } from '../points/index.js';
import { storeUpload } from '../uploads/index.js';
import { insertUser } from '../users/index.js';
import { areaName } from './certification.js';
import { contentHash } from './claims.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ApplicationSeed {
  who: string;
  realName: string;
  areaCode: string;
  schoolName: string;
  subjects: string[];
  grades: string[];
  phone: string;
  /** Pictures under assets/media/teacher. */
  proofs: string[];
  daysAgo: number;
  decision?: { status: 'approved' | 'rejected'; afterHours: number; reason?: string };
}

interface ClaimSeed {
  className: string;
  proofs: string[];
  note: string;
  daysAgo: number;
  decision?: { status: 'approved' | 'rejected'; afterHours: number; points?: number; reason?: string };
}

/** Demo accounts of the teacher entrance that the account seed does not make (password demo123456). */
export const TEACHER_DEMO_USERS = [
  { account: 'wanglaoshi', nickname: '王老师' },
  { account: 'lilaoshi', nickname: '李老师' },
];

/** The certified `teacher`, an uncertified `wanglaoshi` waiting, and `lilaoshi` rejected with a reason. */
export const APPLICATION_SEED: ApplicationSeed[] = [
  {
    who: 'teacher',
    realName: '王丽华',
    areaCode: '110108',
    schoolName: '海淀区实验小学',
    subjects: ['语文'],
    grades: ['三年级', '四年级'],
    phone: '13800001234',
    proofs: ['cert-zigezheng.jpg', 'cert-gongzuozheng.jpg'],
    daysAgo: 60,
    decision: { status: 'approved', afterHours: 26 },
  },
  {
    who: 'wanglaoshi',
    realName: '王芳',
    areaCode: '330106',
    schoolName: '杭州市文三街小学',
    subjects: ['英语'],
    grades: ['五年级', '六年级'],
    phone: '13900003456',
    proofs: ['cert-wang.jpg'],
    daysAgo: 1,
  },
  {
    who: 'lilaoshi',
    realName: '李明',
    areaCode: '110101',
    schoolName: '东城区第二小学',
    subjects: ['数学'],
    grades: ['三年级'],
    phone: '13700005678',
    proofs: ['cert-pinshu.jpg'],
    daysAgo: 5,
    decision: {
      status: 'rejected',
      afterHours: 20,
      reason: '聘书照片无法看清学校盖章，请上传教师资格证或工作证的清晰照片',
    },
  },
];

/** The `teacher`'s points claims: approved (in the ledger), rejected with a reason, and one pending. */
export const CLAIM_SEED: ClaimSeed[] = [
  {
    className: '三年级二班',
    proofs: ['class-yuwen.jpg'],
    note: '语文课《秋天的雨》全班使用课本伴学App跟读课文。',
    daysAgo: 30,
    decision: { status: 'approved', afterHours: 22, points: 50 },
  },
  {
    className: '四年级一班',
    proofs: ['class-yingyu.jpg'],
    note: '英语课用点读音频领读。',
    daysAgo: 20,
    decision: {
      status: 'rejected',
      afterHours: 30,
      reason: '照片中看不到教材或App的使用情况，请补充课堂照片',
    },
  },
  {
    className: '四年级一班',
    proofs: ['class-gushi.jpg'],
    note: '古诗朗读课，学生用App录音打卡《静夜思》。',
    daysAgo: 12,
    decision: { status: 'approved', afterHours: 18, points: 80 },
  },
  {
    className: '三年级二班',
    proofs: ['class-shuxue.jpg'],
    note: '数学口算练习，用App的配套练习做课堂小测。',
    daysAgo: 2,
  },
];

async function seedTeacher({
  trx,
  dialect,
  now,
  files,
}: SeedContext): Promise<Record<string, number> | null> {
  if (dialect === 'postgres') await sql`lock table teacher_applications in exclusive mode`.execute(trx);
  if (await trx.selectFrom('teacher_applications').select('id').limit(1).executeTakeFirst()) return null;

  const accounts = [...APPLICATION_SEED.map((a) => a.who)];
  const users = new Map(
    (await trx.selectFrom('users').select(['id', 'account']).where('account', 'in', accounts).execute()).map(
      (u) => [u.account, u.id],
    ),
  );
  let made = 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of TEACHER_DEMO_USERS) {
    if (users.has(u.account)) continue;
    const id = await insertUser(trx, {
      account: u.account,
      phone: null,
      password_hash: hash,
      pay_pwd_hash: null,
      answer_pwd_hash: null,
      nickname: u.nickname,
      avatar: '',
      grade_id: null,
      cebie_id: null,
      is_teacher: 0,
      is_staff: 0,
      is_admin: 0,
      created_at: now - 30 * DAY,
      updated_at: now - 30 * DAY,
      cancelled_at: null,
    });
    users.set(u.account, id);
    made++;
  }
  const dic = new Map(
    (
      await trx
        .selectFrom('dictionaries')
        .select(['id', 'name', 'dic_type'])
        .where('dic_type', 'in', ['subject', 'grade'])
        .execute()
    ).map((d) => [`${d.dic_type}:${d.name}`, d.id]),
  );
  const dicIds = (group: string, names: string[]) =>
    names.map((n) => dic.get(`${group}:${n}`)).filter((id): id is number => id !== undefined);

  /** A shipped picture through the one upload path; null without files. */
  const picture = async (userId: number, name: string, at: number) => {
    if (!files) return null;
    const data = await readFile(join(files.mediaDir, 'teacher', name)).catch(() => null);
    if (!data) return null;
    // A file the store refuses (a deployment with smaller limits) leaves its record without it.
    const up = await storeUpload(trx, files.store, files.limits, { userId, kind: 'image', data }, at).catch(
      () => null,
    );
    return up ? { id: up.id, hash: contentHash(data) } : null;
  };

  let applications = 0;
  let proofs = 0;
  for (const a of APPLICATION_SEED) {
    const userId = users.get(a.who);
    if (userId === undefined) continue;
    const at = now - a.daysAgo * DAY - 2 * HOUR;
    const { id } = await trx
      .insertInto('teacher_applications')
      .values({
        user_id: userId,
        real_name: a.realName,
        area_code: a.areaCode,
        area_name: await areaName(trx, a.areaCode).catch(() => ''),
        school_name: a.schoolName,
        subject_ids: dicIds('subject', a.subjects).join(','),
        grade_ids: dicIds('grade', a.grades).join(','),
        phone: a.phone,
        status: a.decision?.status ?? 'pending',
        reject_reason: a.decision?.reason ?? '',
        created_at: at,
        decided_at: a.decision ? at + a.decision.afterHours * HOUR : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    applications++;
    for (const [position, name] of a.proofs.entries()) {
      const up = await picture(userId, name, at);
      if (!up) continue;
      await trx
        .insertInto('teacher_application_proofs')
        .values({ application_id: id, upload_id: up.id, position })
        .execute();
      proofs++;
    }
  }

  let claims = 0;
  const teacherId = users.get('teacher');
  if (teacherId !== undefined) {
    // The account seed's opening grant goes first in the history, before the claims' points.
    await backdateLedgerRows(trx, teacherId, 'seed', now - 90 * DAY);
    for (const c of CLAIM_SEED) {
      const at = now - c.daysAgo * DAY - 5 * HOUR;
      const decidedAt = c.decision ? at + c.decision.afterHours * HOUR : null;
      const points = c.decision?.status === 'approved' ? (c.decision.points ?? 50) : 0;
      const { id } = await trx
        .insertInto('teacher_claims')
        .values({
          user_id: teacherId,
          class_name: c.className,
          class_date: new Date(at + 8 * HOUR - DAY).toISOString().slice(0, 10),
          note: c.note,
          status: c.decision?.status ?? 'pending',
          points,
          reject_reason: c.decision?.reason ?? '',
          created_at: at,
          decided_at: decidedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      claims++;
      for (const [position, name] of c.proofs.entries()) {
        const up = await picture(teacherId, name, at);
        if (!up) continue;
        await trx
          .insertInto('teacher_claim_proofs')
          .values({ claim_id: id, upload_id: up.id, position, content_hash: up.hash })
          .execute();
        if (c.decision?.status !== 'rejected')
          await trx
            .insertInto('teacher_claim_hashes')
            .values({ content_hash: up.hash, claim_id: id })
            .execute();
        proofs++;
      }
      if (points > 0 && decidedAt !== null)
        await grantPoints(trx, {
          userId: teacherId,
          points,
          reason: 'teacher_upload',
          ref: `claim:${id}`,
          at: decidedAt,
        });
    }
  }
  return applications + claims + made > 0
    ? { users: made, teacher_applications: applications, teacher_claims: claims, teacher_proofs: proofs }
    : null;
}

/** The demo certification applications and points claims (docs/teacher.md). */
export const teacherSeed: ModuleSeed = {
  after: ['dictionary', 'area', 'account', 'shop', 'checkin'],
  run: async (ctx) => (ctx.demo ? seedTeacher(ctx) : null),
};
