import type {
  AdminTeacherApplication,
  TeacherApplication,
  TeacherApplyInfo,
  UploadedFile,
} from '@jc/contract';
import { expect } from 'vitest';
import { apiCalls, useDictionaryIds } from '../../test/api.js';
import type { TestApp } from '../../test/app.js';
import { picture, upload, type FilePartSeed } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';

let colour = 0;
/** A picture of its own each time (a new colour), so no two are the same proof. */
export const freshPicture = async (): Promise<FilePartSeed> => {
  colour += 1;
  const hex = `#${(colour * 2654435761).toString(16).padStart(6, '0').slice(-6)}`;
  return { name: `p${colour}.jpg`, data: await picture(hex), type: 'image/jpeg' };
};

/**
 * The teacher entrance on a test's app: the dictionary ids, an application's form, applying with proofs,
 * the caller's certification, an operator's decision, a fresh certified teacher and a claim's proof.
 */
export function teacherCalls(t: () => TestApp) {
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const dic = useDictionaryIds(t);
  const form = () => ({
    realName: '张晓燕',
    areaCode: '110108',
    schoolName: '中关村第一小学',
    subjectIds: `${dic['语文']},${dic['数学']}`,
    gradeIds: String(dic['三年级']),
    phone: '13912345678',
  });
  const applyAs = (token: string, fields: Record<string, string>, files: FilePartSeed[]) =>
    upload<TeacherApplication>(t(), 'teacher/saveApplyInfoAndFile', token, fields, files);
  const info = async (token: string) =>
    (await get<TeacherApplyInfo>('teacher/getApplyInfo', undefined, token)).body.data;
  const decideApply = (admin: string, id: number, decision: string, reason?: string) =>
    post<AdminTeacherApplication>(
      'admin/teacher/decideApply',
      { id: String(id), decision, ...(reason ? { reason } : {}) },
      admin,
    );
  /** A fresh pupil made a certified teacher through the API. */
  const makeTeacher = async () => {
    const u = await makeShopUser(db());
    const applied = await applyAs(u.token, form(), [await freshPicture()]);
    expect(applied.status).toBe(200);
    const admin = await t().login('admin');
    expect((await decideApply(admin, applied.body.data.id, 'approve')).status).toBe(200);
    return u;
  };
  const uploadProof = async (token: string, file?: FilePartSeed) =>
    upload<UploadedFile>(t(), 'teacher/fileUpload/integral', token, {}, [file ?? (await freshPicture())]);
  return { dic, form, applyAs, info, decideApply, makeTeacher, uploadProof };
}
