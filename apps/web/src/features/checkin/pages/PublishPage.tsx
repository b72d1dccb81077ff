import { Dialog } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CHECKIN_PICTURES_MAX, CHECKIN_TEXT_MAX, type CheckinPost } from '@jc/contract';
import { PictureIcon } from '@/components/icons';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckinPost, useCommitCheckin, useDayTasks, useModifyCheckin } from '../api/checkin';
import { CameraIcon, VideoIcon } from '../components/checkin-icons';
import { MediaFileRow, PictureTile } from '../components/MediaTiles';
import { RecorderPanel } from '../components/RecorderPanel';
import { usePublishForm } from '../hooks/use-publish-form';
import {
  checkinUrls,
  idParam,
  MEDIA_KIND_TEXT,
  picturesRoom,
  taskLine,
  type MediaKind,
} from '../lib/checkin-logic';
import styles from '../components/PublishParts.module.css';

const KINDS: MediaKind[] = ['image', 'audio', 'video'];

function PublishForm({
  taskId,
  editing,
  taskTitle,
}: {
  taskId: number;
  editing: CheckinPost | null;
  taskTitle: string;
}) {
  const navigate = useNavigate();
  const form = usePublishForm();
  const commit = useCommitCheckin({ silent: true });
  const modify = useModifyCheckin({ silent: true });
  const [error, setError] = useState('');
  const { load, add } = form;
  useEffect(() => {
    if (editing) load(editing);
  }, [editing, load]);
  const onRecorded = useCallback((file: Blob) => add([file], 'audio'), [add]);

  const switchKind = (next: MediaKind) => {
    if (next === form.kind) return;
    if (form.items.length === 0) return form.setKind(next);
    void Dialog.confirm({
      content: `切换到${MEDIA_KIND_TEXT[next]}会移除已选的${MEDIA_KIND_TEXT[form.kind]}，确定吗？`,
      confirmText: '切换',
      cancelText: '取消',
      onConfirm: () => {
        form.clear();
        form.setKind(next);
      },
    });
  };

  const fail = (e: unknown) => setError(isApiError(e) ? e.message : '提交失败，请重试');
  const submit = async () => {
    if (form.problem) return setError(form.problem);
    setError('');
    const fields = { content: form.text.trim(), fileIds: form.fileIds.join(','), fileType: form.kind };
    try {
      const post = editing
        ? await modify.mutateAsync({ dakaInfoId: editing.dakaInfoId, action: 'edit', ...fields })
        : await commit.mutateAsync({ taskId, ...fields });
      toast(editing ? '已保存' : '打卡成功', 'success');
      void navigate(checkinUrls.camp(post?.dakaId ?? editing?.dakaId ?? 0), { replace: true });
    } catch (e) {
      fail(e);
    }
  };
  const remove = () =>
    editing &&
    void Dialog.confirm({
      title: '删除这条打卡？',
      content: '删除后不能恢复。',
      confirmText: '删除',
      cancelText: '取消',
      onConfirm: async () => {
        try {
          await modify.mutateAsync({ dakaInfoId: editing.dakaInfoId, action: 'delete' });
          toast('已删除', 'success');
          void navigate(checkinUrls.camp(editing.dakaId), { replace: true });
        } catch (e) {
          fail(e);
        }
      },
    });

  const pending = commit.isPending || modify.isPending;
  const pictures = form.items.filter((i) => i.kind === 'image');
  const single = form.items.find((i) => i.kind !== 'image' && i.kind === form.kind);

  return (
    <div className={styles.page}>
      {taskTitle ? <p className={styles.taskLine}>{taskTitle}</p> : null}
      <section className={styles.card}>
        <textarea
          className={styles.textarea}
          placeholder="说说今天的收获吧…"
          value={form.text}
          onChange={(e) => form.setText(e.target.value)}
          maxLength={CHECKIN_TEXT_MAX}
          rows={5}
          aria-label="打卡内容"
        />
        <p className={styles.counter} aria-live="polite">
          {form.text.length}/{CHECKIN_TEXT_MAX}
        </p>
      </section>

      <section className={styles.card}>
        <div className={styles.kinds} role="tablist" aria-label="附件类型">
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={form.kind === k}
              className={`${styles.kind} ${form.kind === k ? styles.kindOn : ''}`}
              onClick={() => switchKind(k)}
            >
              {MEDIA_KIND_TEXT[k]}
            </button>
          ))}
        </div>

        {form.kind === 'image' ? (
          <>
            <div className={styles.tiles}>
              {pictures.map((item) => (
                <PictureTile key={item.key} item={item} onStatus={form.onStatus} onRemove={form.remove} />
              ))}
              {picturesRoom(pictures.length) > 0 ? (
                <>
                  <label className={styles.addTile}>
                    <PictureIcon size={28} />
                    相册
                    <input
                      type="file"
                      accept="image/*"
                      multiple
                      hidden
                      aria-label="从相册选择图片"
                      onChange={(e) => {
                        form.add([...(e.target.files ?? [])], 'image');
                        e.target.value = '';
                      }}
                    />
                  </label>
                  <label className={styles.addTile}>
                    <CameraIcon size={28} />
                    拍照
                    <input
                      type="file"
                      accept="image/*"
                      capture="environment"
                      hidden
                      aria-label="拍照"
                      onChange={(e) => {
                        form.add([...(e.target.files ?? [])], 'image');
                        e.target.value = '';
                      }}
                    />
                  </label>
                </>
              ) : null}
            </div>
            <p className={styles.hint}>
              最多{CHECKIN_PICTURES_MAX}张，已选{pictures.length}张；大图会自动压缩
            </p>
          </>
        ) : null}

        {form.kind !== 'image' && single ? (
          <MediaFileRow key={single.key} item={single} onStatus={form.onStatus} onRemove={form.remove} />
        ) : null}
        {form.kind === 'audio' && !single ? <RecorderPanel onRecorded={onRecorded} /> : null}
        {form.kind === 'video' && !single ? (
          <label className={styles.pickVideo}>
            <VideoIcon size={32} />
            选择一段短视频
            <input
              type="file"
              accept="video/*"
              hidden
              aria-label="选择视频"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) form.add([file], 'video');
                e.target.value = '';
              }}
            />
          </label>
        ) : null}
      </section>

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      <div className={styles.bottomBar}>
        {editing ? (
          <button type="button" className={styles.deleteButton} onClick={remove} disabled={pending}>
            删除
          </button>
        ) : null}
        <button type="button" className={styles.submit} onClick={() => void submit()} disabled={pending}>
          {pending ? '提交中…' : editing ? '保存修改' : '发布打卡'}
        </button>
      </div>
    </div>
  );
}

