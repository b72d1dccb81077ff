import { useSearchParams } from 'react-router';
import { saveJingpinInput, schoolEndpoints, type Jingpin } from '@jc/contract';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { saveCalls, useArchiveCall, useJingpins } from '../api/schools';
import { ExportButtons } from '../components/ExportButtons';
import { RecordsPage } from '../components/RecordsPage';
import { idParam } from '../lib/archive-logic';
import { jingpinFields, jingpinValues } from '../lib/record-fields';

/** 竞品信息: the competitor products a school uses (publisher, product, subject, grade, price, quantity). */
export default function JingpinInfoPage() {
  const [params] = useSearchParams();
  const schoolId = idParam(params.get('schoolId'));
  const query = useJingpins(schoolId);
  const save = useArchiveCall(saveCalls.jingpin);
  const remove = useArchiveCall((id: number) => saveCalls.remove('jingpin', id));
  return (
    <RecordsPage<Jingpin>
      schoolId={schoolId}
      noun="竞品"
      query={query}
      fields={jingpinFields}
      schema={saveJingpinInput}
      toValues={jingpinValues}
      rowTitle={(j) => j.product}
      rowLines={(j) => [`${j.publisher} · ${j.subject} · ${j.gradeName}`]}
      rowSide={(j) => (
        <>
          ¥{j.price}
          <br />
          <small>{j.quantity}册</small>
        </>
      )}
      save={(input) => save.mutateAsync(input as Parameters<typeof saveCalls.jingpin>[0])}
      remove={(id) => remove.mutateAsync(id)}
      history={(id) => <RecordHistory kind="jingpin" id={id} title="变更记录" />}
      tools={<ExportButtons endpoint={schoolEndpoints.exportJingpins} input={{ schoolId }} />}
    />
  );
}
