import { Dialog, Switch } from 'antd-mobile';
import { useState } from 'react';
import type { Reminder } from '@jc/contract';
import { allOf } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { toast } from '@/lib/toast';
import { useDeleteReminder, useMyReminders, useSaveReminder, useTemplates } from '../api/reminders';
import { PushCard } from '../components/PushCard';
import { ReminderForm } from '../components/ReminderForm';
import { weekdaysText, type ReminderDraft } from '../lib/reminder-logic';
import styles from '../components/reminders.module.css';

const NEW: ReminderDraft = { templateId: null, weekdays: [1, 2, 3, 4, 5], time: '20:00', enabled: true };

/** 学习提醒 (login): push on this device, my reminders (switch, edit, delete) and 添加提醒. */
export default function RemindersPage() {
  const reminders = useMyReminders();
  const templates = useTemplates();
  const save = useSaveReminder();
  const remove = useDeleteReminder();
  const [editing, setEditing] = useState<ReminderDraft | null>(null);

  const send = (draft: ReminderDraft) => {
    if (!draft.templateId) return;
    save.mutate(
      {
        ...(draft.id ? { id: draft.id } : {}),
        templateId: draft.templateId,
        weekdays: draft.weekdays,
        time: draft.time,
        enabled: draft.enabled,
      },
      {
        onSuccess: () => {
          setEditing(null);
          toast(draft.id ? '提醒已保存' : '提醒已添加', 'success');
        },
      },
    );
  };
  const toggle = (r: Reminder, enabled: boolean) =>
    save.mutate({ id: r.id, templateId: r.templateId, weekdays: r.weekdays, time: r.time, enabled });
  const confirmDelete = (r: Reminder) =>
    void Dialog.confirm({
      content: `删除提醒「${r.title} ${r.time}」？`,
      confirmText: '删除',
      cancelText: '再想想',
    }).then((ok) => {
      if (ok) remove.mutate(r.id, { onSuccess: () => toast('提醒已删除') });
    });

  return (
    <div className={styles.page}>
      <PushCard />
      <QueryView
        query={allOf(reminders, templates)}
        error="提醒加载失败"
        isEmpty={([mine]) => mine.length === 0}
        empty={([, list]) =>
          list.length === 0
            ? { title: '暂无可用的提醒', description: '提醒内容还在准备中，请稍后再来。' }
            : {
                title: '还没有提醒',
                description: '设置每周几、几点提醒你打卡和阅读，到点会收到通知。',
                actionText: '添加提醒',
                onAction: () => setEditing(NEW),
              }
        }
      >
        {([mine]) => (
          <>
            <ul className={styles.list} aria-label="我的提醒">
              {mine.map((r) => (
                <li key={r.id} className={styles.card}>
                  <div className={styles.itemHead}>
                    <span className={`${styles.time} ${r.enabled ? '' : styles.off}`}>{r.time}</span>
                    <Switch
                      checked={r.enabled}
                      aria-label={`${r.title} ${r.time} 开关`}
                      loading={save.isPending && save.variables?.id === r.id}
                      onChange={(on) => toggle(r, on)}
                    />
                  </div>
                  <p className={styles.itemTitle}>
                    {r.title} · {weekdaysText(r.weekdays)}
                  </p>
                  <p className={styles.muted}>{r.content}</p>
                  <div className={styles.itemFoot}>
                    <span className={styles.muted}>
                      {r.enabled && r.nextAt ? `下次提醒 ${r.nextAt}` : '已关闭'}
                    </span>
                    <span>
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() =>
                          setEditing({
                            id: r.id,
                            templateId: r.templateId,
                            weekdays: r.weekdays,
                            time: r.time,
                            enabled: r.enabled,
                          })
                        }
                      >
                        编辑
                      </button>
                      <button
                        type="button"
                        className={`${styles.linkButton} ${styles.danger}`}
                        onClick={() => confirmDelete(r)}
                      >
                        删除
                      </button>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.add} onClick={() => setEditing(NEW)}>
              + 添加提醒
            </button>
          </>
        )}
      </QueryView>
      {editing && templates.data ? (
        <ReminderForm
          draft={editing}
          templates={templates.data}
          saving={save.isPending}
          onSave={send}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
