import { useEffect, useState } from 'react';
import { loadDecoder } from '@/lib/barcode-decoder';

export type DecoderStatus = 'loading' | 'ready' | 'error';

/** Loads the decoder when the page opens; a new `attempt` tries again after a failure. */
export function useDecoder(attempt: number): DecoderStatus {
  // The outcome of one attempt; a newer attempt reads as loading until its own outcome arrives.
  const [outcome, setOutcome] = useState<{ attempt: number; status: 'ready' | 'error' } | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadDecoder().then(
      () => {
        if (!cancelled) setOutcome({ attempt, status: 'ready' });
      },
      (error: unknown) => {
        console.error('[scan] the decoder did not load', error);
        if (!cancelled) setOutcome({ attempt, status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  return outcome?.attempt === attempt ? outcome.status : 'loading';
}
