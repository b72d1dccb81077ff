import { Link } from 'react-router';
import { PAGES, type BigScreenData, type StatsTotal } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { useStatsTotals, useStatsTrend } from '../api/stats';
import { StatsChart } from '../components/StatsChart';
import { formatValue, shortDay } from '../lib/stats-format';
import { statsError } from '../lib/stats-error';
import styles from '../components/stats.module.css';

function Tile({ t }: { t: StatsTotal }) {
  return (
    <div className={styles.tile} aria-label={t.label}>
      <span className={styles.tileLabel}>{t.label} · 今日</span>
      <strong className={styles.tileValue} data-testid={`today-${t.metric}`}>
        {formatValue(t.today, t.unit)}
      </strong>
      <span className={styles.tileMeta}>
        昨日 {formatValue(t.yesterday, t.unit)} · 近7天 {formatValue(t.week, t.unit)}
        <br />
        累计 <span data-testid={`total-${t.metric}`}>{formatValue(t.total, t.unit)}</span>
      </span>
    </div>
  );
}

function scopeText(d: BigScreenData): string {
  if (d.scope.all) return '全部区域';
  return d.scope.areas.length ? d.scope.areas.join('、') : '尚未分配区域';
}

/** 统计分析: today's figures and the totals, the week's users, and the ways to the trends and leader boards. */
export default function StatsDataPage() {
  const totals = useStatsTotals();
  const week = useStatsTrend(7);
  return (
    <div className={styles.page}>
      <QueryView query={totals} error={statsError('统计数据加载失败')}>
        {(d) => (
          <>
            <div className={styles.banner}>
              <h1>运营统计</h1>
              <p>
                档案范围：{scopeText(d)}（用户与学习数据为全平台）
                <br />
                {d.updatedAt ? `数据更新于 ${d.updatedAt}` : '数据正在汇总'}
              </p>
            </div>
            <section className={styles.card} aria-label="用户与学习">
              <header className={styles.cardHead}>
                <h2 className={styles.cardTitle}>用户与学习</h2>
              </header>
              <div className={styles.grid}>
                {d.activity.map((t) => (
                  <Tile key={t.metric} t={t} />
                ))}
              </div>
            </section>
            <section className={styles.card} aria-label="档案业务">
              <header className={styles.cardHead}>
                <h2 className={styles.cardTitle}>档案业务</h2>
              </header>
              <div className={styles.grid}>
                {d.archive.map((t) => (
                  <Tile key={t.metric} t={t} />
                ))}
              </div>
            </section>
          </>
        )}
      </QueryView>
      {totals.data && (
        <nav className={styles.links} aria-label="更多统计">
          <Link className={styles.link} to={PAGES.tjfxTrend.path}>
            每日趋势
          </Link>
          <Link className={styles.link} to={PAGES.tjfxMore.path}>
            区域与业务员排行
          </Link>
        </nav>
      )}
      {week.data && (
        <StatsChart
          title="近7天用户"
          kind="line"
          categoryTitle="日期"
          categories={week.data.days.map(shortDay)}
          series={week.data.series
            .filter((s) => s.metric === 'newUsers' || s.metric === 'activeUsers')
            .map((s) => ({ name: s.label, values: s.values }))}
          unit="count"
        />
      )}
    </div>
  );
}
