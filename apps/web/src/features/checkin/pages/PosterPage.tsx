import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGES, todayInShanghai, type Camp, type UserInfo } from '@jc/contract';
import { allOf } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { PageStatus } from '@/components/PageStatus';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useMyInfo } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCamp } from '../api/checkin';
import { campErrorView, NoCamp } from '../components/NoCamp';
import { useDakaId } from '../hooks/use-daka-id';
import { drawPoster } from '../lib/draw-poster';
import { campPageUrl, posterFileName } from '../lib/poster-layout';
import styles from './PosterPage.module.css';
import { Picture } from '@/components/Picture/Picture';

type Drawn = { state: 'drawing' } | { state: 'done'; url: string; blob: Blob } | { state: 'failed' };

/** Draws the poster once the camp and the user are in; the PNG stays as an object URL until the page goes. */
function usePoster(camp: Camp, me: UserInfo, link: string): [Drawn, () => void] {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });
  const [attempt, setAttempt] = useState(0);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    let cancelled = false;
    let url = '';
    canvas.current ??= document.createElement('canvas');
    drawPoster(canvas.current, {
      nickname: me.nickname,
      avatar: me.avatar,
      campTitle: camp.title,
      streak: camp.mine?.streak ?? 0,
      days: camp.mine?.days ?? 0,
      date: todayInShanghai(new Date()),
      url: link,
    })
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setDrawn({ state: 'done', url, blob });
      })
      .catch((error: unknown) => {
        console.warn('[poster] not drawn', error);
        if (!cancelled) setDrawn({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [camp, me, link, attempt]);
  return [drawn, () => setAttempt((n) => n + 1)];
}

function Poster({ camp, me }: { camp: Camp; me: UserInfo }) {
  const link = campPageUrl(window.location.origin, camp.dakaId);
  const [drawn, redraw] = usePoster(camp, me, link);
  const fileName = posterFileName(camp.title);

  if (drawn.state === 'failed') {
    return (
      <PageStatus title="海报生成失败" description="请稍后再试。" actionText="重新生成" onAction={redraw} />
    );
  }
  if (drawn.state === 'drawing') {
    return (
      <div className={styles.frame} aria-busy="true">
        <Skeleton className={styles.skPoster} />
        <p className={styles.hint}>海报生成中…</p>
      </div>
    );
  }

  const share = async () => {
    const file = new File([drawn.blob], fileName, { type: 'image/png' });
    const data = { files: [file], title: camp.title, text: `我在「${camp.title}」打卡，一起来吧！` };
    if (typeof navigator.canShare === 'function' && navigator.canShare(data)) {
      try {
        await navigator.share(data);
      } catch (error) {
        // Closing the share sheet is an AbortError: nothing to say.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          toast('分享失败，请保存图片后分享');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      toast('链接已复制，快去分享吧', 'success');
    } catch {
      toast('请长按海报保存后分享');
    }
  };

  return (
    <div className={styles.frame}>
      <Picture
        className={styles.poster}
        src={drawn.url}
        alt={`${camp.title}打卡海报`}
        data-testid="poster-image"
      />
      <p className={styles.hint}>长按图片可保存到相册</p>
      <div className={styles.actions}>
        <a className={styles.save} href={drawn.url} download={fileName}>
          保存图片
        </a>
        <button type="button" className={styles.share} onClick={() => void share()}>
          分享给好友
        </button>
      </div>
    </div>
  );
}

/** 打卡海报: a PNG drawn in the browser with my name, the camp, my streak and days and a QR code of the camp. */
export default function PosterPage() {
  const navigate = useNavigate();
  const dakaId = useDakaId();
  const camp = useCamp(dakaId);
  const me = useMyInfo();
  if (!dakaId) return <NoCamp />;
  const campUrl = `${PAGES.clockIndex.path}?dakaId=${dakaId}`;
  return (
    <div className={styles.page}>
      <QueryView
        query={allOf(camp, me)}
        error={campErrorView('海报信息加载失败', () => void navigate(PAGES.clockTab.path, { replace: true }))}
        loading={
          <div className={styles.frame} aria-busy="true">
            <Skeleton className={styles.skPoster} />
          </div>
        }
        isEmpty={([c]) => !c.mine?.enrolled}
        empty={{
          title: '报名后就能生成海报啦',
          description: '参加打卡营并坚持打卡，把你的成绩分享给家人吧。',
          actionText: '去报名',
          onAction: () => void navigate(campUrl),
        }}
      >
        {([c, u]) => <Poster camp={c} me={u} />}
      </QueryView>
    </div>
  );
}
