import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_PROMPT_ZERO_DELAY_MS,
  contactPromptDue,
  type AddFriendInfo,
  type QiweiQrCode,
  type QiweiUser,
} from '@jc/contract';
import { CONTACT_QR_TYPE, qiweiUserKey, useQiweiQr, useQiweiUser } from '../api/contact';

type Phase = 'waiting' | 'open' | 'done';

export interface ContactPrompt {
  /** The popup to show now, or null. */
  qr: QiweiQrCode | null;
  /** The video must stay paused (the prompt covers it). */
  blocking: boolean;
  /** Other pop-ups (the page ad) wait while the prompt is open or about to open. */
  holdsOthers: boolean;
  /** Feed every time update of the playing video. */
  onTime: (current: number, duration: number) => void;
  close: () => void;
  joined: () => void;
}

/**
 * The enterprise-contact prompt of a book (spec section 4): for a logged-in user who has not joined,
 * on a book whose addFriendInfo has isVideo and a qrId, once per page visit — when the watched fraction
 * of the playing video reaches `percent`, or about 1 s after load for percent 0. Anonymous users are
 * never prompted (there is nobody whose joining could be checked).
 */
export function useContactPrompt(
  bookNo: string | undefined,
  info: AddFriendInfo | undefined,
  loggedIn: boolean,
): ContactPrompt {
  const queryClient = useQueryClient();
  const applies = loggedIn && !!info?.isVideo && info.qrId !== null;
  const user = useQiweiUser(applies);
  const active = applies && user.isSuccess && !user.data.joined;
  const qr = useQiweiQr(CONTACT_QR_TYPE, info?.qrId ?? null, active);
  const percent = info?.percent ?? 0;
  // Once per visit of a book: another book opened in the same page starts over.
  const key = bookNo ?? '';
  const [state, setState] = useState<{ key: string; phase: Phase }>({ key, phase: 'waiting' });
  const phase: Phase = state.key === key ? state.phase : 'waiting';
  const setPhase = useCallback((next: Phase) => setState({ key, phase: next }), [key]);
  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  // Percent 0: about a second after the page has loaded.
  useEffect(() => {
    if (!active || phase !== 'waiting' || percent > 0) return;
    const timer = setTimeout(() => setPhase('open'), CONTACT_PROMPT_ZERO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, phase, percent, setPhase]);

  const onTime = useCallback(
    (current: number, duration: number) => {
      if (!active || phaseRef.current !== 'waiting') return;
      if (!contactPromptDue({ percent, current, duration })) return;
      setState((s) => (s.key === key && s.phase !== 'waiting' ? s : { key, phase: 'open' }));
    },
    [active, percent, key],
  );

  const shown = active && phase === 'open' && qr.data ? qr.data : null;
  const pending =
    applies &&
    (user.isPending ||
      (active && !qr.isError && (phase === 'open' || (percent <= 0 && phase === 'waiting'))));
  return {
    qr: shown,
    blocking: shown !== null,
    holdsOthers: pending,
    onTime,
    close: () => setPhase('done'),
    joined: () => {
      queryClient.setQueryData<QiweiUser>(qiweiUserKey, (old) => ({
        joined: true,
        joinedAt: old?.joinedAt ?? '',
      }));
      setPhase('done');
    },
  };
}
