import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import type { StatsSeries } from '@jc/contract';
import { chartValue, shortDay } from '../lib/stats-format';

/** The series' colours, from the tokens (a canvas cannot read CSS variables itself). */
const PALETTE = ['--jc-brand', '--jc-accent', '--jc-success', '--jc-coral-500', '--jc-blue-700'];

const token = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();

/**
 * A line chart of daily series on the desktop, drawn by ECharts loaded with import() (the statistics
 * feature's own lib/echarts), so the console's other pages do not carry it.
 */
export function TrendChart({
  title,
  days,
  series,
}: {
  title: string;
  days: string[];
  series: StatsSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
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
        instance.setOption({
          color: PALETTE.map((p) => token(el, p)),
          animation: false,
          grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis' },
          legend: { top: 0, textStyle: { color: text } },
          xAxis: {
            type: 'category',
            data: days.map(shortDay),
            axisLabel: { color: text },
            axisLine: { lineStyle: { color: line } },
          },
          yAxis: {
            type: 'value',
            minInterval: 1,
            axisLabel: { color: text },
            splitLine: { lineStyle: { color: line } },
          },
          series: series.map((s) => ({
            name: s.label,
            type: 'line',
            smooth: true,
            data: s.values.map((v) => chartValue(v, s.unit)),
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
  }, [days, series]);

  if (failed) return <Alert type="warning" showIcon title="图表加载失败，请刷新后重试。" />;
  return <div ref={box} role="img" aria-label={title} style={{ height: 320 }} />;
}
