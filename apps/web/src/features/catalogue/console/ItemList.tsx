import { useState } from 'react';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { VIDEO_TIMU_TYPES, type AdminItem, type AdminLesson, type TimuType } from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsoleUpload, OrderedRowActions } from '@/console-kit';
import { cat, useCatalogueRefresh } from './catalogue-api';

const ITEM_TYPES: { label: string; value: TimuType }[] = [
  { label: 's 名师讲解（视频）', value: 's' },
  { label: 't 课文朗读（音频）', value: 't' },
  { label: 'y 认读字（视频）', value: 'y' },
  { label: 'k 音频', value: 'k' },
  { label: '7 书写指导（视频）', value: '7' },
];
const isVideo = (type: TimuType) => VIDEO_TIMU_TYPES.includes(type);
const seconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/** Plays an item's media as the pupils will get it. */
export function MediaPreview({ type, path }: { type: TimuType; path: string }) {
  if (!path) return null;
  return isVideo(type) ? (
    <video
      src={path}
      controls
      preload="metadata"
      style={{ width: 220, maxHeight: 124, background: '#000' }}
      aria-label="视频预览"
    />
  ) : (
    <audio src={path} controls preload="metadata" style={{ width: 220, height: 40 }} aria-label="音频预览" />
  );
}

/** A lesson's items in order: add, edit, move up or down, delete. */
export function ItemList({ lesson }: { lesson: AdminLesson }) {
  const refresh = useCatalogueRefresh();
  const [editing, setEditing] = useState<AdminItem | 'new' | null>(null);
  const move = (item: AdminItem, index: number) =>
    api
      .call(cat.moveItem, { itemId: item.itemId, index })
      .then(refresh)
      .catch(() => undefined);

  const columns: TableColumnsType<AdminItem> = [
    {
      title: '类型',
      dataIndex: 'type',
      width: 56,
      render: (t: TimuType) => <Tag color={isVideo(t) ? 'blue' : 'green'}>{t}</Tag>,
    },
    { title: '名称', dataIndex: 'title' },
    { title: '时长', dataIndex: 'duration', width: 64, render: (d: number) => (d ? seconds(d) : '—') },
    {
      title: '预览',
      key: 'preview',
      width: 240,
      render: (_v, item) => <MediaPreview type={item.type} path={item.path} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 168,
      render: (_v, item, index) => (
        <OrderedRowActions
          index={index}
          count={lesson.items.length}
          editText="编辑"
          onEdit={() => setEditing(item)}
          onMove={(to) => void move(item, to)}
          deleteTitle={`删除资源“${item.title}”？`}
          onDelete={() => api.call(cat.deleteItem, { itemId: item.itemId }).then(refresh)}
        />
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={`“${lesson.title}”的资源`}
      extra={
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加资源
        </Button>
      }
    >
      {lesson.items.length === 0 ? (
        <Empty description="这个课程还没有资源（音频、视频）" />
      ) : (
        <Table<AdminItem>
          rowKey="itemId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={lesson.items}
        />
      )}
      <ItemModal
        lesson={lesson}
        item={editing === 'new' ? undefined : (editing ?? undefined)}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}

interface ItemValues {
  type: TimuType;
  title: string;
  path: string;
  cover?: string;
  duration?: number;
}

/** An item's form: its media uploaded (audio or video by its type), previewed, and its duration measured. */
function ItemModal({
  lesson,
  item,
  open,
  onClose,
  onSaved,
}: {
  lesson: AdminLesson;
  item: AdminItem | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<ItemValues>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? item?.type ?? 't';
  const path = Form.useWatch('path', form) ?? '';
  const video = isVideo(type);

  return (
    <Modal
      open={open}
      title={item ? '编辑资源' : `给“${lesson.title}”添加资源`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      <Form<ItemValues>
        form={form}
        name="item"
        layout="vertical"
        preserve={false}
        initialValues={item ?? { type: (lesson.type || 't') as TimuType, duration: 0 }}
        onFinish={(v) => {
          setSaving(true);
          api
            .call(cat.saveItem, {
              itemId: item?.itemId,
              lessonId: lesson.lessonId,
              type: v.type,
              title: v.title,
              path: v.path,
              cover: v.cover ?? '',
              duration: v.duration ?? 0,
            })
            .then(onSaved)
            .catch(() => undefined)
            .finally(() => setSaving(false));
        }}
      >
        <Form.Item name="type" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
          <Select options={ITEM_TYPES} />
        </Form.Item>
        <Form.Item
          name="title"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入资源名称' }]}
        >
          <Input maxLength={60} placeholder="如《秋天》课文朗读" />
        </Form.Item>
        <Form.Item label={video ? '视频' : '音频'} required>
          <Space direction="vertical" style={{ width: '100%' }}>
            <ConsoleUpload
              endpoint={cat.upload}
              input={{ kind: video ? 'video' : 'audio' }}
              accept={video ? 'video/mp4,video/quicktime,video/webm' : 'audio/*'}
              maxSizeMb={video ? 200 : 50}
              onUploaded={(up) => form.setFieldsValue({ path: up.url })}
            >
              <Button>{video ? '上传视频' : '上传音频'}</Button>
            </ConsoleUpload>
            <Form.Item name="path" noStyle rules={[{ required: true, message: '请上传媒体文件' }]}>
              <Input placeholder="/uploads/… 或 /media/…" aria-label="媒体地址" />
            </Form.Item>
            {path ? (
              <div data-testid="item-preview">
                {video ? (
                  <video
                    src={path}
                    controls
                    preload="metadata"
                    style={{ width: 360, background: '#000' }}
                    onLoadedMetadata={(e) =>
                      form.setFieldValue('duration', Math.round(e.currentTarget.duration * 10) / 10)
                    }
                  />
                ) : (
                  <audio
                    src={path}
                    controls
                    preload="metadata"
                    style={{ width: 360 }}
                    onLoadedMetadata={(e) =>
                      form.setFieldValue('duration', Math.round(e.currentTarget.duration * 10) / 10)
                    }
                  />
                )}
              </div>
            ) : null}
          </Space>
        </Form.Item>
        <Form.Item name="duration" label="时长（秒）" extra="上传后从文件读出，也可手填">
          <InputNumber min={0} step={0.1} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="cover" label="封面图（可不填）">
          <Input placeholder="/uploads/… 或 /media/…" />
        </Form.Item>
        <Typography.Text type="secondary">PDF 属于图书的下载资源和电子书，不在这里上传。</Typography.Text>
      </Form>
    </Modal>
  );
}
