import {
  DAILY_HISTORY_DAYS,
  DAILY_KINDS,
  dailyIndex,
  shiftDate,
  type DailyKind,
  type DailyOne,
  type DailyPiece,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { formatDate } from '../../shared/time.js';

export interface DailyInput {
  id?: number | undefined;
  grade?: number | undefined;
  date?: string | undefined;
}

const lines = (text: string) => (text === '' ? [] : text.split('\n'));

/** The kind's enabled pieces published by `day` with their grade names, in `sort` order. */
function piecesOf(db: Db, kind: DailyKind, day: string) {
  return db
    .selectFrom('daily_pieces as p')
    .leftJoin('dictionaries as g', 'g.id', 'p.grade_id')
    .selectAll('p')
    .select('g.name as grade_name')
    .where('p.kind', '=', kind)
    .where('p.enabled', '=', 1)
    .where((eb) => eb.or([eb('p.publish_date', 'is', null), eb('p.publish_date', '<=', day)]))
    .orderBy('p.sort')
    .orderBy('p.id');
}
type Row = Awaited<ReturnType<ReturnType<typeof piecesOf>['executeTakeFirstOrThrow']>>;

function toPiece(row: Row): DailyPiece {
  const kind = row.kind as DailyKind;
  return {
    id: row.id,
    kind,
    kindName: DAILY_KINDS[kind].name,
    subject: DAILY_KINDS[kind].subject,
    gradeId: row.grade_id,
    grade: row.grade_name ?? '',
    title: row.title,
    author: row.author,
    tip: row.tip,
    paragraphs: lines(row.body),
    words: lines(row.words),
    extra: row.extra_label
      ? { label: row.extra_label, paragraphs: lines(row.extra_body), folded: row.extra_folded === 1 }
      : null,
    audio: row.audio,
    audioDuration: Math.round(row.audio_ms / 100) / 10,
    video: row.video,
    cover: row.cover,
  };
}

/**
 * One daily piece of a kind: by `id`, or the piece of `date` for `grade` — the day number modulo the
 * count of the kind's enabled pieces for that grade and for every grade, in `sort` order, so
 * consecutive days walk through them. Dates run from DAILY_HISTORY_DAYS back to today (Asia/Shanghai).
 */
export async function dailyOne(db: Db, kind: DailyKind, q: DailyInput, now = Date.now()): Promise<DailyOne> {
  const today = formatDate(now);
  if (q.id !== undefined) {
    const row = await piecesOf(db, kind, today).where('p.id', '=', q.id).executeTakeFirst();
    if (!row) throw notFound(`没有找到这篇${DAILY_KINDS[kind].name}内容`);
    return { piece: toPiece(row), date: null, prevDate: null, nextDate: null };
  }

  const oldest = shiftDate(today, -DAILY_HISTORY_DAYS);
  const date = q.date ?? today;
  if (date > today) throw badInput('日期（date）不能晚于今天');
  if (date < oldest) throw badInput(`日期（date）只能查看最近${DAILY_HISTORY_DAYS}天的内容`);

  let query = piecesOf(db, kind, date);
  const grade = q.grade;
  if (grade !== undefined) {
    const known = await db
      .selectFrom('dictionaries')
      .select('id')
      .where('id', '=', grade)
      .where('dic_type', '=', 'grade')
      .executeTakeFirst();
    if (!known) throw badInput('年级（grade）不正确');
    query = query.where((eb) => eb.or([eb('p.grade_id', '=', grade), eb('p.grade_id', 'is', null)]));
  }
  const rows = await query.execute();
  const row = rows[dailyIndex(date, rows.length)];
  return {
    piece: row ? toPiece(row) : null,
    date,
    prevDate: date > oldest ? shiftDate(date, -1) : null,
    nextDate: date < today ? shiftDate(date, 1) : null,
  };
}
