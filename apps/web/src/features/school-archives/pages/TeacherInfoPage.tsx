import { useSearchParams } from 'react-router';
import { saveTeacherInput, schoolEndpoints, type SchoolTeacher } from '@jc/contract';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { saveCalls, useArchiveCall, useTeachers } from '../api/schools';
import { ExportButtons } from '../components/ExportButtons';
import { RecordsPage } from '../components/RecordsPage';
import { idParam } from '../lib/archive-logic';
import { teacherFields, teacherValues } from '../lib/record-fields';
import styles from '../components/archives.module.css';

/** 教师信息: a school's teachers (name, subject, grade, post, phone); tap one to change it. */
export default function TeacherInfoPage() {
  const [params] = useSearchParams();
  const schoolId = idParam(params.get('schoolId'));
  const query = useTeachers(schoolId);
  const save = useArchiveCall(saveCalls.teacher);
  const remove = useArchiveCall((id: number) => saveCalls.remove('teacher', id));
  return (
    <RecordsPage<SchoolTeacher>
      schoolId={schoolId}
      noun="教师"
      query={query}
      fields={teacherFields}
      schema={saveTeacherInput}
      toValues={teacherValues}
      rowTitle={(t) => (
        <>
          {t.name}
          {t.post ? <span className={styles.tag}>{t.post}</span> : null}
        </>
      )}
      rowLines={(t) => [`${t.subject} · ${t.gradeName}`, t.phone || '未留电话']}
      save={(input) => save.mutateAsync(input as Parameters<typeof saveCalls.teacher>[0])}
      remove={(id) => remove.mutateAsync(id)}
      history={(id) => <RecordHistory kind="teacher" id={id} title="变更记录" />}
      tools={<ExportButtons endpoint={schoolEndpoints.exportTeachers} input={{ schoolId }} />}
    />
  );
}
