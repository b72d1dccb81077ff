import { AWARD_LEVEL_TEXT, AWARD_LEVELS, type AwardLevel, type AwardedEssay, type Paged } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import type { FileStore } from '../uploads/index.js';
import { ANONYMOUS } from './certificates.js';
import { SUBMISSION_NOT_FOUND, submissionFiles } from './submissions.js';

/** How much of an awarded essay a list shows. */
export const EXCERPT_LENGTH = 80;

const awarded = (db: Db) =>
  db
    .selectFrom('article_submissions as s')
    .innerJoin('article_contests as c', 'c.id', 's.contest_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.contest_id',
      'c.title as contest_title',
      's.title',
      's.text',
      's.award_level',
      's.decided_at',
      'u.nickname',
      'u.avatar',
    ])
    .where('s.status', '=', 'awarded');

type AwardedRow = Awaited<ReturnType<ReturnType<typeof awarded>['executeTakeFirstOrThrow']>>;

const levelOf = (s: string): AwardLevel =>
  (AWARD_LEVELS as readonly string[]).includes(s) ? (s as AwardLevel) : 'excellent';

async function toEssays(
  db: Db,
  store: FileStore,
  rows: AwardedRow[],
  whole: boolean,
): Promise<AwardedEssay[]> {
  const files = await submissionFiles(
    db,
    store,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const level = levelOf(r.award_level);
    const chars = [...r.text];
    return {
      id: r.id,
      contestId: r.contest_id,
      contestTitle: r.contest_title,
      title: r.title,
      text: whole || chars.length <= EXCERPT_LENGTH ? r.text : `${chars.slice(0, EXCERPT_LENGTH).join('')}…`,
      files: files.get(r.id) ?? [],
      authorName: r.nickname || ANONYMOUS,
      authorAvatar: r.avatar,
      awardLevel: level,
      awardText: AWARD_LEVEL_TEXT[level],
      awardedAt: r.decided_at === null ? '' : formatTime(r.decided_at),
    };
  });
}

/** getRewardArticleNew/{contestId}: the latest awarded essays of a contest (all with 0), newest award first. */
export async function latestAwarded(
  db: Db,
  store: FileStore,
  q: PageInput & { contestId: number },
): Promise<Paged<AwardedEssay>> {
  let base = awarded(db);
  if (q.contestId > 0) base = base.where('s.contest_id', '=', q.contestId);
  const { rows, total } = await fetchPage(base.orderBy('s.decided_at', 'desc').orderBy('s.id', 'desc'), q);
  return { list: await toEssays(db, store, rows, false), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** getRewardArticleInfo: one awarded essay, whole; anything not awarded is a 404. */
export async function awardedEssay(db: Db, store: FileStore, id: number): Promise<AwardedEssay> {
  const row = await awarded(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const [out] = await toEssays(db, store, [row], true);
  if (!out) throw new Error('essay vanished');
  return out;
}