/** clock/publish?taskId[&dakaId] (new) or ?dakaInfoId (edit): text, pictures / a recording / a video. */
export default function PublishPage() {
  const [params] = useSearchParams();
  const dakaInfoId = idParam(params.get('dakaInfoId'));
  const taskId = idParam(params.get('taskId'));
  const dakaId = idParam(params.get('dakaId'));
  const post = useCheckinPost(dakaInfoId);
  const tasks = useDayTasks(dakaId);
  const task = tasks.data?.find((t) => t.taskId === taskId);

  if (dakaInfoId > 0) {
    return (
      <QueryView
        query={post}
        error={(e) => ({
          title: isApiError(e) && e.status === 404 ? '打卡不存在' : '打卡加载失败',
          description: isApiError(e) && e.status === 404 ? '它可能已经被删除了。' : '请检查网络后重试。',
        })}
      >
        {(p) => <PublishForm taskId={p.taskId} editing={p} taskTitle={taskLine(p)} />}
      </QueryView>
    );
  }
  if (taskId === 0) {
    return (
      <PageStatus art="notFound" title="没有选择打卡任务" description="请先在打卡营里选择要打卡的任务。" />
    );
  }
  return (
    <PublishForm
      taskId={taskId}
      editing={null}
      taskTitle={task ? taskLine({ dayIndex: task.dayIndex, taskTitle: task.title }) : ''}
    />
  );
}
