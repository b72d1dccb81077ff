import { useQuery } from '@tanstack/react-query';
import { archiveEndpoints, RECORD_ACTION_TEXT, type ArchiveKind, type RecordChange } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';
import { QueryView } from '../QueryView/QueryView';
import { Skeleton } from '../Skeleton/Skeleton';
import styles from './RecordHistory.module.css';

export interface RecordHistoryProps {
  kind: ArchiveKind;
  /** The record's id; nothing is asked for a record not saved yet (0). */
  id: number;
  /** The heading; 修改记录 unless said. */
  title?: string;
}

/** One change as a line: 时间 · 谁 · 新建/修改/删除 · 字段、字段. */
export function describeChange(c: RecordChange): string {
  const parts = [c.at, c.userName, RECORD_ACTION_TEXT[c.action]];
  if (c.fields.length > 0) parts.push(c.fields.join('、'));
  return parts.join(' · ');
}

/**
 * The change history of an archive record (scoool/getRecordHistory), newest first: when, who, what
 * kind of change and which fields. Loading, failure (with 重试) and empty views through QueryView; a
 * failure is shown here, not toasted.
 */
export function RecordHistory({ kind, id, title = '修改记录' }: RecordHistoryProps) {
  const query = useQuery({
    ...endpointQuery(archiveEndpoints.history, { kind, id }, { silent: true }),
    enabled: id > 0,
  });
  return (
    <section className={styles.box} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      {id > 0 ? (
        <QueryView
          query={query}
          error={{ title: '修改记录加载失败', art: 'error' }}
          loading={
            <div role="status" aria-label="加载中…" className={styles.loading}>
              <Skeleton className={styles.skeleton} />
              <Skeleton className={styles.skeleton} />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={{ title: '暂无修改记录', picture: <span aria-hidden="true" /> }}
        >
          {(list) => (
            <ol className={styles.list}>
              {list.map((c) => (
                <li key={c.id} className={styles.item} aria-label={describeChange(c)}>
                  <time className={styles.at}>{c.at}</time>
                  <span className={styles.who}>{c.userName}</span>
                  <span className={`${styles.action} ${styles[c.action] ?? ''}`}>
                    {RECORD_ACTION_TEXT[c.action]}
                  </span>
                  {c.fields.length > 0 ? <span className={styles.fields}>{c.fields.join('、')}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      ) : (
        <p className={styles.none}>保存后在这里记录每次修改</p>
      )}
    </section>
  );
}
