import type { Paged } from '../envelope.js';
import type {
  AdminIntegralClaim,
  AdminTeacherApplication,
  IntegralClaim,
  MailSent,
  TeacherApplication,
  TeacherApplyInfo,
  TeacherBook,
  TeacherBookResources,
  TeacherDownArea,
  TeacherKefu,
  TeacherPackage,
} from './types.js';
import type { UploadedFile } from '../shared/uploads.js';
import { as, get, post } from '../endpoint.js';

/** The teacher entrance (teacher/…): certification, the teachers' desk, points claims. docs/teacher.md. */
export const teacherEndpoints = {
  applyInfo: get('teacher/getApplyInfo', 'user', null, as<TeacherApplyInfo>()),
  apply: post('teacher/saveApplyInfoAndFile', 'user', 'saveApplyInput', as<TeacherApplication>(), 'upload'),
  kefu: get('teacher/getTeacherKefu', 'none', null, as<TeacherKefu>()),
  uploadFile: post(
    'teacher/fileUpload/{purpose}',
    'teacher',
    'teacherFileInput',
    as<UploadedFile>(),
    'upload',
  ),
  commitClaim: post('teacher/integralCommit', 'teacher', 'integralCommitInput', as<IntegralClaim>()),
  /** This project's call: the caller's claims. */
  claims: get('teacher/getIntegralList', 'teacher', 'integralListQuery', as<Paged<IntegralClaim>>()),
};

/** Teaching resources: edition areas, books, whole packages, and mailing their signed links. docs/teacher.md. */
export const teacherResourceEndpoints = {
  downAreas: get('teacher/getDownArea', 'teacher', null, as<TeacherDownArea[]>()),
  /** Whole packages per grade and volume (downloadAllDetails). */
  packages: get('teacher/getDownList', 'teacher', 'teacherDownListQuery', as<Paged<TeacherPackage>>()),
  booksByArea: get(
    'teacher/getDownListByArea',
    'teacher',
    'teacherDownByAreaQuery',
    as<Paged<TeacherBook>>(),
  ),
  bookResources: get(
    'teacher/getDownListByNo',
    'teacher',
    'teacherDownByNoQuery',
    as<TeacherBookResources>(),
  ),
  /** Mail signed links of resources (any user) and packages (teachers). */
  sendMail: post('thirdpart/sendEmial', 'user', 'sendMailInput', as<MailSent>()),
};

/** Operator calls of the teacher entrance, admin role only, under /api/admin/teacher/. */
export const adminTeacherEndpoints = {
  applications: get(
    'admin/teacher/getApplyList',
    'admin',
    'adminApplyListQuery',
    as<Paged<AdminTeacherApplication>>(),
  ),
  decideApply: post(
    'admin/teacher/decideApply',
    'admin',
    'adminDecideApplyInput',
    as<AdminTeacherApplication>(),
  ),
  claims: get(
    'admin/teacher/getIntegralList',
    'admin',
    'adminIntegralListQuery',
    as<Paged<AdminIntegralClaim>>(),
  ),
  decideClaim: post(
    'admin/teacher/decideIntegral',
    'admin',
    'adminDecideIntegralInput',
    as<AdminIntegralClaim>(),
  ),
};
