import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Image, Space, Switch, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminBook } from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsolePage, ConsoleTable } from '@/console-kit';
import { BookFormModal } from './BookForm';
import { cat, useCatalogueRefresh, useDicOptions } from './catalogue-api';

/** 图书: every book, on the shelf or not, searchable and filtered by subject, grade and volume. */
export default function BooksPage() {
  const dic = useDicOptions();
  const refresh = useCatalogueRefresh();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<number | null>(null);

  const shelf = (book: AdminBook, enabled: boolean) => {
    setSwitching(book.bookId);
    api
      .call(cat.setShelf, { bookId: book.bookId, enabled })
      .then(refresh)
      .catch(() => undefined)
      .finally(() => setSwitching(null));
  };

  const columns: TableColumnsType<AdminBook> = [
    {
      title: '封面',
      dataIndex: 'cover',
      width: 72,
      render: (cover: string) =>
        cover ? <Image src={cover} width={44} height={58} style={{ objectFit: 'cover' }} /> : null,
    },
    { title: '书号', dataIndex: 'bookNo', width: 100 },
    {
      title: '书名',
      dataIndex: 'title',
      render: (title: string, b) => (
        <Link to={`/catalogue/books/${b.bookId}`}>
          {title}
          {b.subTitle ? <span style={{ color: '#888' }}> · {b.subTitle}</span> : null}
        </Link>
      ),
    },
    {
      title: '学科 / 年级 / 册别',
      key: 'dic',
      width: 170,
      render: (_v, b) => `${b.subject} · ${b.grade} · ${b.cebie}`,
    },
    { title: '版本', dataIndex: 'bookarea', width: 110 },
    {
      title: '课程 / 资源',
      key: 'counts',
      width: 110,
      render: (_v, b) => `${b.lessons} / ${b.items}`,
    },
    {
      title: '上架',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, b) => (
        <Switch
          checked={enabled}
          loading={switching === b.bookId}
          checkedChildren="上架"
          unCheckedChildren="下架"
          aria-label={`${b.title} 上架`}
          onChange={(on) => shelf(b, on)}
        />
      ),
    },
    { title: '更新时间', dataIndex: 'updateDate', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_v, b) => (
        <Space>
          <Link to={`/catalogue/books/${b.bookId}`}>编辑</Link>
        </Space>
      ),
    },
  ];

  return (
    <ConsolePage
      title="图书"
      description="教材目录：书的信息、封面、上下架；点书名编辑课程目录、资源和二维码。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建图书
        </Button>
      }
    >
      <ConsoleTable
        endpoint={cat.bookList}
        rowKey="bookId"
        columns={columns}
        filters={[
          { name: 'keyword', label: '搜索', placeholder: '书号、书名或条形码' },
          { name: 'subject', label: '学科', kind: 'select', options: dic.subject },
          { name: 'grade', label: '年级', kind: 'select', options: dic.grade },
          { name: 'cebie', label: '册别', kind: 'select', options: dic.cebie },
          {
            name: 'enabled',
            label: '状态',
            kind: 'select',
            options: [
              { label: '上架', value: 'true' },
              { label: '下架', value: 'false' },
            ],
          },
        ]}
        emptyText="没有符合条件的图书"
      />
      <BookFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(book) => {
          setCreating(false);
          void refresh();
          void navigate(`/catalogue/books/${book.bookId}`);
        }}
      />
    </ConsolePage>
  );
}
