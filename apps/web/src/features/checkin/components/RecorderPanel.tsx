import { useEffect } from 'react';
import { useRecorder } from '../hooks/use-recorder';
import { clock, RECORDING_MAX_SECONDS, recordingFileName } from '../lib/checkin-logic';
import styles from './PublishParts.module.css';

/**
 * Records with the microphone: 开始录音, the running timer and 停止; the recording then goes to the form
 * (`onRecorded`), where it is played back and sent. Or pick an audio file instead.
 */
export function RecorderPanel({ onRecorded }: { onRecorded: (file: Blob) => void }) {
  const { state, start, stop, reset } = useRecorder();

  useEffect(() => {
    if (state.status !== 'recorded') return;
    const type = state.blob.type;
    onRecorded(new File([state.blob], recordingFileName(type), { type }));
    reset();
  }, [state, onRecorded, reset]);

  const recording = state.status === 'recording';
  return (
    <div className={styles.recorder}>
      <button
        type="button"
        className={`${styles.micButton} ${recording ? styles.micOn : ''}`}
        aria-label={recording ? '停止录音' : '开始录音'}
        disabled={state.status === 'asking'}
        onClick={() => (recording ? stop() : void start())}
      >
        {recording ? (
          <span className={styles.stopSquare} />
        ) : (
          <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
            <path
              d="M6 11a6 6 0 0 0 12 0M12 17v4"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        )}
      </button>
      <p className={styles.recorderText} role="timer" aria-live="off">
        {recording
          ? `录音中 ${clock(state.seconds)} / ${clock(RECORDING_MAX_SECONDS)}`
          : state.status === 'asking'
            ? '正在打开麦克风…'
            : '点击开始录音，读完后点击停止'}
      </p>
      {state.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      <label className={styles.fileLink}>
        或者选择音频文件
        <input
          type="file"
          accept="audio/*"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onRecorded(file);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
