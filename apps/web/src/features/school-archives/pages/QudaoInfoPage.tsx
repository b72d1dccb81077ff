import { useSearchParams } from 'react-router';
import { saveQudaoInput, schoolEndpoints, type Qudao } from '@jc/contract';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { saveCalls, useArchiveCall, useQudaos } from '../api/schools';
import { ExportButtons } from '../components/ExportButtons';
import { RecordsPage } from '../components/RecordsPage';
import { idParam } from '../lib/archive-logic';
import { qudaoFields, qudaoValues } from '../lib/record-fields';
import styles from '../components/archives.module.css';

/** 渠道信息: how a school buys its books (新华书店, 学校统一征订, …), with a contact. */
export default function QudaoInfoPage() {
  const [params] = useSearchParams();
  const schoolId = idParam(params.get('schoolId'));
  const query = useQudaos(schoolId);
  const save = useArchiveCall(saveCalls.qudao);
  const remove = useArchiveCall((id: number) => saveCalls.remove('qudao', id));
  return (
    <RecordsPage<Qudao>
      schoolId={schoolId}
      noun="渠道"
      query={query}
      fields={qudaoFields}
      schema={saveQudaoInput}
      toValues={qudaoValues}
      rowTitle={(q) => (
        <>
          {q.name}
          <span className={styles.tag}>{q.kindText}</span>
        </>
      )}
      rowLines={(q) => [[q.contact, q.phone].filter(Boolean).join(' · ') || '未留联系人']}
      save={(input) => save.mutateAsync(input as Parameters<typeof saveCalls.qudao>[0])}
      remove={(id) => remove.mutateAsync(id)}
      history={(id) => <RecordHistory kind="qudao" id={id} title="变更记录" />}
      tools={<ExportButtons endpoint={schoolEndpoints.exportQudaos} input={{ schoolId }} />}
    />
  );
}
