import { useState } from 'react';
import type { AnyEndpoint, ExportFormat } from '@jc/contract';
import { downloadAndSave } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import styles from './archives.module.css';

/** 导出 Excel / 导出 CSV of a list with its filters; the server answers the file, the browser keeps it. */
export function ExportButtons<E extends AnyEndpoint>({
  endpoint,
  input,
}: {
  endpoint: E;
  input: Record<string, unknown>;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const fileName = await downloadAndSave(endpoint, { ...input, format } as never);
      toast(`已导出 ${fileName}`, 'success');
    } catch {
      // api.download has toasted the refusal or the network failure.
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.exportRow}>
      <button type="button" disabled={busy !== null} onClick={() => void run('xlsx')}>
        {busy === 'xlsx' ? '正在导出…' : '导出 Excel'}
      </button>
      <button type="button" disabled={busy !== null} onClick={() => void run('csv')}>
        {busy === 'csv' ? '正在导出…' : '导出 CSV'}
      </button>
    </div>
  );
}
