import { useEffect, useRef, useState } from 'react';
import type { StatsUnit } from '@jc/contract';
import { chartValue, tableOf } from '../lib/stats-format';
import styles from './stats.module.css';

export interface ChartSeries {
  name: string;
  values: number[];
}

interface Props {
  title: string;
  kind: 'line' | 'bar';
  /** Categories on the axis (days, areas, names) and the table's first column title. */
  categories: string[];
  categoryTitle: string;
  series: ChartSeries[];
  unit: StatsUnit;
  /** Bars along the vertical axis (leader boards: long names read across). */
  horizontal?: boolean;
}

/** The palette of the series, from the tokens (the canvas cannot read CSS variables itself). */
const PALETTE = ['--jc-brand', '--jc-accent', '--jc-success', '--jc-coral-500', '--jc-blue-700'];

function token(el: Element, name: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim();
}

/**
 * One chart of the statistics pages, drawn by ECharts (loaded here with import(), so no other page
 * carries it), with its table view a tap away: the same figures as rows, for reading exact values.
 */
export function StatsChart({ title, kind, categories, categoryTitle, series, unit, horizontal }: Props) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (view !== 'chart' || !el) return;
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | null = null;
    const observer = new ResizeObserver(() => chart?.resize());
    import('../lib/echarts')
      .then(({ echarts }) => {
        if (disposed) return;
        const text = token(el, '--jc-text-secondary');
        const line = token(el, '--jc-gray-150');
        const instance = echarts.init(el, undefined, { renderer: 'canvas' });
        chart = instance;
        const categoryAxis = {
          type: 'category' as const,
          data: categories,
          axisLabel: { color: text, fontSize: 10 },
          axisLine: { lineStyle: { color: line } },
          ...(horizontal ? { inverse: true } : {}),
        };
        const valueAxis = {
          type: 'value' as const,
          minInterval: unit === 'fen' ? 0 : 1,
          axisLabel: { color: text, fontSize: 10 },
          splitLine: { lineStyle: { color: line } },
        };
        instance.setOption({
          color: PALETTE.map((p) => token(el, p)),
          animation: false,
          grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
          tooltip: {
            trigger: 'axis',
            valueFormatter: (v: unknown) => (unit === 'fen' ? `¥${Number(v).toFixed(2)}` : String(v)),
          },
          legend: series.length > 1 ? { top: 0, textStyle: { color: text, fontSize: 11 } } : undefined,
          xAxis: horizontal ? valueAxis : categoryAxis,
          yAxis: horizontal ? categoryAxis : valueAxis,
          series: series.map((s) => ({
            name: s.name,
            type: kind,
            data: s.values.map((v) => chartValue(v, unit)),
            smooth: kind === 'line',
            showSymbol: categories.length <= 31,
            barMaxWidth: 18,
          })),
        });
        observer.observe(el);
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer.disconnect();
      chart?.dispose();
    };
  }, [view, categories, series, unit, kind, horizontal]);

  const table = tableOf(categoryTitle, categories, series, unit);
  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <div className={styles.toggle} role="group" aria-label={`${title}的显示方式`}>
          {(['chart', 'table'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={view === v ? styles.toggleOn : styles.toggleOff}
              onClick={() => setView(v)}
            >
              {v === 'chart' ? '图表' : '表格'}
            </button>
          ))}
        </div>
      </header>
      {view === 'chart' ? (
        failed ? (
          <p className={styles.muted}>图表加载失败，请切换到表格查看。</p>
        ) : (
          <div
            key="chart"
            ref={box}
            className={styles.chart}
            style={horizontal ? { height: 56 + categories.length * 34 } : undefined}
            role="img"
            aria-label={`${title}图表`}
            data-testid="stats-chart"
          />
        )
      ) : (
        <div key="table" className={styles.tableWrap}>
          <table className={styles.table} aria-label={`${title}表格`}>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r[0]}>
                  {r.map((c, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {c}
                      </th>
                    ) : (
                      <td key={i}>{c}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
