import type { ArticleContest, ArticleSubmission, SubmissionFile } from '@jc/contract';
import { SUBMISSION_FILES_MAX } from '@jc/contract';

/** Contest windows are shown in Shanghai time, whatever the device's zone. */
export const CONTEST_ZONE = 'Asia/Shanghai';

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function shanghaiParts(iso: string): Parts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: CONTEST_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** `11月30日 23:59`, with the year in front when it is not `now`'s year (Shanghai). */
export function shanghaiMoment(iso: string, now: Date = new Date()): string {
  const p = shanghaiParts(iso);
  const thisYear = shanghaiParts(now.toISOString()).year;
  const date = `${Number(p.month)}月${Number(p.day)}日 ${p.hour}:${p.minute}`;
  return p.year === thisYear ? date : `${p.year}年${date}`;
}

/** `2026-11-30` in Shanghai. */
export function shanghaiDay(iso: string): string {
  const p = shanghaiParts(iso);
  return `${p.year}-${p.month.padStart(2, '0')}-${p.day.padStart(2, '0')}`;
}

/** The open window: `11月1日 08:00 至 11月30日 23:59（北京时间）`. */
export function windowText(contest: Pick<ArticleContest, 'startsAt' | 'endsAt'>, now: Date = new Date()) {
  return `${shanghaiMoment(contest.startsAt, now)} 至 ${shanghaiMoment(contest.endsAt, now)}（北京时间）`;
}

/** Days left until the window closes, as a short line for cards (`还剩3天`, `今天截止`). */
export function closesInText(endsAt: string, now: Date = new Date()): string {
  const ms = new Date(endsAt).getTime() - now.getTime();
  if (ms <= 0) return '已截止';
  const days = Math.floor(ms / 86_400_000);
  if (days >= 1) return `还剩${days}天`;
  const hours = Math.floor(ms / 3_600_000);
  return hours >= 1 ? `还剩${hours}小时` : '即将截止';
}

/** What the 我要投稿 button does: go to the form, ask for a login, or stay disabled with the reason. */
export type SubmitGate = { kind: 'go' } | { kind: 'login' } | { kind: 'disabled'; reason: string };

export function submitGate(
  contest: Pick<ArticleContest, 'state' | 'startsAt' | 'maxPerUser' | 'mySubmissionCount'>,
  loggedIn: boolean,
  now: Date = new Date(),
): SubmitGate {
  if (contest.state === 'upcoming')
    return { kind: 'disabled', reason: `活动尚未开始，${shanghaiMoment(contest.startsAt, now)}开始投稿` };
  if (contest.state === 'closed') return { kind: 'disabled', reason: '活动已截止，不能再投稿' };
  if (!loggedIn) return { kind: 'login' };
  if (contest.mySubmissionCount >= contest.maxPerUser)
    return {
      kind: 'disabled',
      reason:
        contest.maxPerUser === 1
          ? '你已投过稿，每人限投1篇，可在“我的投稿”中修改'
          : `每人限投${contest.maxPerUser}篇，你已投满`,
    };
  return { kind: 'go' };
}

// ---------------------------------------------------------------- files of a submission

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';
export const FILE_ACCEPT = [...PICTURE_TYPES, PDF_TYPE].join(',');
export const FILE_TYPE_MSG = '只能上传图片（JPG、PNG、WebP）或PDF文件';

export type FileKind = 'image' | 'document';

/** A picked file's kind, or null for anything else (the server checks the content again). */
export function fileKind(file: { type: string; name?: string }): FileKind | null {
  if ((PICTURE_TYPES as readonly string[]).includes(file.type)) return 'image';
  if (file.type === PDF_TYPE || (!file.type && file.name?.toLowerCase().endsWith('.pdf'))) return 'document';
  return null;
}

/** A file on the form: one kept from the submission being edited, or a new one. */
export type FormFile =
  { key: string; kept: SubmissionFile } | { key: string; file: File; kind: FileKind; url: string };

/** How many of `picked` fit beside `have`, and the toast when some do not. */
export function fileRoom(have: number, picked: number, max: number = SUBMISSION_FILES_MAX) {
  const take = Math.max(0, Math.min(picked, max - have));
  return { take, note: take < picked ? `最多上传${max}个附件` : '' };
}

/** The commit's file fields: kept ids as the contract's comma list, new files as parts. */
export function commitFiles(files: readonly FormFile[]): { keepFileIds: string; file: File[] } {
  const keep: number[] = [];
  const fresh: File[] = [];
  for (const f of files) {
    if ('kept' in f) keep.push(f.kept.id);
    else fresh.push(f.file);
  }
  return { keepFileIds: keep.join(','), file: fresh };
}

/** Where a PDF opens: the app's PDF viewer for this site's files, the address itself otherwise. */
export function pdfLink(url: string, title: string): { inApp: boolean; href: string } {
  if (url.startsWith('/uploads/') || url.startsWith('/media/'))
    return {
      inApp: true,
      href: `/pages/other/pdfView?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`,
    };
  return { inApp: false, href: url };
}

/** The status line of a submission in the author's list. */
export function submissionBadge(s: Pick<ArticleSubmission, 'status' | 'statusText' | 'awardText'>) {
  if (s.status === 'awarded') return { text: s.awardText || s.statusText, tone: 'gold' as const };
  if (s.status === 'rejected') return { text: s.statusText, tone: 'gray' as const };
  return { text: s.statusText, tone: 'blue' as const };
}

/** The tabs of 我的投稿. */
export const HISTORY_TABS = [
  { key: 'all', title: '全部' },
  { key: 'submitted', title: '已投稿' },
  { key: 'awarded', title: '已获奖' },
  { key: 'rejected', title: '未入选' },
] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number]['key'];
