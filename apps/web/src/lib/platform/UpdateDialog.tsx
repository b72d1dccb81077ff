import { Dialog } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import type { AppUpdate } from '@jc/contract';
import { platform } from './current';
import {
  askButtons,
  percentOf,
  resolveDownloadUrl,
  shouldRefreshProgress,
  STAGE_TEXT,
  UpdateError,
  type UpdateStage,
} from './update-logic';
import styles from './platform.module.css';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The update dialog (spec section 4): forced → 立即升级 only; optional → 取消 + 立即升级. Then prepare,
 * start, downloading (the percent refreshed only on a 2 % step), installing, done (重启) or failed
 * (section 8's text, 重试). The download goes through the platform (a real fetch in a browser).
 */
export function UpdateDialog({ update, onClose }: { update: AppUpdate; onClose: () => void }) {
  const [stage, setStage] = useState<UpdateStage>({ stage: 'ask' });
  const abort = useRef<AbortController | null>(null);
  const shown = useRef(0);

  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    const device = platform();
    const controller = new AbortController();
    abort.current = controller;
    shown.current = 0;
    setStage({ stage: 'prepare' });
    try {
      const url = resolveDownloadUrl(update.downloadUrl, window.location.origin);
      setStage({ stage: 'start' });
      const file = await device.app.download(
        url,
        ({ loaded, total }) => {
          const percent = percentOf(loaded, total || update.size);
          if (percent === 0 && shown.current === 0)
            return setStage((s) => (s.stage === 'start' ? { stage: 'downloading', percent: 0 } : s));
          if (!shouldRefreshProgress(shown.current, percent)) return;
          shown.current = percent;
          setStage({ stage: 'downloading', percent });
        },
        controller.signal,
      );
      if (controller.signal.aborted) throw new UpdateError('cancelled');
      setStage({ stage: 'installing' });
      await device.app.install(file, url);
      setStage({ stage: 'done' });
    } catch (error) {
      setStage({
        stage: 'failed',
        message: error instanceof UpdateError ? error.message : new UpdateError('downloadFailed').message,
      });
    } finally {
      abort.current = null;
    }
  };

  const title =
    stage.stage === 'ask'
      ? `发现新版本 v${update.latest}`
      : stage.stage === 'failed'
        ? '更新失败'
        : '版本更新';
  const later = update.force ? [] : [{ key: 'cancel', text: '取消', onClick: onClose }];
  const actions =
    stage.stage === 'ask'
      ? askButtons(update).map((b) =>
          b === 'cancel'
            ? { key: 'cancel', text: '取消', onClick: onClose }
            : { key: 'upgrade', text: '立即升级', bold: true, onClick: () => void run() },
        )
      : stage.stage === 'downloading' || stage.stage === 'start' || stage.stage === 'prepare'
        ? [{ key: 'abort', text: '取消下载', onClick: () => abort.current?.abort() }]
        : stage.stage === 'done'
          ? [{ key: 'restart', text: '重启', bold: true, onClick: () => platform().app.restart() }]
          : stage.stage === 'failed'
            ? [...later, { key: 'retry', text: '重试', bold: true, onClick: () => void run() }]
            : [];

  return (
    <Dialog
      visible
      title={title}
      closeOnMaskClick={false}
      actions={[actions]}
      content={
        stage.stage === 'ask' ? (
          <>
            <p className={styles.notes}>{update.notes}</p>
            {update.size > 0 ? <p className={styles.size}>安装包大小 {sizeText(update.size)}</p> : null}
            {update.force ? <p className={styles.size}>此版本为必要更新，请升级后继续使用</p> : null}
          </>
        ) : stage.stage === 'failed' ? (
          <p className={styles.failed} role="alert">
            {stage.message}
          </p>
        ) : (
          <div className={styles.progress}>
            <div className={styles.progressLine}>
              <span>{STAGE_TEXT[stage.stage]}</span>
              {stage.stage === 'downloading' ? (
                <span data-testid="update-percent">{stage.percent}%</span>
              ) : null}
            </div>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label="下载进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={
                stage.stage === 'downloading'
                  ? stage.percent
                  : stage.stage === 'installing' || stage.stage === 'done'
                    ? 100
                    : 0
              }
            >
              <div
                className={styles.barFill}
                style={{
                  width: `${stage.stage === 'downloading' ? stage.percent : stage.stage === 'installing' || stage.stage === 'done' ? 100 : 0}%`,
                }}
              />
            </div>
          </div>
        )
      }
    />
  );
}
