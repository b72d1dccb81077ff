import { Switch } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type WeeklyReport } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { enablePush } from '@/features/reminders';
import { toast } from '@/lib/toast';
import { useSetReportPush, useWeeklyReport } from '../api/report';
import { DayBars, FigureTiles } from '../components/WeekFigures';
import { addDays, buildSummary, pastWeeks, weekRange } from '../lib/summary';
import styles from '../components/report.module.css';

/** 学习周报 (login): a week's figures against the week before, the days' minutes, past weeks, the push. */
export default function WeeklyReportPage() {
  const [params, setParams] = useSearchParams();
  const week = params.get('week') ?? undefined;
  const report = useWeeklyReport(week);
  const navigate = useNavigate();
  const go = (monday: string, current: string) =>
    setParams(monday === current ? {} : { week: monday }, { replace: true });

  return (
    <QueryView
      query={report}
      error="学习周报加载失败"
      isEmpty={(r) => !r.hasActivity}
      empty={{
        title: '还没有学习记录',
        description: '听一节课、打一次卡，这里就会出现孩子每周的学习情况。',
        actionText: '去首页学习',
        onAction: () => void navigate(PAGES.home.path),
      }}
    >
      {(r) => (
        <div className={styles.page}>
          <header className={styles.head}>
            <button
              type="button"
              className={styles.nav}
              aria-label="上一周"
              onClick={() => go(r.previousWeek, r.currentWeek)}
            >
              ‹
            </button>
            <div className={styles.headText}>
              <h1 className={styles.range}>{weekRange(r.week)}</h1>
              <p className={styles.headNote}>{r.inProgress ? '本周（截至今天）' : '周一至周日'}</p>
            </div>
            <button
              type="button"
              className={styles.nav}
              aria-label="下一周"
              disabled={r.inProgress}
              onClick={() => go(addDays(r.week, 7), r.currentWeek)}
            >
              ›
            </button>
          </header>
          <p className={styles.summary} data-testid="report-summary">
            {buildSummary(r)}
          </p>
          <section className={styles.card} aria-label="每天学习时长">
            <h2 className={styles.cardTitle}>
              每天学习时长<small>分钟</small>
            </h2>
            <DayBars days={r.days} />
          </section>
          <section className={styles.card} aria-label="和上周比">
            <h2 className={styles.cardTitle}>
              和上周比<small>箭头为与上周的差</small>
            </h2>
            <FigureTiles figures={r.figures} previous={r.previous} />
          </section>
          <PushSwitch report={r} />
          <section className={styles.card} aria-label="往期周报">
            <h2 className={styles.cardTitle}>往期周报</h2>
            <ul className={styles.weeks}>
              {pastWeeks(r.currentWeek, 8).map((monday) => (
                <li key={monday}>
                  <button
                    type="button"
                    className={`${styles.weekLink} ${monday === r.week ? styles.current : ''}`}
                    onClick={() => go(monday, r.currentWeek)}
                  >
                    {weekRange(monday)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </QueryView>
  );
}

/** 订阅每周学习报告: the Sunday 20:00 push; switching it on also asks this device for notifications. */
function PushSwitch({ report }: { report: WeeklyReport }) {
  const setPush = useSetReportPush();
  const change = (enabled: boolean) =>
    setPush.mutate(enabled, {
      onSuccess: () => {
        toast(enabled ? '已订阅，每周日晚 8 点推送' : '已取消订阅', 'success');
        if (enabled)
          void enablePush()
            .then((outcome) => {
              if (outcome !== 'on') toast('未开启通知权限，周报推送将无法送达');
            })
            .catch(() => toast('这台设备暂不能接收推送'));
      },
    });
  return (
    <section className={`${styles.card} ${styles.pushRow}`} aria-label="订阅每周学习报告">
      <div>
        <h2 className={styles.cardTitle}>订阅每周学习报告</h2>
        <p className={styles.muted}>每周日晚 8 点推送本周学习情况</p>
      </div>
      <Switch
        checked={report.subscribed}
        loading={setPush.isPending}
        aria-label="订阅每周学习报告"
        onChange={change}
      />
    </section>
  );
}
