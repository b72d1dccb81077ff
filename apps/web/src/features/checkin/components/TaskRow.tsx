import type { Camp, CampTask } from '@jc/contract';
import { taskAction } from '../lib/checkin-logic';
import styles from './CampParts.module.css';
import { Picture } from '@/components/Picture/Picture';

/** One task: its day, title and text, with the check-in button (→ publish) when it is open. */
export function TaskRow({
  camp,
  task,
  onCheckin,
  compact = false,
}: {
  camp: Camp;
  task: CampTask;
  onCheckin: (task: CampTask) => void;
  compact?: boolean;
}) {
  const action = taskAction(camp, task);
  return (
    <li className={styles.task}>
      <div className={styles.taskHead}>
        <span className={styles.dayBadge}>第{task.dayIndex}天</span>
        <h3 className={styles.taskTitle}>{task.title}</h3>
        <button
          type="button"
          className={`${styles.checkinButton} ${task.checkedInToday ? styles.done : ''}`}
          disabled={!action.enabled}
          onClick={() => onCheckin(task)}
        >
          {action.text}
        </button>
      </div>
      {!compact && task.content ? <p className={styles.taskText}>{task.content}</p> : null}
      {!compact && task.picture ? (
        <Picture className={styles.taskPicture} src={task.picture} alt="" loading="lazy" />
      ) : null}
      {!compact && task.audio ? (
        <audio className={styles.taskAudio} src={task.audio} controls preload="none" />
      ) : null}
      <p className={styles.taskMeta}>
        {task.checkinCount}人已打卡{task.myCheckins > 0 ? ` · 我打卡${task.myCheckins}次` : ''}
      </p>
    </li>
  );
}
