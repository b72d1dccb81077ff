import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '@/components/QueryView/QueryView';
import { useStatsTrend } from '../api/stats';
import { RangeChoice, rangeOf } from '../components/RangeChoice';
import { StatsChart } from '../components/StatsChart';
import { TREND_CHARTS, unitOf } from '../lib/charts';
import { shortDay } from '../lib/stats-format';
import { statsError } from '../lib/stats-error';
import styles from '../components/stats.module.css';

/** 趋势: the daily series of every metric over the chosen period, a chart each with its table. */
export default function StatsTrendPage() {
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const trend = useStatsTrend(days);
  const charts = useMemo(() => {
    const d = trend.data;
    if (!d) return [];
    return TREND_CHARTS.map((c) => ({
      ...c,
      unit: unitOf(c.metrics),
      categories: d.days.map(shortDay),
      series: c.metrics.map((m) => {
        const s = d.series.find((x) => x.metric === m);
        return { name: s?.label ?? m, values: s?.values ?? [] };
      }),
    }));
  }, [trend.data]);
  return (
    <div className={styles.page}>
      <RangeChoice value={days} onChange={(v) => setParams({ days: String(v) }, { replace: true })} />
      <QueryView query={trend} error={statsError('趋势数据加载失败')}>
        {() => (
          <>
            {charts.map((c) => (
              <StatsChart
                key={c.title}
                title={c.title}
                kind={c.kind}
                categoryTitle="日期"
                categories={c.categories}
                series={c.series}
                unit={c.unit}
              />
            ))}
          </>
        )}
      </QueryView>
    </div>
  );
}
