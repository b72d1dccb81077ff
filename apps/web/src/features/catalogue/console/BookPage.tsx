import { useParams, useSearchParams, Link } from 'react-router';
import { Button, Tabs, Tag, message } from 'antd';
import { ConsolePage } from '@/console-kit';
import { AnswersPanel } from './AnswersPanel';
import { BookForm } from './BookForm';
import { CodesPanel } from './CodesPanel';
import { LessonPanel } from './LessonPanel';
import { ResourcesPanel } from './ResourcesPanel';
import { useBookTree, useCatalogueRefresh } from './catalogue-api';

const TABS = ['info', 'lessons', 'codes', 'resources', 'answers'] as const;

/** One book: its fields and cover, its lesson tree with the items, its codes and QR sheet, its resources and answers. */
export default function BookPage() {
  const bookId = Number(useParams().bookId);
  const query = useBookTree(bookId);
  const refresh = useCatalogueRefresh();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'lessons';

  return (
    <ConsolePage
      title={query.data ? `${query.data.book.title}（${query.data.book.bookNo}）` : '图书'}
      description={
        query.data ? (
          <>
            {query.data.book.subject} · {query.data.book.grade} · {query.data.book.cebie} ·{' '}
            {query.data.book.enabled ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>}更新于{' '}
            {query.data.book.updateDate}
          </>
        ) : undefined
      }
      actions={
        <Link to="/catalogue/books">
          <Button>返回图书列表</Button>
        </Link>
      }
      query={query}
    >
      {(data) => (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            {
              key: 'info',
              label: '图书信息',
              children: (
                <BookForm
                  key={data.book.updateDate}
                  book={data.book}
                  onSaved={() => {
                    void message.success('已保存');
                    void refresh();
                  }}
                />
              ),
            },
            {
              key: 'lessons',
              label: `课程与资源（${data.book.lessons} 课 / ${data.book.items} 个资源）`,
              children: <LessonPanel bookId={bookId} lessons={data.lessons} />,
            },
            { key: 'codes', label: '编码与二维码', children: <CodesPanel book={data.book} /> },
            { key: 'resources', label: '资源', children: <ResourcesPanel bookId={bookId} /> },
            { key: 'answers', label: '答案', children: <AnswersPanel bookId={bookId} /> },
          ]}
        />
      )}
    </ConsolePage>
  );
}
