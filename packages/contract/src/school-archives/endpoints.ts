import type {
  FusheSchool,
  Jingpin,
  Qudao,
  School,
  SchoolDetail,
  SchoolGrade,
  SchoolName,
  SchoolSale,
  SchoolSaleList,
  SchoolTeacher,
} from './types.js';
import type { FileAnswer } from '../archives/types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/**
 * School archives (scoool/…), field staff and admins, scoped by the caller's areas. Save calls create when
 * `id` is absent or 0. The `export…` calls are this project's: the list's filters plus `format` (csv or
 * xlsx), answered with a file. docs/schools.md.
 */
export const schoolEndpoints = {
  list: get('scoool/getSchoolList', 'staff', 'schoolListQuery', as<Paged<School>>()),
  info: get('scoool/getSchoolInfo', 'staff', 'schoolIdQuery', as<SchoolDetail>()),
  save: post('scoool/saveSchoolInfo', 'staff', 'saveSchoolInput', as<SchoolDetail>()),
  nameDic: get('scoool/getSchoolNameDic', 'staff', 'schoolNameDicQuery', as<SchoolName[]>()),
  grades: get('scoool/getSchoolGradeList', 'staff', 'gradeListQuery', as<Paged<SchoolGrade>>()),
  saveGrade: post('scoool/saveSchoolGrade', 'staff', 'saveGradeInput', as<SchoolGrade>()),
  saveClasses: post('scoool/saveGradeClass', 'staff', 'saveGradeClassInput', as<SchoolGrade>()),
  teachers: get('scoool/getTeacherList', 'staff', 'teacherListQuery', as<Paged<SchoolTeacher>>()),
  saveTeacher: post('scoool/saveTeacherInfo', 'staff', 'saveTeacherInput', as<SchoolTeacher>()),
  jingpins: get('scoool/getJingpinList', 'staff', 'jingpinListQuery', as<Paged<Jingpin>>()),
  saveJingpin: post('scoool/saveJingpinInfo', 'staff', 'saveJingpinInput', as<Jingpin>()),
  qudaos: get('scoool/getBuyQudaoList', 'staff', 'qudaoListQuery', as<Paged<Qudao>>()),
  saveQudao: post('scoool/saveBuyQudaoInfo', 'staff', 'saveQudaoInput', as<Qudao>()),
  sales: get('scoool/getYGSaleList', 'staff', 'saleListQuery', as<SchoolSaleList>()),
  saveSale: post('scoool/saveYGSaleInfo', 'staff', 'saveSaleInput', as<SchoolSale>()),
  fushe: get('scoool/getFusheSchoolList', 'staff', 'fusheListQuery', as<Paged<FusheSchool>>()),
  saveFushe: post('scoool/saveFusheSchool', 'staff', 'fusheSchoolInput', as<FusheSchool>()),
  deleteFushe: post('scoool/deleteFusheSchool', 'staff', 'fusheSchoolInput', as<null>()),
  /** This project's call: delete a school record (a school only when nothing hangs on it, 409). */
  deleteRecord: post('scoool/deleteSchoolRecord', 'staff', 'deleteSchoolRecordInput', as<null>()),
  exportSchools: get('scoool/exportSchoolList', 'staff', 'schoolExportQuery', as<FileAnswer>()),
  exportGrades: get('scoool/exportSchoolGradeList', 'staff', 'gradeExportQuery', as<FileAnswer>()),
  exportTeachers: get('scoool/exportTeacherList', 'staff', 'teacherExportQuery', as<FileAnswer>()),
  exportJingpins: get('scoool/exportJingpinList', 'staff', 'jingpinExportQuery', as<FileAnswer>()),
  exportQudaos: get('scoool/exportBuyQudaoList', 'staff', 'qudaoExportQuery', as<FileAnswer>()),
  exportSales: get('scoool/exportYGSaleList', 'staff', 'saleExportQuery', as<FileAnswer>()),
  exportFushe: get('scoool/exportFusheSchoolList', 'staff', 'fusheExportQuery', as<FileAnswer>()),
};
