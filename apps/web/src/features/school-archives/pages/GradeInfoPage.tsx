import { useSearchParams } from 'react-router';
import { saveGradeClassInput, saveGradeInput, schoolEndpoints, type SchoolGrade } from '@jc/contract';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { saveCalls, useArchiveCall, useGrades } from '../api/schools';
import { ExportButtons } from '../components/ExportButtons';
import { RecordsPage } from '../components/RecordsPage';
import { allParsers, fieldParser, idParam } from '../lib/archive-logic';
import { gradeFields, gradeValues } from '../lib/record-fields';

const schema = allParsers(saveGradeInput, fieldParser('classNames', saveGradeClassInput.shape.classNames));

/** 年级班级: a school's grades with their pupils and classes; one tap fills 1班…N班. */
export default function GradeInfoPage() {
  const [params] = useSearchParams();
  const schoolId = idParam(params.get('schoolId'));
  const query = useGrades(schoolId);
  const save = useArchiveCall(saveCalls.grade);
  const remove = useArchiveCall((id: number) => saveCalls.remove('grade', id));
  return (
    <RecordsPage<SchoolGrade>
      schoolId={schoolId}
      noun="年级"
      query={query}
      fields={gradeFields}
      schema={schema}
      toValues={gradeValues}
      rowTitle={(g) => g.gradeName}
      rowLines={(g) => [
        `${g.pupils}人 · ${g.classes.length}个班`,
        g.classes.length > 0 ? g.classes.map((c) => c.name).join('、') : '还没有班级',
      ]}
      save={(input) => save.mutateAsync(input as Parameters<typeof saveCalls.grade>[0])}
      remove={(id) => remove.mutateAsync(id)}
      history={(id) => <RecordHistory kind="grade" id={id} title="变更记录" />}
      tools={<ExportButtons endpoint={schoolEndpoints.exportGrades} input={{ schoolId }} />}
    />
  );
}
