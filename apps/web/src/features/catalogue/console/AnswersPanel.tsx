import { useState } from 'react';
import {
  Button,
  Card,
  Form,
  Image,
  Input,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AdminAnswer } from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsoleQueryView, ConsoleUpload, OrderedRowActions } from '@/console-kit';
import { useCatalogueRefresh } from './catalogue-api';
import { baseName, ext, useAnswers, useExtrasRefresh } from './extras-api';

/** 答案: the book's answers (pictures or PDFs) in order, shown to pupils behind their answer password. */
export function AnswersPanel({ bookId }: { bookId: number }) {
  const query = useAnswers(bookId);
  const refreshExtras = useExtrasRefresh();
  const refreshBook = useCatalogueRefresh();
  const refresh = () => Promise.all([refreshExtras(), refreshBook()]);
  const [editing, setEditing] = useState<AdminAnswer | null>(null);
  const move = (a: AdminAnswer, index: number) =>
    api
      .call(ext.moveAnswer, { answerId: a.answerId, index })
      .then(refresh)
      .catch(() => undefined);
  const added = (url: string, name: string) =>
    api
      .call(ext.saveAnswer, { bookId, title: baseName(name), path: url })
      .then(refresh)
      .catch(() => undefined);
  const count = query.data?.length ?? 0;

  const columns: TableColumnsType<AdminAnswer> = [
    {
      title: '预览',
      dataIndex: 'path',
      width: 80,
      render: (path: string, a) =>
        a.kind === 'image' ? (
          <Image src={path} width={48} height={64} style={{ objectFit: 'cover' }} alt={a.title} />
        ) : (
          <a href={path} target="_blank" rel="noreferrer">
            打开 PDF
          </a>
        ),
    },
    { title: '名称', dataIndex: 'title' },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 80,
      render: (k: AdminAnswer['kind']) =>
        k === 'pdf' ? <Tag color="red">PDF</Tag> : <Tag color="blue">图片</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 168,
      render: (_v, a, index) => (
        <OrderedRowActions
          index={index}
          count={count}
          editText="改名"
          onEdit={() => setEditing(a)}
          onMove={(to) => void move(a, to)}
          deleteTitle={`删除答案“${a.title}”？`}
          onDelete={() => api.call(ext.deleteAnswer, { answerId: a.answerId }).then(refresh)}
        />
      ),
    },
  ];

  return (
    <Card size="small" title="答案">
      <div style={{ marginBottom: 12 }}>
        <Space align="start">
          <ConsoleUpload
            endpoint={ext.uploadFile}
            input={{ kind: 'image' }}
            accept="image/jpeg,image/png,image/webp"
            maxSizeMb={10}
            onUploaded={(up, file) => void added(up.url, file.name)}
          >
            <Button size="small" type="primary" icon={<UploadOutlined />}>
              上传答案图片
            </Button>
          </ConsoleUpload>
          <ConsoleUpload
            endpoint={ext.uploadFile}
            input={{ kind: 'document' }}
            accept="application/pdf,.pdf"
            maxSizeMb={50}
            onUploaded={(up, file) => void added(up.url, file.name)}
          >
            <Button size="small" icon={<UploadOutlined />}>
              上传答案 PDF
            </Button>
          </ConsoleUpload>
        </Space>
      </div>
      <ConsoleQueryView
        query={query}
        isEmpty={(d) => d.length === 0}
        empty="这本书还没有答案：上传图片或 PDF"
      >
        {(rows) => (
          <Table<AdminAnswer>
            rowKey="answerId"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={rows}
          />
        )}
      </ConsoleQueryView>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        学生输入答案查询密码后，按这个顺序看到答案。
      </Typography.Paragraph>
      <Modal
        open={editing !== null}
        title="答案改名"
        okText="保存"
        cancelText="取消"
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
      >
        {editing ? (
          <Form
            name="answer"
            layout="vertical"
            initialValues={{ title: editing.title }}
            onFinish={(v: { title: string }) =>
              api
                .call(ext.saveAnswer, { ...editing, title: v.title })
                .then(() => {
                  setEditing(null);
                  return refresh();
                })
                .catch(() => undefined)
            }
          >
            <Form.Item
              name="title"
              label="名称"
              rules={[{ required: true, whitespace: true, message: '请输入答案名称' }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              保存
            </Button>
          </Form>
        ) : null}
      </Modal>
    </Card>
  );
}
