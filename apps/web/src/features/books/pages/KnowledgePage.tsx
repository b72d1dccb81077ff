import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/PageStatus';
import { useDicData } from '@/lib/dictionary';
import { DailyTabsView } from '../components/daily/DailyTabsView';
import { KNOWLEDGE_TABS, knowledgeTabIndex } from '../lib/daily';

/**
 * 知识点: 语文 (词语听写, 预习课堂), 数学 (思维提升), 英语 (自然拼读). `subject` is a subject name or a
 * subject dictionary id (scanned codes carry either); unknown → 语文. `isScan=1` marks a scan: the
 * shared nav's back already goes home when the page has no in-app history.
 */
export default function KnowledgePage() {
  const [params, setParams] = useSearchParams();
  const subject = params.get('subject');
  const byId = /^\d+$/.test((subject ?? '').trim());
  // An id needs the subject dictionary; a name does not.
  const subjects = useDicData('subject');
  if (byId && subjects.isPending) return <PageLoading />;
  const current = knowledgeTabIndex(subject, subjects.data?.dicList);
  return (
    <DailyTabsView
      tabs={KNOWLEDGE_TABS}
      current={current}
      ariaLabel="学科"
      onTab={(i) =>
        setParams(
          (prev) => {
            const p = new URLSearchParams(prev);
            p.set('subject', KNOWLEDGE_TABS[i]?.label ?? '语文');
            return p;
          },
          { replace: true },
        )
      }
    />
  );
}
