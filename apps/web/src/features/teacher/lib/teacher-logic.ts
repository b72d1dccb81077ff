import { PAGES, type SaveApplyInput, type TeacherApplication, type TeacherApplyInfo } from '@jc/contract';
import type { CascadeOption } from '@/lib/area-cascade';

/** What the tab shows: the teacher's entrance, or the way to certification at the application's stage. */
export type TabView = 'login' | 'teacher' | 'apply' | 'pending' | 'rejected';

export function tabView(loggedIn: boolean, info: TeacherApplyInfo | null | undefined): TabView {
  if (!loggedIn) return 'login';
  if (info?.isTeacher) return 'teacher';
  const status = info?.application?.status;
  if (status === 'pending') return 'pending';
  if (status === 'rejected') return 'rejected';
  return 'apply';
}

/** The teacher's entries on the tab, in order. */
export const TEACHER_ENTRIES = [
  {
    key: 'download',
    mark: '资',
    title: '资源下载',
    text: '课件、教案、音频',
    to: PAGES.teacherDownload.path,
  },
  {
    key: 'sample',
    mark: '书',
    title: '样书领取',
    text: '免费申领教材样书',
    to: PAGES.sampleBookReceive.path,
  },
  { key: 'record', mark: '记', title: '样书记录', text: '申请进度与物流', to: PAGES.sampleRecording.path },
  { key: 'favorites', mark: '藏', title: '我的收藏', text: '收藏的图书和资源', to: PAGES.bookFavorites.path },
  { key: 'points', mark: '分', title: '积分上传', text: '课堂使用得积分', to: PAGES.integralUpload.path },
] as const;

/** What certification gives, shown to everyone who is not a teacher yet. */
export const CERTIFICATION_BENEFITS = [
  { title: '教学资源', text: '按版本、书号下载课件、教案和整套资源包，可发送到邮箱' },
  { title: '免费样书', text: '每学期按限额申领教材样书，寄到学校' },
  { title: '课堂积分', text: '上传课堂使用照片，审核通过即得积分，可在积分商城兑换' },
  { title: '教师专属客服', text: '一对一解答教学与资源问题' },
] as const;

/** The fields of the certification form, as the page holds them. */
export interface ApplyValues {
  realName: string;
  /** Province, city and district codes. */
  area: string[];
  schoolName: string;
  subjectIds: number[];
  gradeIds: number[];
  phone: string;
}

export const EMPTY_APPLY: ApplyValues = {
  realName: '',
  area: [],
  schoolName: '',
  subjectIds: [],
  gradeIds: [],
  phone: '',
};

/** The codes from the top of the area tree down to `code` ([] when the tree has no such area). */
export function areaPath(options: readonly CascadeOption[], code: string): string[] {
  for (const option of options) {
    if (option.value === code) return [code];
    const below = option.children ? areaPath(option.children, code) : [];
    if (below.length > 0) return [option.value, ...below];
  }
  return [];
}

/** The form prefilled from a rejected application (applying again), its district found in the tree. */
export function applyDraft(
  application: TeacherApplication | null | undefined,
  options: readonly CascadeOption[] = [],
): ApplyValues {
  if (!application || application.status !== 'rejected') return EMPTY_APPLY;
  return {
    realName: application.realName,
    area: areaPath(options, application.areaCode),
    schoolName: application.schoolName,
    subjectIds: application.subjectIds,
    gradeIds: application.gradeIds,
    phone: application.phone,
  };
}

/** The call's input: lists as comma lists, the district as the area. */
export function applyInput(values: ApplyValues, keptProofIds: number[], files: Blob[]): SaveApplyInput {
  return {
    realName: values.realName.trim(),
    areaCode: values.area[2] ?? '',
    schoolName: values.schoolName.trim(),
    subjectIds: values.subjectIds.join(','),
    gradeIds: values.gradeIds.join(','),
    phone: values.phone.trim(),
    proofIds: keptProofIds.join(','),
    file: files,
  };
}

export { fieldErrors, type IssueParser } from '@/lib/form-rules';

/** Today in Asia/Shanghai as YYYY-MM-DD (a lesson's date cannot be later). */
export function shanghaiDate(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 10);
}
