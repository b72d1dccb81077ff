import { useState, type ReactNode } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Paged } from '@jc/contract';
import { InfiniteList, type InfiniteQueryLike } from '@/components/InfiniteList/InfiniteList';
import { PageStatus } from '@/components/PageStatus';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { FieldSpec, IssueParser } from '../lib/archive-logic';
import { RecordForm } from './RecordForm';
import { SchoolBar } from './SchoolBar';
import styles from './archives.module.css';

export interface RecordsPageProps<R extends { id: number }> {
  schoolId: number;
  /** What one record is called: 教师, 竞品, 渠道, 销售记录. */
  noun: string;
  query: InfiniteQueryLike<Paged<R>>;
  fields: readonly FieldSpec[];
  schema: IssueParser;
  /** The form's values: a record's, or a new one's defaults. */
  toValues: (record?: R) => Record<string, string>;
  rowTitle: (record: R) => ReactNode;
  rowLines: (record: R) => string[];
  rowSide?: (record: R) => ReactNode;
  /** A line over the list (a sales total). */
  summary?: ReactNode;
  save: (input: Record<string, unknown>) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
  /** The history of one record (`<RecordHistory kind id />`). */
  history?: (id: number) => ReactNode;
  /** Under the add button: the list's export. */
  tools?: ReactNode;
}

/**
 * A school's records of one kind on one page: the list with a big 添加 button; `?edit=new` or
 * `?edit=<id>` shows the form in place of the list (the phone's back closes it), with 删除 and the
 * record's history when editing.
 */
export function RecordsPage<R extends { id: number }>(props: RecordsPageProps<R>) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const edit = params.get('edit');
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState('');
  const open = (value: string | null) => {
    setServerError('');
    // A form opened from the list closes by going back to it (so back then leaves the page); one
    // opened by its address is replaced by the list.
    if (value === null && (location.state as { fromList?: boolean } | null)?.fromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    if (value === null) next.delete('edit');
    else next.set('edit', value);
    setParams(next, value === null ? { replace: true } : { state: { fromList: true } });
  };
  const rows = props.query.data?.pages.flatMap((p) => p.list) ?? [];

  if (edit !== null) {
    const id = edit === 'new' ? 0 : Number(edit);
    const record = id > 0 ? rows.find((r) => r.id === id) : undefined;
    if (id > 0 && !record) {
      if (props.query.data === undefined) return <div aria-busy="true" />;
      return (
        <PageStatus
          art="notFound"
          title={`${props.noun}不存在`}
          actionText="返回列表"
          onAction={() => open(null)}
        />
      );
    }
    const run = async (input: Record<string, unknown>) => {
      setPending(true);
      setServerError('');
      try {
        await props.save(input);
        toast(id > 0 ? '已保存' : `已添加${props.noun}`, 'success');
        open(null);
      } catch (e) {
        setServerError(isApiError(e) ? e.message : '保存失败，请重试');
      } finally {
        setPending(false);
      }
    };
    const remove = async () => {
      if (!props.remove) return;
      const ok = await Dialog.confirm({
        content: `确定删除这条${props.noun}吗？`,
        confirmText: '删除',
        cancelText: '取消',
      });
      if (!ok) return;
      await props.remove(id);
      toast('已删除');
      open(null);
    };
    return (
      <div className={styles.page}>
        <SchoolBar schoolId={props.schoolId} />
        <section className={styles.card} aria-label={id > 0 ? `编辑${props.noun}` : `添加${props.noun}`}>
          <h2 className={styles.cardTitle}>{id > 0 ? `编辑${props.noun}` : `添加${props.noun}`}</h2>
          <RecordForm
            key={edit}
            fields={props.fields}
            initial={props.toValues(record)}
            schema={props.schema}
            extra={{ schoolId: props.schoolId, ...(id > 0 ? { id } : {}) }}
            submitText={id > 0 ? '保存' : `添加${props.noun}`}
            pending={pending}
            serverError={serverError}
            onSubmit={(input) => void run(input)}
          />
          {id > 0 && props.remove ? (
            <Button
              block
              fill="none"
              color="danger"
              className={styles.deleteButton}
              onClick={() => void remove()}
            >
              删除这条{props.noun}
            </Button>
          ) : null}
        </section>
        {id > 0 && props.history ? props.history(id) : null}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <SchoolBar schoolId={props.schoolId} />
      {props.summary}
      <InfiniteList
        query={props.query}
        error={`${props.noun}加载失败`}
        empty={{ title: `还没有${props.noun}`, description: `点下方“添加${props.noun}”登记第一条。` }}
      >
        {(list: R[]) => (
          <ul className={styles.rows} aria-label={`${props.noun}列表`}>
            {list.map((r) => (
              <li key={r.id}>
                <button type="button" className={styles.row} onClick={() => open(String(r.id))}>
                  <span className={styles.rowMain}>
                    <strong className={styles.rowTitle}>{props.rowTitle(r)}</strong>
                    {props.rowLines(r).map((line, i) => (
                      <span key={i} className={styles.rowLine}>
                        {line}
                      </span>
                    ))}
                  </span>
                  {props.rowSide ? <span className={styles.rowSide}>{props.rowSide(r)}</span> : null}
                  <span className={styles.chevron} aria-hidden="true">
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
      {props.tools}
      <footer className={styles.bottomBar}>
        <Button block color="primary" shape="rounded" size="large" onClick={() => open('new')}>
          添加{props.noun}
        </Button>
      </footer>
    </div>
  );
}
