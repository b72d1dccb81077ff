import type { KefuType } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';

interface DeskSeed {
  type: KefuType;
  title: string;
  qr_path: string;
  qr_title: string;
  phone: string;
  work_time: string;
  tips: string;
}

/**
 * The customer-service desks (kefu_js: the teachers' desk of teacher/getTeacherKefu). Their QR pictures (assets/media/kefu, made by
 * scripts/make-about-media.mjs) are real QR codes of the desks' messenger contact links.
 */
export const KEFU_SEED: DeskSeed[] = [
  {
    type: 'kefu_1',
    title: '在线客服',
    qr_path: '/media/kefu/kefu-1.png',
    qr_title: '微信扫码，添加课本伴学客服',
    phone: '400-820-6151',
    work_time: '周一至周日 9:00—21:00',
    tips: '账号、积分、订单和使用中的问题，都可以找在线客服。长按或截图保存二维码，用微信扫一扫添加。',
  },
  {
    type: 'kefu_ks',
    title: '教材服务',
    qr_path: '/media/kefu/kefu-ks.png',
    qr_title: '微信扫码，联系教材服务老师',
    phone: '010-6275-5151',
    work_time: '工作日 8:30—17:30',
    tips: '教材内容纠错、配套资源和教师认证的问题，请联系教材服务老师。',
  },
  {
    type: 'kefu_js',
    title: '教师服务',
    qr_path: '/media/kefu/kefu-js.png',
    qr_title: '微信扫码，添加教师服务专员',
    phone: '010-6275-5188',
    work_time: '工作日 8:30—17:30',
    tips: '教学资源下载、样书申领和积分上传的问题，请联系教师服务专员。',
  },
];

async function seedKefu({ trx, dialect, now }: SeedContext): Promise<Record<string, number> | null> {
  if (dialect === 'postgres') await sql`lock table kefu_desks in exclusive mode`.execute(trx);
  // A desk added later (kefu_js) reaches stores seeded before it; a desk present stays as is.
  const have = new Set((await trx.selectFrom('kefu_desks').select('type').execute()).map((d) => d.type));
  const missing = KEFU_SEED.filter((d) => !have.has(d.type));
  if (missing.length === 0) return null;
  await trx
    .insertInto('kefu_desks')
    .values(missing.map((d) => ({ ...d, updated_at: now })))
    .execute();
  return { kefu_desks: missing.length };
}

/** The desks, in every store with demo seeding (a deployment writes its own). */
export const customerServiceSeed: ModuleSeed = { run: async (ctx) => (ctx.demo ? seedKefu(ctx) : null) };
