import { PickerView, Popup } from 'antd-mobile';
import { useState } from 'react';
import { WEEKDAY_TEXT, type MsgTemplate } from '@jc/contract';
import {
  ALL_DAYS,
  draftProblem,
  HOURS,
  MINUTES,
  pickerToTime,
  timeToPicker,
  toggleDay,
  type ReminderDraft,
} from '../lib/reminder-logic';
import styles from './reminders.module.css';

interface Props {
  draft: ReminderDraft;
  templates: MsgTemplate[];
  saving: boolean;
  onSave: (draft: ReminderDraft) => void;
  onClose: () => void;
}

/** Add or edit a reminder: what (a template), which days, what time (00–23 : 00–59). */
export function ReminderForm({ draft: initial, templates, saving, onSave, onClose }: Props) {
  const [draft, setDraft] = useState<ReminderDraft>(initial);
  // The wheels keep their own picks (uncontrolled, starting at the draft's time) and report each one. Given
  // a `value`, PickerView puts its wheels back to that value whenever it is not the very array they hold:
  // a minute tapped while the hour's report was on its way to the form was put back to the old minute.
  const [startPick] = useState(() => timeToPicker(initial.time));
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const p = draftProblem(draft);
    setProblem(p);
    if (!p) onSave(draft);
  };
  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div className={styles.sheetHead}>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          取消
        </button>
        <h2 className={styles.sheetTitle}>{draft.id ? '编辑提醒' : '添加提醒'}</h2>
        <button type="button" className={styles.linkButton} onClick={save} disabled={saving}>
          {saving ? '保存中…' : '保存'}
        </button>
      </div>
      <div className={styles.sheetBody}>
        <h3 className={styles.label}>提醒内容</h3>
        <div className={styles.chips} role="radiogroup" aria-label="提醒内容">
          {templates.map((t) => (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={draft.templateId === t.id}
              className={`${styles.chip} ${draft.templateId === t.id ? styles.chipOn : ''}`}
              onClick={() => setDraft({ ...draft, templateId: t.id })}
            >
              {t.title}
            </button>
          ))}
        </div>
        {draft.templateId ? (
          <p className={styles.preview}>{templates.find((t) => t.id === draft.templateId)?.content}</p>
        ) : null}
        <h3 className={styles.label}>重复</h3>
        <div className={styles.days} role="group" aria-label="重复">
          {ALL_DAYS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={draft.weekdays.includes(d)}
              className={`${styles.day} ${draft.weekdays.includes(d) ? styles.chipOn : ''}`}
              onClick={() => setDraft({ ...draft, weekdays: toggleDay(draft.weekdays, d) })}
            >
              {WEEKDAY_TEXT[d]}
            </button>
          ))}
        </div>
        <h3 className={styles.label}>时间</h3>
        <PickerView
          className={styles.picker}
          columns={[HOURS, MINUTES]}
          defaultValue={startPick}
          onChange={(v) => {
            const time = pickerToTime(v);
            if (time) setDraft((d) => ({ ...d, time }));
          }}
          style={{ '--height': '180px', '--item-height': '36px' }}
        />
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </Popup>
  );
}
