import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { PAGES, SAMPLE_LESSON_AUDIO, SAMPLE_LESSON_VIDEO, type BookListItem } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { useQrcodeInfo } from '../../api/book';
import { bookDetailsUrl } from '@/lib/page-urls';

// The choice pop-up (antd-mobile's Popup and its animation library) loads when it first shows.
const BookChoicePopup = lazy(() =>
  import('../BookChoicePopup').then((m) => ({ default: m.BookChoicePopup })),
);

/** A code shared by several books: choose one by title. */
export function CodeBookChoice({
  code,
  books,
  onCancel,
}: {
  code: string;
  books: BookListItem[];
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <PageStatus art="empty" title="请选择图书" description={`“${code}”对应多本图书`} />
      <Suspense fallback={null}>
        <BookChoicePopup
          title="请选择图书"
          hint="这个码对应多本图书，请按书名选择"
          choices={books.map((b) => ({ key: b.bookNo, cover: b.pictureV, title: b.title }))}
          onPick={(no) => void navigate(bookDetailsUrl(no), { replace: true })}
          onCancel={onCancel}
        />
      </Suspense>
    </>
  );
}

/** Opened without a book: offer the two sample lessons (spec section 9), the video and the audio one. */
export function SampleChoice() {
  const navigate = useNavigate();
  const video = useQrcodeInfo(SAMPLE_LESSON_VIDEO, 's');
  const audio = useQrcodeInfo(SAMPLE_LESSON_AUDIO, 't');
  const samples = [
    { query: video, kind: 's', code: SAMPLE_LESSON_VIDEO, tag: '视频' },
    { query: audio, kind: 't', code: SAMPLE_LESSON_AUDIO, tag: '音频' },
  ];
  return (
    <>
      <PageStatus art="empty" title="请选择要学习的课程" />
      <Suspense fallback={null}>
        <BookChoicePopup
          title="请选择要学习的课程"
          hint="没有指定图书，先试试这两节课吧"
          loading={video.isPending || audio.isPending}
          failed={video.isError && audio.isError}
          onRetry={() => {
            void video.refetch();
            void audio.refetch();
          }}
          choices={samples.flatMap(({ query, kind, code, tag }) =>
            query.data
              ? [
                  {
                    key: `${kind}=${code}`,
                    cover: query.data.bkInfo.pictureV,
                    title: query.data.bkInfo.title,
                    detail: query.data.lesson.title,
                    tag,
                  },
                ]
              : [],
          )}
          onPick={(key) => void navigate(`${PAGES.bookDetails.path}?${key}`, { replace: true })}
          onCancel={() => void navigate(PAGES.home.path, { replace: true })}
        />
      </Suspense>
    </>
  );
}
