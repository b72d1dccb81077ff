import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type DailyPiece } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { ApiError } from '@/lib/api-client';
import { useDaily } from '../api/daily';
import { AudioPlayer } from '../components/player/AudioPlayer';
import { useGoBack } from '@/lib/use-go-back';
import styles from '../components/daily/Daily.module.css';

/** 晨读 read-along: one 晨读 piece (`?id=`) alone, in large type, with its recording at the bottom. */
export default function ChenduPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const raw = params.get('id')?.trim() ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const query = useDaily('chendu', { id }, id !== undefined);
  const toToday = () => void navigate(PAGES.readingListening.path, { replace: true });

  if (id === undefined)
    return (
      <PageStatus
        art="empty"
        title="没有指定要读的内容"
        description="去晨读晚听看看今天的晨读吧"
        actionText="今天的晨读"
        onAction={toToday}
      />
    );
  return (
    <QueryView
      query={query}
      error={(error, retry) => {
        const missing = error instanceof ApiError && error.status === 404;
        return {
          art: missing ? 'notFound' : 'error',
          title: missing ? '没有找到这篇晨读' : '晨读加载失败',
          description: missing ? '它可能已经下架了，去看看今天的晨读吧' : '请检查网络后重试',
          actionText: missing ? '今天的晨读' : '重试',
          onAction: missing ? toToday : retry,
          secondaryText: '返回',
          onSecondary: goBack,
        };
      }}
      isEmpty={(data) => !data.piece}
      empty={{ title: '没有找到这篇晨读', actionText: '今天的晨读', onAction: toToday }}
    >
      {(data) => data.piece && <ReadAlong piece={data.piece} />}
    </QueryView>
  );
}

function ReadAlong({ piece }: { piece: DailyPiece }) {
  return (
    <div className={styles.readPage} data-testid="read-along">
      <div className={styles.readText}>
        <h2 className={styles.readTitle}>{piece.title}</h2>
        {piece.author ? <p className={styles.readAuthor}>{piece.author}</p> : null}
        <div className={styles.readLines}>
          {piece.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {piece.extra && !piece.extra.folded ? (
          <p className={styles.readMeaning}>
            <strong>{piece.extra.label}：</strong>
            {piece.extra.paragraphs.join('')}
          </p>
        ) : null}
      </div>
      {piece.audio ? (
        <div className={styles.readPlayer}>
          <AudioPlayer src={piece.audio} title="跟着录音一起读" />
        </div>
      ) : (
        <p className={styles.readMeaning} style={{ margin: '0 20px 24px' }}>
          这篇晨读暂时没有录音，请大声地自己读一读吧！
        </p>
      )}
    </div>
  );
}
