import { useState } from 'react';
import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_NAMES,
  type AdminResource,
  type ResourceCategory,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsoleQueryView, ConsoleUpload, OrderedRowActions } from '@/console-kit';
import { useCatalogueRefresh } from './catalogue-api';
import { baseName, ext, fileSize, useExtrasRefresh, useResources } from './extras-api';

const CATEGORY_OPTIONS = RESOURCE_CATEGORIES.map((c) => ({ label: RESOURCE_CATEGORY_NAMES[c], value: c }));

/** 资源: the book's downloadable files (PDF documents, pictures) in order; the pupils' 资源下载 lists them. */
export function ResourcesPanel({ bookId }: { bookId: number }) {
  const query = useResources(bookId);
  const refreshExtras = useExtrasRefresh();
  const refreshBook = useCatalogueRefresh();
  const refresh = () => Promise.all([refreshExtras(), refreshBook()]);
  const [category, setCategory] = useState<ResourceCategory>('ziliao');
  const [editing, setEditing] = useState<AdminResource | null>(null);
  const move = (r: AdminResource, index: number) =>
    api
      .call(ext.moveResource, { resourceId: r.resourceId, index })
      .then(refresh)
      .catch(() => undefined);
  const added = (url: string, size: number, name: string) =>
    api
      .call(ext.saveResource, { bookId, title: baseName(name), category, path: url, size })
      .then(refresh)
      .catch(() => undefined);
  const count = query.data?.length ?? 0;

  const columns: TableColumnsType<AdminResource> = [
    {
      title: '名称',
      dataIndex: 'title',
      render: (t: string, r) => (
        <a href={r.path} target="_blank" rel="noreferrer">
          {t}
        </a>
      ),
    },
    {
      title: '类别',
      dataIndex: 'category',
      width: 80,
      render: (c: ResourceCategory) => <Tag>{RESOURCE_CATEGORY_NAMES[c]}</Tag>,
    },
    { title: '格式', dataIndex: 'kind', width: 70, render: (k: string) => k.toUpperCase() },
    { title: '大小', dataIndex: 'size', width: 100, render: (s: number) => fileSize(s) },
    {
      title: '操作',
      key: 'actions',
      width: 168,
      render: (_v, r, index) => (
        <OrderedRowActions
          index={index}
          count={count}
          editText="编辑"
          onEdit={() => setEditing(r)}
          onMove={(to) => void move(r, to)}
          deleteTitle={`删除资源“${r.title}”？`}
          deleteContent="学生的资源下载里将不再有它。"
          onDelete={() => api.call(ext.deleteResource, { resourceId: r.resourceId }).then(refresh)}
        />
      ),
    },
  ];

  return (
    <Card size="small" title="下载资源">
      <div style={{ marginBottom: 12 }}>
        <Space align="start">
          <Select
            size="small"
            value={category}
            onChange={setCategory}
            options={CATEGORY_OPTIONS}
            style={{ width: 96 }}
            aria-label="新资源的类别"
          />
          <ConsoleUpload
            endpoint={ext.uploadFile}
            input={{ kind: 'document' }}
            accept="application/pdf,.pdf"
            maxSizeMb={50}
            onUploaded={(up, file) => void added(up.url, up.size, file.name)}
          >
            <Button size="small" type="primary" icon={<UploadOutlined />}>
              上传 PDF
            </Button>
          </ConsoleUpload>
          <ConsoleUpload
            endpoint={ext.uploadFile}
            input={{ kind: 'image' }}
            accept="image/jpeg,image/png,image/webp"
            maxSizeMb={10}
            onUploaded={(up, file) => void added(up.url, up.size, file.name)}
          >
            <Button size="small" icon={<UploadOutlined />}>
              上传图片
            </Button>
          </ConsoleUpload>
        </Space>
      </div>
      <ConsoleQueryView
        query={query}
        isEmpty={(d) => d.length === 0}
        empty="这本书还没有下载资源：选好类别，上传 PDF 或图片"
      >
        {(rows) => (
          <Table<AdminResource>
            rowKey="resourceId"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={rows}
          />
        )}
      </ConsoleQueryView>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        上传后以文件名为名称，排在最后；学生在“资源下载”里按这个顺序看到它们。
      </Typography.Paragraph>
      <ResourceModal
        resource={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}

function ResourceModal({
  resource,
  onClose,
  onSaved,
}: {
  resource: AdminResource | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ title: string; category: ResourceCategory }>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={resource !== null}
      title="编辑资源"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {resource ? (
        <Form
          form={form}
          name="resource"
          layout="vertical"
          preserve={false}
          initialValues={{ title: resource.title, category: resource.category }}
          onFinish={(v) => {
            setSaving(true);
            api
              .call(ext.saveResource, { ...resource, title: v.title, category: v.category })
              .then(onSaved)
              .catch(() => undefined)
              .finally(() => setSaving(false));
          }}
        >
          <Form.Item
            name="title"
            label="名称"
            rules={[{ required: true, whitespace: true, message: '请输入资源名称' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="category" label="类别">
            <Select options={CATEGORY_OPTIONS} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
