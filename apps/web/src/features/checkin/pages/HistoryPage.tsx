import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, todayInShanghai, type CheckinHistory } from '@jc/contract';
import { answered } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useNow } from '@/lib/use-now';
import { useCamp, useCheckinHistory } from '../api/checkin';
import { PrizeCard } from '../components/PrizeCard';
import { useDakaId } from '../hooks/use-daka-id';
import {
  canGoForward,
  countsByDate,
  isMonth,
  monthGrid,
  monthLabel,
  monthOf,
  shiftMonth,
  streakText,
  WEEKDAYS,
} from '../lib/calendar';
import styles from './HistoryPage.module.css';

function Calendar({
  month,
  today,
  history,
  onOpen,
}: {
  month: string;
  today: string;
  history: CheckinHistory;
  onOpen: (date: string) => void;
}) {
  const counts = countsByDate(history.days);
  return (
    <div className={styles.grid} role="grid" aria-label={`${monthLabel(month)}打卡日历`}>
      {/* Rows only for assistive technology: display: contents keeps the 7-column layout. */}
      <div role="row" className={styles.row}>
        {WEEKDAYS.map((w) => (
          <span key={w} className={styles.weekday} role="columnheader">
            {w}
          </span>
        ))}
      </div>
      {weeks(monthGrid(month)).map((week, w) => (
        <div key={w} role="row" className={styles.row}>
          {week.map((cell, i) => {
            if (!cell.date) return <span key={`b${i}`} className={styles.blank} role="gridcell" />;
            const count = counts.get(cell.date) ?? 0;
            const isToday = cell.date === today;
            const cls = [styles.day, count > 0 ? styles.marked : '', isToday ? styles.today : '']
              .filter(Boolean)
              .join(' ');
            return count > 0 ? (
              <button
                key={cell.date}
                type="button"
                role="gridcell"
                className={cls}
                aria-label={`${cell.day}日 打卡${count}次`}
                onClick={() => onOpen(cell.date!)}
              >
                {cell.day}
                {count > 1 ? <span className={styles.count}>{count}</span> : null}
              </button>
            ) : (
              <span
                key={cell.date}
                role="gridcell"
                className={cls}
                aria-label={isToday ? `${cell.day}日 今天` : undefined}
              >
                {isToday ? '今' : cell.day}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The month's cells, seven a row. */
function weeks<T>(cells: T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

/** 打卡记录: my calendar by month with the marked days, the totals and streaks, and the camp's prize. */
export default function HistoryPage() {
  const navigate = useNavigate();
  const dakaId = useDakaId();
  const [params, setParams] = useSearchParams();
  const today = todayInShanghai(useNow());
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : monthOf(today);
  const history = useCheckinHistory(month, dakaId || undefined);
  const camp = useCamp(dakaId);

  const go = (delta: number) => {
    const next = new URLSearchParams(params);
    next.set('month', shiftMonth(month, delta));
    setParams(next, { replace: true });
  };
  const open = (date: string) =>
    void navigate(`${PAGES.clockHistoryDetails.path}?date=${date}${dakaId ? `&dakaId=${dakaId}` : ''}`);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={styles.monthBar}>
          <button type="button" className={styles.arrow} aria-label="上个月" onClick={() => go(-1)}>
            ‹
          </button>
          <h1 className={styles.month}>{monthLabel(month)}</h1>
          <button
            type="button"
            className={styles.arrow}
            aria-label="下个月"
            disabled={!canGoForward(month, today)}
            onClick={() => go(1)}
          >
            ›
          </button>
        </div>
        <QueryView query={history} error="打卡记录加载失败" loading={<Skeleton className={styles.skGrid} />}>
          {(h) => (
            <>
              <Calendar month={month} today={today} history={h} onOpen={open} />
              {h.days.length === 0 ? <p className={styles.none}>这个月还没有打卡，加油哦！</p> : null}
            </>
          )}
        </QueryView>
      </section>
      {history.data ? (
        <section className={styles.card} aria-label="打卡统计">
          <dl className={styles.stats}>
            <div>
              <dt>累计打卡</dt>
              <dd>
                <b>{history.data.totalDays}</b> 天
              </dd>
            </div>
            <div>
              <dt>当前连续</dt>
              <dd>
                <b>{history.data.streak}</b> 天
              </dd>
            </div>
            <div>
              <dt>最长连续</dt>
              <dd>
                <b>{history.data.longestStreak}</b> 天
              </dd>
            </div>
          </dl>
          <p className={styles.cheer}>{streakText(history.data.streak)}</p>
          {dakaId ? (
            <button
              type="button"
              className={styles.poster}
              onClick={() => void navigate(`${PAGES.clockPoster.path}?dakaId=${dakaId}`)}
            >
              生成打卡海报
            </button>
          ) : null}
        </section>
      ) : null}
      <QueryView query={dakaId ? camp : answered(null)} error="打卡营信息加载失败" loading={null}>
        {(c) => (c && c.prizeDays > 0 && c.mine?.enrolled ? <PrizeCard camp={c} /> : null)}
      </QueryView>
    </div>
  );
}
