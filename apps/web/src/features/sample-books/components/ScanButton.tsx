import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import styles from './SampleBooks.module.css';

/**
 * 拍照识别: a photo of a book's QR code or barcode (the camera on phones, else a picture), decoded in
 * the browser by the scan page's decoder (`lib/barcode-decoder.ts`, loaded on first use), then looked up
 * in the offer as a scanned code.
 */
export function ScanButton({ onCode }: { onCode: (code: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { decode } = await import('@/lib/barcode-decoder');
      const text = await decode(file);
      if (text) onCode(text);
      else toast('未识别到二维码或条形码，请对准书上的码重新拍摄');
    } catch {
      toast('扫描组件加载失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.searchButton}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? '识别中' : '扫码'}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="scan-picture"
        onChange={(event) => {
          void read(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
