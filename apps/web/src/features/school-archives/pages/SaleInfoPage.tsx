import { useSearchParams } from 'react-router';
import { saveSaleInput, schoolEndpoints, type SchoolSale } from '@jc/contract';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { saveCalls, useArchiveCall, useSales } from '../api/schools';
import { ExportButtons } from '../components/ExportButtons';
import { RecordsPage } from '../components/RecordsPage';
import { chinaToday, idParam } from '../lib/archive-logic';
import { saleFieldsWith, saleValues } from '../lib/record-fields';
import styles from '../components/archives.module.css';

/** 销售信息: our books sold to a school (book, quantity, amount, date), with the sums of a date range. */
export default function SaleInfoPage() {
  const [params, setParams] = useSearchParams();
  const schoolId = idParam(params.get('schoolId'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters = { schoolId, ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const query = useSales(filters);
  const save = useArchiveCall(saveCalls.sale);
  const remove = useArchiveCall((id: number) => saveCalls.remove('sale', id));
  const first = query.data?.pages[0];
  const setDate = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const summary = (
    <section className={styles.card} aria-label="销售合计">
      <div className={styles.totals}>
        <div>
          <span className={styles.muted}>合计数量</span>
          <strong className={styles.total} data-testid="sale-total-quantity">
            {first ? `${first.totalQuantity}册` : '—'}
          </strong>
        </div>
        <div>
          <span className={styles.muted}>合计金额</span>
          <strong className={styles.total} data-testid="sale-total-amount">
            {first ? `¥${first.totalAmount}` : '—'}
          </strong>
        </div>
      </div>
      <div className={styles.dateRange}>
        <label>
          <span className={styles.muted}>从</span>
          <input
            type="date"
            aria-label="开始日期"
            value={from}
            max={chinaToday()}
            onChange={(e) => setDate('from', e.target.value)}
          />
        </label>
        <label>
          <span className={styles.muted}>到</span>
          <input
            type="date"
            aria-label="结束日期"
            value={to}
            max={chinaToday()}
            onChange={(e) => setDate('to', e.target.value)}
          />
        </label>
      </div>
    </section>
  );
  return (
    <RecordsPage<SchoolSale>
      schoolId={schoolId}
      noun="销售记录"
      query={query}
      fields={saleFieldsWith(query.data?.pages.flatMap((p) => p.list) ?? [])}
      schema={saveSaleInput}
      toValues={(s) => saleValues(s)}
      rowTitle={(s) => (s.bookTitle ? `《${s.bookTitle}》` : `书号 ${s.bookNo}`)}
      rowLines={(s) => [`${s.soldOn} · ${s.quantity}册`]}
      rowSide={(s) => `¥${s.amount}`}
      summary={summary}
      save={(input) => save.mutateAsync(input as Parameters<typeof saveCalls.sale>[0])}
      remove={(id) => remove.mutateAsync(id)}
      history={(id) => <RecordHistory kind="sale" id={id} title="变更记录" />}
      tools={<ExportButtons endpoint={schoolEndpoints.exportSales} input={filters} />}
    />
  );
}
