import { useEffect, useState, type RefObject } from 'react';
import { withPermission } from '@/lib/platform';
import { cameraProblem, type CameraProblem } from '../lib/scan-outcome';

export type CameraState =
  { status: 'starting' } | { status: 'live' } | { status: 'problem'; problem: CameraProblem };

/** Rear camera, HD if it has it: QR codes and barcodes read better from more pixels. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/**
 * Plays the rear camera in `videoRef` while mounted; a new `attempt` asks again (after a refusal).
 * The tracks are stopped on unmount, so the camera light goes out when the user leaves the page.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>, attempt: number): CameraState {
  // The outcome of one attempt; a newer attempt reads as starting until its own outcome arrives.
  const [outcome, setOutcome] = useState<{ attempt: number; state: CameraState } | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let cancelled = false;
    const settle = (state: CameraState) => {
      if (!cancelled) setOutcome({ attempt, state });
    };
    const fail = (error: unknown) => settle({ status: 'problem', problem: cameraProblem(error) });
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      queueMicrotask(() => fail('unsupported'));
    } else {
      // The platform explains and asks first (a blocked camera gets the 立即设置 modal).
      withPermission('camera', () => media.getUserMedia(CONSTRAINTS))
        .then(async (s) => {
          if (cancelled || !video) {
            s.getTracks().forEach((t) => t.stop());
            return;
          }
          stream = s;
          video.srcObject = s;
          await video.play();
          settle({ status: 'live' });
        })
        .catch(fail);
    }
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
      if (video) video.srcObject = null;
    };
  }, [videoRef, attempt]);

  return outcome?.attempt === attempt ? outcome.state : { status: 'starting' };
}
