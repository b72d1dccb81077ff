import { PAGES } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed } from '../../db/seed.js';
import { nowSlot, weekdaysToText } from './slots.js';

/** The reminder templates every store starts with: what a pupil may be reminded of, and where a tap leads. */
export const REMINDER_TEMPLATES = [
  { title: '打卡提醒', content: '今天的打卡任务还没完成哦，快去打卡营打卡吧！', path: PAGES.clockTab.path },
  {
    title: '阅读提醒',
    content: '每天读一读，进步看得见。今天的晨读晚听等你来读。',
    path: PAGES.readingListening.path,
  },
  { title: '听力练习', content: '该练听力啦！打开课本点读，跟着录音读一读、听一听。', path: PAGES.home.path },
  {
    title: '背诵提醒',
    content: '今天学过的古诗和课文背熟了吗？大声背一遍给爸爸妈妈听。',
    path: PAGES.chendu.path,
  },
  {
    title: '作业提醒',
    content: '做完作业记得对照答案检查一遍，把错题订正在错题本上。',
    path: PAGES.home.path,
  },
] as const;

/** The demo pupil's reminders: school-day check-ins, weekend reading, and one switched off. */
const DEMO_REMINDERS = [
  { template: '打卡提醒', weekdays: [1, 2, 3, 4, 5], time: '19:30', enabled: 1 as const },
  { template: '阅读提醒', weekdays: [6, 7], time: '09:00', enabled: 1 as const },
  { template: '听力练习', weekdays: [1, 3, 5], time: '07:00', enabled: 0 as const },
];
const DEMO_ACCOUNT = 'student';

/**
 * Templates on a new store (not demo content: the reminder page needs them in production too); with
 * demo content, the demo pupil's reminders as well.
 */
export const reminderSeed: ModuleSeed = {
  after: ['account'],
  async run({ trx, dialect, now, demo }) {
    if (dialect === 'postgres') await sql`lock table reminder_templates in exclusive mode`.execute(trx);
    const any = await trx.selectFrom('reminder_templates').select('id').limit(1).executeTakeFirst();
    if (any) return null;
    const templates = await trx
      .insertInto('reminder_templates')
      .values(REMINDER_TEMPLATES.map((t) => ({ ...t, created_at: now, updated_at: now })))
      .returning(['id', 'title'])
      .execute();
    const wrote: Record<string, number> = { reminder_templates: templates.length };
    const pupil = demo
      ? await trx.selectFrom('users').select('id').where('account', '=', DEMO_ACCOUNT).executeTakeFirst()
      : undefined;
    if (pupil) {
      const idOf = new Map(templates.map((t) => [t.title, t.id]));
      await trx
        .insertInto('reminders')
        .values(
          DEMO_REMINDERS.map((r) => ({
            user_id: pupil.id,
            template_id: idOf.get(r.template) ?? 0,
            weekdays: weekdaysToText(r.weekdays),
            time: r.time,
            enabled: r.enabled,
            last_slot: nowSlot(now),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      wrote.reminders = DEMO_REMINDERS.length;
    }
    return wrote;
  },
};
