import { scheduleTimeFromMs, type AdminDicEntry, type DicGroup } from '@jc/contract';
import { SCHEDULED_DIC_GROUPS, type adminSaveDicInput } from '@jc/contract/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { parseScheduleTime } from '../../shared/time.js';
import { isLive } from './queries.js';

export const DIC_NOT_FOUND = '条目不存在';

const GROUP_NAMES: Record<DicGroup, string> = {
  grade: '年级',
  cebie: '册别',
  subject: '科目',
  mainbanner: '轮播图',
  mainBuoy: '角标',
  mainMenu: '首页菜单',
  mainAd: '首页广告',
  mainFutiao: '底部横幅',
};

const COLUMNS = [
  'id',
  'dic_type',
  'name',
  'url_address',
  'desc',
  'remark',
  'icon',
  'sort',
  'enabled',
  'starts_at',
  'ends_at',
] as const;

type Row = {
  id: number;
  dic_type: string;
  name: string;
  url_address: string;
  desc: string;
  remark: string;
  icon: string;
  sort: number;
  enabled: 0 | 1;
  starts_at: number | null;
  ends_at: number | null;
};

const toEntry = (r: Row, now: number): AdminDicEntry => ({
  id: r.id,
  type: r.dic_type as DicGroup,
  name: r.name,
  urlAddress: r.url_address,
  desc: r.desc,
  remark: r.remark,
  icon: r.icon,
  sort: r.sort,
  enabled: r.enabled === 1,
  startsAt: scheduleTimeFromMs(r.starts_at === null ? null : Number(r.starts_at)),
  endsAt: scheduleTimeFromMs(r.ends_at === null ? null : Number(r.ends_at)),
  live: r.enabled === 1 && isLive(r, now),
});

/** What the audit log keeps of an entry: the fields an operator changes. */
export const auditView = (e: AdminDicEntry) => {
  const { live: _live, ...rest } = e;
  return rest;
};

export async function listAdminDic(db: Db, type: DicGroup, now = Date.now()): Promise<AdminDicEntry[]> {
  const rows = await db
    .selectFrom('dictionaries')
    .select(COLUMNS)
    .where('dic_type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => toEntry(r, now));
}

async function findEntry(db: Db, id: number): Promise<AdminDicEntry> {
  const row = await db.selectFrom('dictionaries').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(DIC_NOT_FOUND);
  return toEntry(row, Date.now());
}

const isScheduled = (type: DicGroup) => (SCHEDULED_DIC_GROUPS as readonly string[]).includes(type);

/**
 * A new entry goes last in its group; a change keeps its place. One transaction. The schedule comes as
 * `YYYY-MM-DD HH:mm` Beijing time ('' for no bound) and is kept as epoch ms.
 */
export async function saveDic(
  db: Db,
  input: z.output<typeof adminSaveDicInput>,
): Promise<{ before: AdminDicEntry | null; after: AdminDicEntry }> {
  if (!isScheduled(input.type) && (input.startsAt !== '' || input.endsAt !== '')) {
    throw badInput(
      `${GROUP_NAMES[input.type]}不能设置开始和结束时间（只有轮播图、角标、首页广告和底部横幅可以）`,
    );
  }
  const startsAt = parseScheduleTime(input.startsAt, '开始时间');
  const endsAt = parseScheduleTime(input.endsAt, '结束时间');
  return db.transaction().execute(async (trx) => {
    const values = {
      name: input.name,
      url_address: input.urlAddress,
      desc: input.desc,
      remark: input.remark,
      icon: input.icon,
      enabled: input.enabled ? (1 as const) : (0 as const),
      starts_at: startsAt,
      ends_at: endsAt,
    };
    if (input.id !== undefined) {
      const before = await findEntry(trx, input.id);
      if (before.type !== input.type) throw badInput('字典类型不能修改');
      await trx.updateTable('dictionaries').set(values).where('id', '=', input.id).execute();
      return { before, after: await findEntry(trx, input.id) };
    }
    const last = await trx
      .selectFrom('dictionaries')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('dic_type', '=', input.type)
      .executeTakeFirst();
    const row = await trx
      .insertInto('dictionaries')
      .values({
        ...values,
        dic_type: input.type,
        parent_id: null,
        qr_id: null,
        sort: Number(last?.sort ?? 0) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { before: null, after: await findEntry(trx, row.id) };
  });
}

export async function setDicEnabled(db: Db, id: number, enabled: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await findEntry(trx, id);
    await trx
      .updateTable('dictionaries')
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    return { before, after: await findEntry(trx, id) };
  });
}

/** The ids of books and users that name a grade, volume or subject entry. */
async function usesOf(db: Db, e: AdminDicEntry): Promise<string | null> {
  const column =
    e.type === 'grade'
      ? 'grade_id'
      : e.type === 'cebie'
        ? 'cebie_id'
        : e.type === 'subject'
          ? 'subject_id'
          : null;
  if (!column) return null;
  const books = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', e.id)
    .executeTakeFirstOrThrow();
  if (Number(books.n) > 0) return `${Number(books.n)}本教材`;
  if (column !== 'subject_id') {
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', e.id)
      .executeTakeFirstOrThrow();
    if (Number(users.n) > 0) return `${Number(users.n)}位用户`;
  }
  return null;
}

/** Deletes an entry (and its children); a grade, volume or subject that books or users name is kept. */
export async function deleteDic(db: Db, id: number): Promise<AdminDicEntry> {
  return db.transaction().execute(async (trx) => {
    const before = await findEntry(trx, id);
    const used = await usesOf(trx, before);
    if (used) throw businessRule(`“${before.name}”已被${used}使用，不能删除；可以停用`);
    await trx.deleteFrom('dictionaries').where('parent_id', '=', id).execute();
    await trx.deleteFrom('dictionaries').where('id', '=', id).execute();
    return before;
  });
}

/** Gives the group's entries the order of `ids` (every entry of the group, each once). */
export async function sortDic(db: Db, type: DicGroup, ids: number[]) {
  return db.transaction().execute(async (trx) => {
    const before = await listAdminDic(trx, type);
    const have = new Set(before.map((e) => e.id));
    if (new Set(ids).size !== ids.length || ids.length !== have.size || ids.some((id) => !have.has(id))) {
      throw badInput(`排序须列出${GROUP_NAMES[type]}的全部条目，每个一次`);
    }
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('dictionaries')
        .set({ sort: i + 1 })
        .where('id', '=', id)
        .execute();
    }
    return { before, after: await listAdminDic(trx, type) };
  });
}
