import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { searchTopicsQuery, topicEndpoints, type TopicHit } from '@jc/contract';
import { PictureIcon } from '@/components/icons';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageStatus } from '@/components/PageStatus';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { toast } from '@/lib/toast';
import { topicsQuery } from '../api/homework';
import styles from '../components/homework.module.css';

function Hit({ hit }: { hit: TopicHit }) {
  return (
    <li className={styles.hit} aria-label={hit.text}>
      <span className={styles.muted}>
        {hit.bookTitle}
        {hit.lessonTitle ? ` · ${hit.lessonTitle}` : ''} · 第{hit.page}页
      </span>
      <p className={styles.hitText}>{hit.text}</p>
      <p className={styles.hitAnswer}>
        <strong>答案</strong>
        {hit.answer}
      </p>
    </li>
  );
}

function HitList({ hits }: { hits: TopicHit[] }) {
  return (
    <ul className={styles.hits} aria-label="搜题结果">
      {hits.map((h) => (
        <Hit key={h.id} hit={h} />
      ))}
    </ul>
  );
}

const NO_HITS = { title: '没有找到这道题', description: '换几个题目中的关键字再试试。' };

/** The text search's hits, page by page. */
function TextResults({ keyword, bookNo }: { keyword: string; bookNo: string | undefined }) {
  const query = useInfiniteQuery(topicsQuery(keyword, bookNo));
  return (
    <InfiniteList query={query} error="搜题失败" empty={NO_HITS}>
      {(hits: TopicHit[]) => <HitList hits={hits} />}
    </InfiniteList>
  );
}

/**
 * 搜题: a question of the books' exercises found by its text (searchTopics) or a photo of it
 * (searchTopicsByPhoto: the recognised text, editable, and its hits); `?bookNo=` keeps to one book.
 */
export default function SearchTopicsPage() {
  const [params, setParams] = useSearchParams();
  const bookNo = params.get('bookNo') || undefined;
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const photo = useUpload(topicEndpoints.searchByPhoto);
  const [recognised, setRecognised] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoHits = keyword === null && photo.state.status === 'done' ? photo.state.result.hits : null;

  const search = (value: string) => {
    const parsed = searchTopicsQuery.shape.keyword.safeParse(value);
    if (!parsed.success) {
      toast(parsed.error.issues[0]?.message ?? '请输入题目内容');
      return;
    }
    setKeyword(parsed.data);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRecognised(null);
    search(text);
  };
  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast('请选择图片');
      return;
    }
    setKeyword(null);
    setRecognised(null);
    const result = await photo.start(bookNo ? { file, bookNo } : { file });
    if (result) setRecognised(result.recognisedText);
  };
  const leaveBook = () => {
    const next = new URLSearchParams(params);
    next.delete('bookNo');
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.searchBox}>
        <form className={styles.searchRow} role="search" onSubmit={onSubmit}>
          <input
            className={styles.searchInput}
            type="search"
            value={text}
            maxLength={100}
            placeholder="输入题目中的文字"
            aria-label="题目内容"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className={styles.searchButton}>
            搜索
          </button>
        </form>
        <button
          type="button"
          className={styles.photoSearch}
          disabled={photo.state.status === 'uploading'}
          onClick={() => fileRef.current?.click()}
        >
          <PictureIcon size={20} />
          拍照搜题
        </button>
        <input
          ref={fileRef}
          className={styles.file}
          type="file"
          accept="image/*"
          aria-label="选择题目照片"
          onChange={(e) => void onPhoto(e)}
        />
        {bookNo ? (
          <p className={styles.scope}>
            仅在本书（书号 {bookNo}）中搜索
            <button type="button" className={styles.scopeButton} onClick={leaveBook}>
              搜索全部图书
            </button>
          </p>
        ) : null}
        <UploadProgress
          state={photo.state}
          onCancel={photo.cancel}
          onRetry={() => void photo.retry().then((r) => r && setRecognised(r.recognisedText))}
        />
      </div>

      {recognised !== null ? (
        <section className={styles.recognised} aria-label="识别的题目">
          <label htmlFor="recognised-text">识别出的文字（可修改后重新搜索）</label>
          <textarea
            id="recognised-text"
            value={recognised}
            rows={3}
            maxLength={100}
            onChange={(e) => setRecognised(e.target.value)}
          />
          <button
            type="button"
            className={styles.searchButton}
            onClick={() => {
              setText(recognised);
              search(recognised);
            }}
          >
            按文字重新搜索
          </button>
        </section>
      ) : null}

      {keyword !== null ? (
        <TextResults key={`${keyword}|${bookNo ?? ''}`} keyword={keyword} bookNo={bookNo} />
      ) : photoHits ? (
        photoHits.length > 0 ? (
          <HitList hits={photoHits} />
        ) : (
          <PageStatus
            art="empty"
            title={recognised ? NO_HITS.title : '没有识别出文字'}
            description={recognised ? '可以修改上面识别出的文字后重新搜索。' : '请把题目拍清楚后再试一次。'}
          />
        )
      ) : photo.state.status === 'uploading' ? null : (
        <PageStatus
          art="empty"
          title="找一找书中的题目"
          description="输入题目中的几个字，或拍一张题目的照片，即可找到它所在的页和答案。"
        />
      )}
    </div>
  );
}
