import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { routeScan, scannedCode, type BookListItem } from '@jc/contract';
import { codeFailure, type CodeFailure } from '@/lib/code-failure';
import { toast } from '@/lib/toast';
import { findBooksByBarcode, resolveScannedCode } from '../api/scan';
import { barcodeOutcome } from '../lib/scan-outcome';

/** How long the camera ignores a code that failed, or whose book choice was closed. */
const QUIET_MS = 3000;

/**
 * What the scan page does with a scanned text, whoever scanned it (the page's camera, the album, a
 * shell's scanner, a code handed in the address): the contract's routeScan; a printed code (/r,
 * /twoCode.app) is resolved first (bookmain/resolveCode) and opens where the server says, or, refused
 * (unknown, retired), is shown by the page with its ways on (`refused`); another route replaces the scan
 * page, a barcode is looked up (getBookByTXM: one book opens, several are offered), anything else toasts
 * 扫描失败.
 */
export function useScanRouting() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<BookListItem[] | null>(null);
  const [refused, setRefused] = useState<CodeFailure | null>(null);
  const queryClient = useQueryClient();
  const quiet = useRef({ text: '', until: 0 });
  // The scan page is done once it leads somewhere: back from the target returns to where scanning began.
  const open = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);

  const handleText = useCallback(
    async (text: string, fromCamera: boolean) => {
      // The camera keeps seeing the code that just failed (or whose choice was closed): ignore it a while.
      if (fromCamera && quiet.current.text === text && Date.now() < quiet.current.until) return;
      const fail = (msg: string) => {
        quiet.current = { text, until: Date.now() + QUIET_MS };
        toast(msg);
      };
      const route = routeScan(text);
      const code = route.kind === 'navigate' ? scannedCode(text) : null;
      if (code) {
        setBusy(true);
        try {
          return open((await resolveScannedCode(queryClient, code)).to);
        } catch (error) {
          const failure = codeFailure(error);
          if (!failure) return fail(error instanceof Error ? error.message : String(error));
          quiet.current = { text, until: Number.POSITIVE_INFINITY };
          return setRefused(failure);
        } finally {
          setBusy(false);
        }
      }
      if (route.kind === 'navigate') return open(route.to);
      if (route.kind === 'fail') return fail(route.msg);
      setBusy(true);
      try {
        const outcome = barcodeOutcome(await findBooksByBarcode(route.txm));
        if (outcome.kind === 'open') return open(outcome.to);
        if (outcome.kind === 'fail') return fail(outcome.msg);
        quiet.current = { text, until: Number.POSITIVE_INFINITY };
        setChoice(outcome.books);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
    },
    [open, queryClient],
  );
  const closeChoice = () => {
    quiet.current = { ...quiet.current, until: Date.now() + QUIET_MS };
    setChoice(null);
  };
  /** 重新扫码 after a refused code: the camera reads again, the same code only after a while. */
  const scanAgain = () => {
    quiet.current = { ...quiet.current, until: Date.now() + QUIET_MS };
    setRefused(null);
  };
  return { handleText, busy, setBusy, choice, closeChoice, open, refused, scanAgain };
}
