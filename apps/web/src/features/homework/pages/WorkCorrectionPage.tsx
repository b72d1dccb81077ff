import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { homeworkEndpoints, PAGES } from '@jc/contract';
import { PictureIcon, ScanIcon } from '@/components/icons';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { isApiError } from '@/lib/api-client';
import { endpointKey } from '@/lib/api-query';
import { takeHandoffPhoto } from '@/lib/photo-handoff';
import { toast } from '@/lib/toast';
import { correctUploaded } from '../api/homework';
import { correctionUrl } from '../lib/marks';
import styles from '../components/homework.module.css';
import { Picture } from '@/components/Picture/Picture';

/** The camera page in its photo mode, handing the picture back here (lib/photo-handoff). */
export const HOMEWORK_CAMERA_URL = `${PAGES.camera.path}?mode=photo&for=homework`;

/**
 * 作业批改: a photo of a homework page, from the camera (user/camera's photo mode, handed back through
 * lib/photo-handoff) or the album, is compressed and uploaded with its progress (AIPigaiUpload), then
 * queued for correction (correctHomework); the result (correctList?id=) shows it being corrected.
 */
export default function WorkCorrectionPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUpload(homeworkEndpoints.upload);
  const [preview, setPreview] = useState<string | null>(null);
  const [queueing, setQueueing] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; uploadId: number } | null>(null);
  const album = useRef<HTMLInputElement>(null);
  const handedOver = useRef(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const queue = async (uploadId: number, fromCamera: boolean) => {
    setQueueing(true);
    setRefusal(null);
    try {
      const correction = await correctUploaded(uploadId);
      void queryClient.invalidateQueries({ queryKey: endpointKey(homeworkEndpoints.list) });
      // From the camera this page stands where the camera was: the result takes its place in turn.
      void navigate(correctionUrl(PAGES.correctList.path, correction.id), { replace: fromCamera });
    } catch (error) {
      setRefusal({ message: isApiError(error) ? error.message : '提交批改失败', uploadId });
    } finally {
      setQueueing(false);
    }
  };

  const send = async (file: Blob, fromCamera: boolean) => {
    if (!file.type.startsWith('image/')) {
      toast('请选择图片');
      return;
    }
    setRefusal(null);
    setPreview(URL.createObjectURL(file));
    const photo = await upload.start({ file });
    if (photo) await queue(photo.id, fromCamera);
  };

  // A photo taken by the camera page waits for this page: send it at once.
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const photo = takeHandoffPhoto('homework');
    // After this render: sending sets this page's state.
    if (photo) queueMicrotask(() => void send(photo, true));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onAlbum = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void send(file, false);
  };

  const busy = upload.state.status === 'uploading' || queueing;
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h2>拍一拍，马上知道对错</h2>
        <p>把口算、计算题作业放平拍清楚，系统逐题批改：对的打 ✓，错的打 ✗ 并给出正确答案。</p>
      </section>

      <div className={styles.shot}>
        {preview ? (
          <Picture src={preview} alt="待批改的作业照片" className={styles.preview} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <PictureIcon size={48} />
            <span>作业照片</span>
          </div>
        )}
        {queueing ? (
          <span className={styles.overlayStatus} role="status">
            正在提交批改…
          </span>
        ) : null}
      </div>

      <div className={styles.uploadBar}>
        <UploadProgress state={upload.state} onCancel={upload.cancel} onRetry={() => void upload.retry()} />
        {refusal ? (
          <div className={styles.refusal} role="alert">
            <span>{refusal.message}</span>
            <button
              type="button"
              className={styles.refusalRetry}
              onClick={() => void queue(refusal.uploadId, false)}
            >
              重试
            </button>
          </div>
        ) : null}
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void navigate(HOMEWORK_CAMERA_URL)}
        >
          <ScanIcon size={20} />
          拍照批改
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => album.current?.click()}
        >
          <PictureIcon size={20} />
          从相册选择
        </button>
        <input
          ref={album}
          className={styles.file}
          type="file"
          accept="image/*"
          aria-label="选择作业照片"
          onChange={onAlbum}
        />
      </div>

      <Link to={PAGES.correctList.path} className={styles.historyLink}>
        批改记录 ›
      </Link>
    </div>
  );
}
