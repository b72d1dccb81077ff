import { schoolEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { exportFushe, exportRecords, exportSales, exportSchools } from './exports.js';
import {
  assertBook,
  deleteRecord,
  recordList,
  saleList,
  saveClasses,
  saveRecord,
  uniqueGrade,
} from './records.js';
import {
  deleteFushe,
  deleteSchool,
  fusheList,
  saveFushe,
  saveSchool,
  schoolInfo,
  schoolList,
  schoolNameDic,
} from './schools.js';
import { callerOf } from './scope.js';

/** School archives (scoool/…): schools and their records, scoped by the caller's areas. docs/schools.md. */
export default async function schoolArchiveRoutes(app: FastifyInstance) {
  const caller = (user: Parameters<typeof callerOf>[1]) => callerOf(app.db, user);

  serve(app, schoolEndpoints, {
    list: async (q, { user }) => ok(await schoolList(await caller(user), q)),
    info: async (q, { user }) => ok(await schoolInfo(await caller(user), q.id)),
    save: async (input, { user }) => ok(await saveSchool(await caller(user), input), '保存成功'),
    nameDic: async (q, { user }) => ok(await schoolNameDic(await caller(user), q)),

    grades: async (q, { user }) => ok(await recordList(await caller(user), 'grade', q)),
    saveGrade: async (input, { user }) =>
      ok(
        await saveRecord(
          await caller(user),
          'grade',
          input,
          { grade: input.grade, pupils: input.pupils },
          Date.now(),
          uniqueGrade(input.schoolId, input.grade),
        ),
        '保存成功',
      ),
    saveClasses: async (input, { user }) =>
      ok(await saveClasses(await caller(user), input.gradeId, input.classNames), '保存成功'),

    teachers: async (q, { user }) => ok(await recordList(await caller(user), 'teacher', q)),
    saveTeacher: async ({ id, schoolId, ...values }, { user }) =>
      ok(await saveRecord(await caller(user), 'teacher', { id, schoolId }, values), '保存成功'),

    jingpins: async (q, { user }) => ok(await recordList(await caller(user), 'jingpin', q)),
    saveJingpin: async ({ id, schoolId, price, ...values }, { user }) =>
      ok(
        await saveRecord(await caller(user), 'jingpin', { id, schoolId }, { ...values, price_fen: price }),
        '保存成功',
      ),

    qudaos: async (q, { user }) => ok(await recordList(await caller(user), 'qudao', q)),
    saveQudao: async ({ id, schoolId, ...values }, { user }) =>
      ok(await saveRecord(await caller(user), 'qudao', { id, schoolId }, values), '保存成功'),

    sales: async (q, { user }) => ok(await saleList(await caller(user), q)),
    saveSale: async ({ id, schoolId, bookNo, amount, soldOn, quantity, remark }, { user }) => {
      const c = await caller(user);
      await assertBook(app.db, bookNo);
      return ok(
        await saveRecord(
          c,
          'sale',
          { id, schoolId },
          {
            book_no: bookNo,
            quantity,
            amount_fen: amount,
            sold_on: soldOn,
            remark,
          },
        ),
        '保存成功',
      );
    },

    fushe: async (q, { user }) => ok(await fusheList(await caller(user), q)),
    saveFushe: async (input, { user }) =>
      ok(await saveFushe(await caller(user), input.schoolId), '已负责该学校'),
    deleteFushe: async (input, { user }) => {
      await deleteFushe(await caller(user), input.schoolId);
      return ok(null, '已取消负责');
    },
    deleteRecord: async (input, { user }) => {
      const c = await caller(user);
      if (input.kind === 'school') await deleteSchool(c, input.id);
      else await deleteRecord(c, input.kind, input.id);
      return ok(null, '已删除');
    },

    exportSchools: async (q, { user, reply }) => exportSchools(await caller(user), reply, q),
    exportGrades: async (q, { user, reply }) => exportRecords(await caller(user), reply, 'grade', q),
    exportTeachers: async (q, { user, reply }) => exportRecords(await caller(user), reply, 'teacher', q),
    exportJingpins: async (q, { user, reply }) => exportRecords(await caller(user), reply, 'jingpin', q),
    exportQudaos: async (q, { user, reply }) => exportRecords(await caller(user), reply, 'qudao', q),
    exportSales: async (q, { user, reply }) => exportSales(await caller(user), reply, q),
    exportFushe: async (q, { user, reply }) => exportFushe(await caller(user), reply, q),
  });
}
