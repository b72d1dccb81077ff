import { useCallback, useEffect, useRef, useState } from 'react';
import { withPermission } from '@/lib/platform';
import { RECORDING_MAX_SECONDS, recorderMimeType } from '../lib/checkin-logic';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'recording'; seconds: number }
  | { status: 'recorded'; blob: Blob; seconds: number }
  | { status: 'failed'; message: string };

/** What went wrong with the microphone, in words for a pupil. */
function micProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return '请允许使用麦克风后再录音';
  if (name === 'NotFoundError') return '没有找到麦克风';
  if (name === 'NotReadableError') return '麦克风被占用，请稍后再试';
  return '无法录音，可以选择音频文件';
}

/**
 * A recording made in the page with the microphone (MediaRecorder): start, stop (or the limit
 * stops it), the seconds so far, the recorded blob to play back and send; reset to record again.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
    },
    [release],
  );

  const supported = typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices;

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!supported) {
      setState({ status: 'failed', message: '当前浏览器不能录音，可以选择音频文件' });
      return;
    }
    setState({ status: 'asking' });
    try {
      const media = await withPermission('microphone', () =>
        navigator.mediaDevices.getUserMedia({ audio: true }),
      );
      stream.current = media;
      const mimeType = recorderMimeType((t) => MediaRecorder.isTypeSupported(t));
      const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      recorder.current = rec;
      const chunks: Blob[] = [];
      const began = Date.now();
      const elapsed = () => Math.min(RECORDING_MAX_SECONDS, Math.round((Date.now() - began) / 1000));
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      rec.onstop = () => {
        release();
        const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
        setState(
          blob.size > 0
            ? { status: 'recorded', blob, seconds: elapsed() }
            : { status: 'failed', message: '没有录到声音，请再试一次' },
        );
      };
      rec.start(250);
      setState({ status: 'recording', seconds: 0 });
      timer.current = setInterval(() => {
        const seconds = elapsed();
        setState((s) => (s.status === 'recording' ? { status: 'recording', seconds } : s));
        if (seconds >= RECORDING_MAX_SECONDS) rec.stop();
      }, 500);
    } catch (error) {
      release();
      setState({ status: 'failed', message: micProblem(error) });
    }
  }, [release, supported]);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, stop, reset, supported };
}
