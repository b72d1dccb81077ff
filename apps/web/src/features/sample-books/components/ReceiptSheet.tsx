import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { yangshuEndpoints, type UploadedFile } from '@jc/contract';
import { Sheet } from '@/components/Sheet/Sheet';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmReceipt } from '../api/yangshu';
import styles from './SampleBooks.module.css';
import { Picture } from '@/components/Picture/Picture';

const MAX_PHOTOS = 3;

/** 确认收货: optional photos of the received books (one by one, with progress), then the confirmation. */
export function ReceiptSheet({ requestId, onClose }: { requestId: number | null; onClose: () => void }) {
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUpload(yangshuEndpoints.uploadFile);
  const confirm = useConfirmReceipt();
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.state.status === 'uploading';

  const close = () => {
    setPhotos([]);
    setRefusal(null);
    onClose();
  };
  const add = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload.start({ purpose: 'receipt', file });
    if (result) setPhotos((p) => [...p, result]);
  };
  const submit = () => {
    if (requestId === null || confirm.isPending || uploading) return;
    confirm.mutate(
      { id: requestId, fileIds: photos.map((p) => p.id) },
      {
        onSuccess: () => {
          toast('已确认收货', 'success');
          close();
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : '确认失败，请重试'),
      },
    );
  };

  return (
    <Sheet visible={requestId !== null} onClose={close} label="确认收货" className={styles.sheet}>
      <h2 className={styles.sheetTitle}>确认收货</h2>
      <p className={styles.hint}>收到样书了吗？可以拍几张照片留作记录（选填，最多{MAX_PHOTOS}张）。</p>
      <div className={styles.photos}>
        {photos.map((p) => (
          <Picture key={p.id} src={p.thumbUrl || p.url} alt="签收照片" className={styles.photo} />
        ))}
        {photos.length < MAX_PHOTOS ? (
          <button
            type="button"
            className={styles.addPhoto}
            aria-label="添加签收照片"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            +
          </button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="receipt-photo"
          onChange={(event) => {
            void add(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <UploadProgress state={upload.state} onCancel={upload.cancel} onRetry={() => void upload.retry()} />
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={confirm.isPending}
        disabled={uploading}
        onClick={submit}
      >
        确认收货
      </Button>
    </Sheet>
  );
}
