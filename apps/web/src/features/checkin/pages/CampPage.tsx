import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CAMP_KIND_TEXT, PAGES, type Camp, type CampTask } from '@jc/contract';
import { ChevronLeftIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { requireLogin } from '@/lib/login-gate';
import { toast } from '@/lib/toast';
import { useAllTasks, useCamp, useCampGrades, useDayTasks, useEnrol } from '../api/checkin';
import { CampLinks, CampStats } from '../components/CampStats';
import { CheckinFeed } from '../components/CheckinFeed';
import { JoinSheet } from '../components/JoinSheet';
import { TaskRow } from '../components/TaskRow';
import { campDates, checkinUrls, dayText, idParam } from '../lib/checkin-logic';
import parts from '../components/CampParts.module.css';
import styles from './checkin-pages.module.css';
import { Picture } from '@/components/Picture/Picture';

function TodayTasks({ camp, onCheckin }: { camp: Camp; onCheckin: (t: CampTask) => void }) {
  const tasks = useDayTasks(camp.dakaId);
  return (
    <section className={styles.card} aria-labelledby="today-title">
      <h2 id="today-title" className={styles.cardTitle}>
        今日任务
      </h2>
      <QueryView
        query={tasks}
        error="今日任务加载失败"
        loading={<p className={styles.inlineState}>加载中…</p>}
      >
        {(list) =>
          list.length === 0 ? (
            <p className={styles.inlineState}>
              {camp.status === 'upcoming'
                ? `打卡营${dayText(camp.startDate)}开始，到时候再来打卡吧`
                : '今天没有新任务，看看下面的任务列表吧'}
            </p>
          ) : (
            <ul className={parts.tasks}>
              {list.map((task) => (
                <TaskRow key={task.taskId} camp={camp} task={task} onCheckin={onCheckin} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function TaskList({ camp, onCheckin }: { camp: Camp; onCheckin: (t: CampTask) => void }) {
  const tasks = useAllTasks(camp.dakaId);
  return (
    <QueryView
      query={tasks}
      error="任务列表加载失败"
      isEmpty={(list) => list.length === 0}
      empty={{ title: '还没有任务' }}
    >
      {(list) => (
        <ul className={`${parts.tasks} ${styles.taskList}`}>
          {list.map((task) => (
            <TaskRow key={task.taskId} camp={camp} task={task} onCheckin={onCheckin} compact />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function CampView({ camp }: { camp: Camp }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tasks' ? 'tasks' : 'feed';
  const grades = useCampGrades(camp.gradeNames.length > 0 ? camp.dakaId : 0);
  const enrol = useEnrol();
  const [picking, setPicking] = useState(false);
  const enrolled = camp.mine?.enrolled ?? false;

  const join = (gradeId?: number) =>
    enrol.mutate(gradeId ? { dakaId: camp.dakaId, gradeId } : { dakaId: camp.dakaId }, {
      onSuccess: () => {
        setPicking(false);
        toast('报名成功，快去打卡吧！', 'success');
      },
    });
  const onJoin = () => {
    if (!requireLogin()) return;
    if ((grades.data?.length ?? 0) > 0) setPicking(true);
    else join();
  };
  const onCheckin = (task: CampTask) => {
    if (!requireLogin()) return;
    if (!enrolled) {
      toast('请先报名参加打卡营');
      return;
    }
    void navigate(checkinUrls.publish(task.taskId, camp.dakaId));
  };

  return (
    <>
      <div className={styles.campHero}>
        {camp.cover ? <Picture className={styles.campCover} src={camp.cover} alt="" /> : null}
        <div className={styles.campHeroText}>
          <span className={`${styles.statusPill} ${styles[camp.status]}`}>{camp.statusText}</span>
          <h1 className={styles.campTitle}>{camp.title}</h1>
          <p className={styles.campMeta}>
            {CAMP_KIND_TEXT[camp.kind]} · {campDates(camp.startDate, camp.endDate)} · {camp.enrolledCount}
            人参加
          </p>
        </div>
      </div>

      <section className={styles.card}>
        {camp.intro ? <p className={styles.intro}>{camp.intro}</p> : null}
        {camp.gradeNames.length > 0 ? (
          <p className={styles.gradeLine}>适合年级：{camp.gradeNames.join('、')}</p>
        ) : null}
        {camp.pointsPerCheckin > 0 ? (
          <p className={styles.gradeLine}>每个任务首次打卡得 {camp.pointsPerCheckin} 积分</p>
        ) : null}
        {camp.prizeDays > 0 ? (
          <p className={styles.gradeLine}>
            打卡满 {camp.prizeDays} 天：{camp.prizeText || '可获得奖品'}
          </p>
        ) : null}
        {enrolled ? (
          <CampStats mine={camp.mine} running={camp.status === 'running'} />
        ) : camp.status === 'finished' ? (
          <p className={styles.finishedNote}>打卡营已结束</p>
        ) : (
          <button type="button" className={styles.bigButton} onClick={onJoin} disabled={enrol.isPending}>
            {enrol.isPending ? '报名中…' : '立即参加'}
          </button>
        )}
      </section>

      <CampLinks dakaId={camp.dakaId} />

      {camp.status !== 'finished' ? <TodayTasks camp={camp} onCheckin={onCheckin} /> : null}

      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) =>
          setParams(
            key === 'tasks' ? { dakaId: String(camp.dakaId), tab: 'tasks' } : { dakaId: String(camp.dakaId) },
            { replace: true },
          )
        }
      >
        <Tabs.Tab key="feed" title="打卡动态" />
        <Tabs.Tab key="tasks" title={`任务列表 (${camp.taskCount})`} />
      </Tabs>
      {tab === 'feed' ? (
        <CheckinFeed filter={{ dakaId: camp.dakaId }} />
      ) : (
        <TaskList camp={camp} onCheckin={onCheckin} />
      )}

      <JoinSheet
        visible={picking}
        grades={grades.data ?? []}
        pending={enrol.isPending}
        onClose={() => setPicking(false)}
        onJoin={join}
      />
    </>
  );
}

/** clock/index?dakaId (own nav): a camp with my state, today's task, links, its feed and tasks. */
export default function CampPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dakaId = idParam(params.get('dakaId'));
  const camp = useCamp(dakaId);
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PAGES.clockTab.path, { replace: true });
  };
  return (
    <div className={styles.page}>
      <nav className={styles.customNav}>
        <button type="button" className={styles.navButton} aria-label="返回" onClick={back}>
          <ChevronLeftIcon size={24} />
        </button>
        <span>{camp.data?.title ?? '打卡营'}</span>
        <span />
      </nav>
      {dakaId === 0 ? (
        <p className={styles.inlineState}>没有找到这个打卡营</p>
      ) : (
        <QueryView
          query={camp}
          error={(error, retry) =>
            isApiError(error) && error.status === 404
              ? {
                  art: 'notFound',
                  title: '打卡营不存在',
                  description: '它可能已经下线了，去看看其他打卡营吧。',
                  actionText: '返回打卡营',
                  onAction: () => void navigate(PAGES.clockTab.path, { replace: true }),
                }
              : {
                  title: '打卡营加载失败',
                  description: '请检查网络后重试。',
                  actionText: '重试',
                  onAction: retry,
                }
          }
        >
          {(data) => <CampView camp={data} />}
        </QueryView>
      )}
    </div>
  );
}
