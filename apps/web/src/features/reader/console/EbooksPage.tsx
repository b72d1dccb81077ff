import { useState } from 'react';
import { Button, Image, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminEbook } from '@jc/contract';
import { ConsolePage, ConsoleTable } from '@/console-kit';
import { AreasModal } from './AreasModal';
import { EbookDrawer } from './EbookDrawer';
import { eb, useAreas } from './ebooks-api';

/** 电子书: the e-books by area (edition), each with a cover, a PDF or page pictures in order. */
export default function EbooksPage() {
  const areas = useAreas();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [areasOpen, setAreasOpen] = useState(false);
  const areaOptions = (areas.data ?? []).map((a) => ({ label: a.name, value: a.areaId }));

  const columns: TableColumnsType<AdminEbook> = [
    {
      title: '封面',
      dataIndex: 'cover',
      width: 72,
      render: (cover: string) =>
        cover ? <Image src={cover} width={44} height={58} style={{ objectFit: 'cover' }} /> : null,
    },
    {
      title: '名称',
      dataIndex: 'title',
      render: (title: string, e) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(e.ebookId)}>
          {title}
        </Button>
      ),
    },
    { title: '版本', dataIndex: 'area', width: 110 },
    {
      title: '图书',
      key: 'book',
      width: 200,
      render: (_v, e) => (e.bookId ? `${e.bookNo} ${e.bookTitle}` : <Tag>学科 PDF</Tag>),
    },
    {
      title: '内容',
      key: 'content',
      width: 150,
      render: (_v, e) => (
        <Space size={4}>
          {e.pdf ? <Tag color="red">PDF</Tag> : null}
          <span>{e.pages} 页</span>
        </Space>
      ),
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, e) => (
        <Button type="link" size="small" onClick={() => setOpen(e.ebookId)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <ConsolePage
      title="电子书"
      description="电子样书与学科 PDF：按版本分组；关联图书的电子书，学生扫这本书的码就能翻看页面图片。"
      actions={
        <Space>
          <Button onClick={() => setAreasOpen(true)}>版本管理</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
            新建电子书
          </Button>
        </Space>
      }
    >
      <ConsoleTable
        endpoint={eb.ebookList}
        rowKey="ebookId"
        columns={columns}
        filters={[
          { name: 'keyword', label: '搜索', placeholder: '名称或书号' },
          { name: 'areaId', label: '版本', kind: 'select', options: areaOptions },
        ]}
        emptyText="没有符合条件的电子书"
      />
      <EbookDrawer open={open} onClose={() => setOpen(null)} onCreated={(id) => setOpen(id)} />
      <AreasModal open={areasOpen} onClose={() => setAreasOpen(false)} />
    </ConsolePage>
  );
}
