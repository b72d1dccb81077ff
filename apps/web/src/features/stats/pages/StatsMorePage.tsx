import { useSearchParams } from 'react-router';
import {
  ARCHIVE_METRICS,
  STATS_METRIC_INFO,
  type ArchiveMetric,
  type LeaderRow,
  type TjfxLeader,
} from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { useStatsLeader } from '../api/stats';
import { RangeChoice, rangeOf } from '../components/RangeChoice';
import { StatsChart } from '../components/StatsChart';
import { statsError } from '../lib/stats-error';
import styles from '../components/stats.module.css';

const metricOf = (raw: string | null): ArchiveMetric =>
  (ARCHIVE_METRICS as readonly string[]).includes(raw ?? '') ? (raw as ArchiveMetric) : 'salesAmount';

function Board({
  title,
  rows,
  board,
  nameTitle,
}: {
  title: string;
  rows: LeaderRow[];
  board: TjfxLeader;
  nameTitle: string;
}) {
  if (rows.length === 0)
    return (
      <section className={styles.card} aria-label={title}>
        <header className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{title}</h2>
        </header>
        <p className={styles.muted}>这段时间还没有{board.label}记录。</p>
      </section>
    );
  return (
    <StatsChart
      title={title}
      kind="bar"
      horizontal
      categoryTitle={nameTitle}
      categories={rows.map((r) => `${r.rank}. ${r.name}`)}
      series={[{ name: board.label, values: rows.map((r) => r.value) }]}
      unit={board.unit}
    />
  );
}

/** 更多统计: leader boards of an archive metric by district and by staff member over the period. */
export default function StatsMorePage() {
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const metric = metricOf(params.get('metric'));
  const leader = useStatsLeader(metric, days);
  const set = (next: { days?: number; metric?: string }) =>
    setParams({ days: String(next.days ?? days), metric: next.metric ?? metric }, { replace: true });
  return (
    <div className={styles.page}>
      <div className={styles.choices} role="group" aria-label="排行指标">
        {ARCHIVE_METRICS.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === metric}
            className={m === metric ? styles.chipOn : styles.chip}
            onClick={() => set({ metric: m })}
          >
            {STATS_METRIC_INFO[m].label}
          </button>
        ))}
      </div>
      <RangeChoice value={days} onChange={(v) => set({ days: v })} />
      <QueryView query={leader} error={statsError('排行数据加载失败')}>
        {(b) => (
          <>
            <p className={styles.choices}>
              <span className={styles.muted}>
                {b.from} 至 {b.to}，按{b.label}排名
              </span>
            </p>
            <Board title="区域排行" nameTitle="区域" rows={b.byArea} board={b} />
            <Board title="业务员排行" nameTitle="业务员" rows={b.byStaff} board={b} />
          </>
        )}
      </QueryView>
    </div>
  );
}
