import {
  CHECKIN_PICTURES_MAX,
  CHECKIN_TEXT_MAX,
  PAGES,
  type Camp,
  type CampTask,
  type CheckinCounts,
  type CheckinFile,
  type CheckinPost,
} from '@jc/contract';

/** What a check-in carries besides its text: pictures, one recording or one video. */
export type MediaKind = CheckinFile['kind'];

export const MEDIA_KIND_TEXT: Record<MediaKind, string> = { image: '图片', audio: '录音', video: '视频' };

/** A positive whole number from a page parameter, else 0 (the pages treat 0 as "missing"). */
export function idParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** A `YYYY-MM-DD` page parameter, else ''. */
export function dateParam(raw: string | null | undefined): string {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '';
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 0) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The addresses of the check-in pages, with the query parameters the team agreed on. */
export const checkinUrls = {
  camp: (dakaId: number) => `${PAGES.clockIndex.path}${query({ dakaId })}`,
  publish: (taskId: number, dakaId?: number) => `${PAGES.clockPublish.path}${query({ taskId, dakaId })}`,
  edit: (dakaInfoId: number) => `${PAGES.clockPublish.path}${query({ dakaInfoId })}`,
  details: (dakaInfoId: number) => `${PAGES.clockDakaDetails.path}${query({ dakaInfoId })}`,
  userPage: (userId: number, dakaId?: number) => `${PAGES.clockUserPage.path}${query({ userId, dakaId })}`,
  historyDetails: (date: string, dakaId?: number) =>
    `${PAGES.clockHistoryDetails.path}${query({ date, dakaId })}`,
  rankings: (dakaId: number) => `${PAGES.clockRankings.path}${query({ dakaId })}`,
  history: (dakaId: number) => `${PAGES.clockHistory.path}${query({ dakaId })}`,
  service: (dakaId: number) => `${PAGES.clockService.path}${query({ dakaId })}`,
  poster: (dakaId: number) => `${PAGES.clockPoster.path}${query({ dakaId })}`,
};

/** The kind of media a post carries ('' for text only). */
export function mediaKindOf(files: readonly Pick<CheckinFile, 'kind'>[]): MediaKind | '' {
  return files[0]?.kind ?? '';
}

/** The first letter of a name for an avatar without a picture. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toUpperCase() : '?';
}

/** Text left under the 140-character limit (negative when over), counted as the server counts (UTF-16 units). */
export function charsLeft(text: string): number {
  return CHECKIN_TEXT_MAX - text.length;
}

/** How many more pictures can be added to those already chosen. */
export function picturesRoom(chosen: number): number {
  return Math.max(0, CHECKIN_PICTURES_MAX - chosen);
}

/**
 * Whether a check-in can be sent, and if not, why (the same rules the server applies, said before
 * sending): some text or a file; at most 140 characters; every file sent; nothing still uploading.
 */
export function publishProblem(input: {
  text: string;
  files: number;
  uploading: number;
  failed: number;
}): string | null {
  if (charsLeft(input.text) < 0) return `打卡内容不能超过${CHECKIN_TEXT_MAX}个字`;
  if (input.uploading > 0) return '文件还在上传，请稍候';
  if (input.failed > 0) return '有文件上传失败，请重试或删除';
  if (!input.text.trim() && input.files === 0) return '请输入打卡内容或上传文件';
  return null;
}

/** `mm:ss` of a number of seconds (the recorder's timer, the player's times). */
export function clock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The longest recording the page makes, in seconds (a pupil reading a passage aloud). */
export const RECORDING_MAX_SECONDS = 180;

/** The first container the browser's MediaRecorder can write, '' for its default. */
export function recorderMimeType(isSupported: (type: string) => boolean): string {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return candidates.find((t) => isSupported(t)) ?? '';
}

/** A file name for a recording blob by its type (the server knows files by content, not by name). */
export function recordingFileName(type: string): string {
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4')) return 'recording.m4a';
  return 'recording.webm';
}

/** A post after a like or unlike: the optimistic guess, before the server answers. */
export function optimisticLike<P extends Pick<CheckinPost, 'likeCount' | 'likedByMe'>>(
  post: P,
  like: boolean,
): P {
  if (post.likedByMe === like) return post;
  return { ...post, likedByMe: like, likeCount: Math.max(0, post.likeCount + (like ? 1 : -1)) };
}

/** A post with the server's exact counts after a like, unlike or comment. */
export function withCounts<P extends CheckinPost>(post: P, counts: CheckinCounts): P {
  if (post.dakaInfoId !== counts.dakaInfoId) return post;
  return {
    ...post,
    likeCount: counts.likeCount,
    commentCount: counts.commentCount,
    likedByMe: counts.likedByMe,
  };
}

/** Applies `change` to the post `dakaInfoId` in every page of a feed, keeping untouched pages as they are. */
export function patchFeedPages<D extends { pages: { list: CheckinPost[] }[] }>(
  data: D | undefined,
  dakaInfoId: number,
  change: (post: CheckinPost) => CheckinPost | null,
): D | undefined {
  if (!data) return data;
  let touched = false;
  const pages = data.pages.map((page) => {
    if (!page.list.some((p) => p.dakaInfoId === dakaInfoId)) return page;
    touched = true;
    const list = page.list.flatMap((p) => {
      if (p.dakaInfoId !== dakaInfoId) return [p];
      const next = change(p);
      return next ? [next] : [];
    });
    return { ...page, list };
  });
  return touched ? { ...data, pages } : data;
}

/** The grid's column count for n pictures (one large, two or four in two columns, else three). */
export function gridColumns(n: number): number {
  if (n <= 1) return 1;
  if (n === 2 || n === 4) return 2;
  return 3;
}

/** "第3天 · 朗读《春晓》" under a post. */
export function taskLine(post: Pick<CheckinPost, 'dayIndex' | 'taskTitle'>): string {
  return post.dayIndex > 0 ? `第${post.dayIndex}天 · ${post.taskTitle}` : post.taskTitle;
}

/** "11月24日" of a YYYY-MM-DD day (a feed post's day), or the day as is. */
export function dayText(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${Number(m[2])}月${Number(m[3])}日` : day;
}

/** "11月24日 08:05" of a `YYYY-MM-DD HH:mm:ss` time. */
export function timeText(time: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(time);
  return m ? `${Number(m[1])}月${Number(m[2])}日 ${m[3]}:${m[4]}` : time;
}

/** The camp's dates as one line. */
export function campDates(startDate: string, endDate: string): string {
  return `${dayText(startDate)} - ${dayText(endDate)}`;
}

/** What a task's button says and whether it can be tapped, for this camp and caller. */
export function taskAction(
  camp: Pick<Camp, 'status'>,
  task: Pick<CampTask, 'opened' | 'openDate' | 'checkedInToday'>,
): { text: string; enabled: boolean } {
  if (camp.status === 'finished') return { text: '已结束', enabled: false };
  if (camp.status === 'upcoming' || !task.opened)
    return { text: `${dayText(task.openDate)}开始`, enabled: false };
  if (task.checkedInToday) return { text: '今日已打卡', enabled: false };
  return { text: '去打卡', enabled: true };
}
