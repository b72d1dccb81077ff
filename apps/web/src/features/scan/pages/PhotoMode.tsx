import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { ChevronLeftIcon, PictureIcon } from '@/components/icons';
import { putHandoffPhoto, type PhotoPurpose } from '@/lib/photo-handoff';
import { toast } from '@/lib/toast';
import { useCamera } from '../hooks/use-camera';
import { photoProblem, PHOTO_MODES } from '../lib/photo-mode';
import scan from './ScanPage.module.css';
import styles from './PhotoMode.module.css';

/** The video's current frame as a JPEG at the camera's own resolution, or null before a frame shows. */
async function grabFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

/**
 * user/camera?mode=photo&for=<purpose>: the live rear camera with a shutter, or a picture from the album;
 * the photo is left in lib/photo-handoff and this page replaces itself with the page of its purpose
 * (homework → workCorrection), which sends it. A camera problem leaves the album.
 */
export function PhotoMode({ purpose }: { purpose: PhotoPurpose }) {
  const mode = PHOTO_MODES[purpose];
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [taking, setTaking] = useState(false);
  const camera = useCamera(videoRef, attempt);

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(mode.target, { replace: true });
  };
  const handOver = (photo: Blob) => {
    putHandoffPhoto(purpose, photo);
    void navigate(mode.target, { replace: true });
  };
  const shoot = async () => {
    const video = videoRef.current;
    if (!video || taking) return;
    setTaking(true);
    const photo = await grabFrame(video);
    setTaking(false);
    if (photo) handOver(photo);
    else toast('拍照失败，请重试');
  };
  const onAlbum = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) toast('请选择图片');
    else handOver(file);
  };

  const problem = camera.status === 'problem' ? photoProblem(camera.problem) : null;
  return (
    <div className={scan.page}>
      <video ref={videoRef} className={scan.video} muted playsInline autoPlay aria-hidden="true" />
      <header className={scan.bar}>
        <button type="button" className={scan.back} onClick={goBack} aria-label="返回">
          <ChevronLeftIcon size={26} />
        </button>
        <h1 className={scan.title}>{mode.title}</h1>
      </header>

      <main className={scan.body}>
        {problem ? (
          <section className={scan.problem} role="alert">
            <h2 className={scan.problemTitle}>{problem.title}</h2>
            <p className={scan.problemText}>{problem.description}</p>
            {problem.canRetry ? (
              <button type="button" className={scan.retry} onClick={() => setAttempt((n) => n + 1)}>
                重新打开摄像头
              </button>
            ) : null}
          </section>
        ) : (
          <>
            <div className={styles.guide} data-testid="photo-guide">
              {camera.status === 'starting' ? (
                <span className={scan.status} role="status">
                  正在打开摄像头…
                </span>
              ) : null}
            </div>
            <p className={scan.hint}>{mode.hint}</p>
          </>
        )}
      </main>

      <footer className={styles.footer}>
        <button type="button" className={scan.album} onClick={() => fileRef.current?.click()}>
          <span className={scan.albumIcon}>
            <PictureIcon size={26} />
          </span>
          从相册选择
        </button>
        <button
          type="button"
          className={styles.shutter}
          aria-label="拍照"
          disabled={camera.status !== 'live' || taking}
          onClick={() => void shoot()}
        />
        <span className={styles.balance} aria-hidden="true" />
        <input
          ref={fileRef}
          className={scan.file}
          type="file"
          accept="image/*"
          aria-label="从相册选择照片"
          onChange={onAlbum}
        />
      </footer>
    </div>
  );
}
