import { useEffect, useRef, type RefObject } from 'react';
import { decode } from '@/lib/barcode-decoder';
import { decodeSize } from '../lib/scan-outcome';

/** Pause between two decodes of the camera picture. */
const SCAN_INTERVAL_MS = 200;

/**
 * While `active`, decodes the camera picture a few times a second and hands each text found to
 * `onText`. One decode at a time: the next frame is taken only after the previous one is read.
 */
export function useFrameScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
): void {
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const tick = async () => {
      const video = videoRef.current;
      if (!video || !context || video.readyState < 2) return;
      const size = decodeSize(video.videoWidth, video.videoHeight);
      if (size.width === 0) return;
      if (canvas.width !== size.width) canvas.width = size.width;
      if (canvas.height !== size.height) canvas.height = size.height;
      context.drawImage(video, 0, 0, size.width, size.height);
      const text = await decode(context.getImageData(0, 0, size.width, size.height));
      if (text !== null && !stopped) onTextRef.current(text);
    };
    const loop = () => {
      tick()
        .catch((error: unknown) => console.error('[scan] decoding a frame failed', error))
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, SCAN_INTERVAL_MS);
        });
    };
    loop();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [videoRef, active]);
}
